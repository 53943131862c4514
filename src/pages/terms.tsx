// Terms of service (/terms): the terms document, rendered the same way as the privacy policy
// (./legal.tsx).
import { legalPage } from "./legal";

export const termsPage = legalPage("/terms", "terms");
