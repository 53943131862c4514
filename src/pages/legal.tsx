// The legal pages (/privacy-policy, /terms): every section of the page's document (its published
// version, docs/product.md#pages-editor), with the settings' contact e-mail and firm name filled in
// and today's date as the 'Last Updated' line.
import { LegalDocumentView } from "../components/LegalDocument";
import { resolveLegalDocument } from "../content/legal";
import { contentTags } from "../services/content-events";
import { pageMetaFor } from "../content/site";
import type { Page } from "./page";
import { pageDocument } from "./page-documents";

export function legalPage(path: "/privacy-policy" | "/terms", name: "privacy-policy" | "terms"): Page {
  return (ctx) => {
    const { settings } = ctx;
    return {
      tags: [contentTags.page(name)],
      meta: { ...pageMetaFor(path, settings), path },
      body: (
        <LegalDocumentView
          doc={resolveLegalDocument(pageDocument(ctx, name), settings)}
          email={settings.email}
          lastUpdated={new Date()}
          timeZone={settings.timeZone}
        />
      ),
    };
  };
}
