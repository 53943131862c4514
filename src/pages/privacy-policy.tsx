// Privacy policy (/privacy-policy): every section of the policy, GDPR subsections included
// (./legal.tsx renders it).
import { legalPage } from "./legal";

export const privacyPolicyPage = legalPage("/privacy-policy", "privacy-policy");
