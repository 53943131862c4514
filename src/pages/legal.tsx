// The legal pages (/privacy-policy, /terms): every section of the document, with the settings'
// contact e-mail and firm name filled in and today's date as the 'Last Updated' line.
import { LegalDocumentView } from "../components/LegalDocument";
import { type LegalDocument, resolveLegalDocument } from "../content/legal";
import { pageMetaFor } from "../content/site";
import type { Page } from "./page";

export function legalPage(path: "/privacy-policy" | "/terms", document: LegalDocument): Page {
  return ({ settings }) => ({
    meta: { ...pageMetaFor(path, settings), path },
    body: (
      <LegalDocumentView
        doc={resolveLegalDocument(document, settings)}
        email={settings.email}
        lastUpdated={new Date()}
        timeZone={settings.timeZone}
      />
    ),
  });
}
