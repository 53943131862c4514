// Privacy policy (/privacy-policy): every section of the policy, GDPR subsections included, with
// the runtime contact e-mail filled in and today's date as the 'Last Updated' line.
import { LegalDocumentView } from "../components/LegalDocument";
import { privacyPolicy, resolveLegalDocument } from "../content/legal";
import { pageMeta } from "../content/site";
import type { Page } from "./page";

export const privacyPolicyPage: Page = ({ settings }) => ({
  meta: { ...pageMeta["/privacy-policy"], path: "/privacy-policy" },
  body: (
    <LegalDocumentView
      doc={resolveLegalDocument(privacyPolicy, settings)}
      email={settings.email}
      lastUpdated={new Date()}
      timeZone={settings.timeZone}
    />
  ),
});
