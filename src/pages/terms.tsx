// Terms of service (/terms): the terms document, rendered the same way as the privacy policy.
import { LegalDocumentView } from "../components/LegalDocument";
import { resolveLegalDocument, termsOfService } from "../content/legal";
import { pageMeta } from "../content/site";
import type { Page } from "./page";

export const termsPage: Page = ({ settings }) => ({
  meta: { ...pageMeta["/terms"], path: "/terms" },
  body: (
    <LegalDocumentView
      doc={resolveLegalDocument(termsOfService, settings)}
      email={settings.email}
      lastUpdated={new Date()}
      timeZone={settings.timeZone}
    />
  ),
});
