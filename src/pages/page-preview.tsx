// A page document's preview (docs/product.md#pages-editor): the public page a signed link names,
// rendered with that version of its document in place of the published one, as a signed-out
// visitor will see it once published, under the preview banner. Private: never cached, never
// indexed, never counted (src/server/pages.ts). A forged, changed or expired link is the 404 page.
import type { PageName } from "../shared/schemas/pages";
import { aboutPage } from "./about";
import { contactPage } from "./contact";
import { expertisePage } from "./expertise";
import { homePage } from "./home";
import { notFoundPage } from "./not-found";
import { isRedirect, type Page } from "./page";
import { privacyPolicyPage } from "./privacy-policy";
import { servicesPage } from "./services";
import { termsPage } from "./terms";
import { asPreview } from "./preview-view";

/** The page each document is previewed on; the shared facts on the home page, which shows most of them. */
const previewedOn: Record<PageName, Page> = {
  facts: homePage,
  home: homePage,
  services: servicesPage,
  expertise: expertisePage,
  about: aboutPage,
  contact: contactPage,
  "privacy-policy": privacyPolicyPage,
  terms: termsPage,
};

export const pagePreviewPage: Page = async (ctx) => {
  const { params, query, services } = ctx;
  const preview = services.pagePreviewLinks.open({
    page: params.page ?? "",
    version: params.version ?? "",
    expires: query.expires,
    sig: query.sig,
  });
  if (!preview) return { ...(await notFoundPage(ctx)), cache: "private" };
  // As a signed-out visitor sees it: the page is never told who holds the link.
  const view = await previewedOn[preview.page]({ ...ctx, query: {}, user: null, preview });
  if (isRedirect(view)) return view;
  return asPreview(view);
};
