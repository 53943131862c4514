// A preview as its reader sees it: the page's own view, never stored by a cache or indexed, under a
// banner saying it is a preview (post previews and page-document previews alike).
import { blogPostTexts } from "../content/blog";
import type { PageView } from "./page";

export function asPreview(view: PageView): PageView {
  return {
    ...view,
    cache: "private",
    meta: { ...view.meta, noindex: true },
    body: (
      <>
        <p
          role="status"
          data-preview-banner
          className="border-b border-accent bg-accent-soft px-4 py-3 text-center text-sm font-semibold text-fg"
        >
          {blogPostTexts.previewBanner}
        </p>
        {view.body}
      </>
    ),
  };
}
