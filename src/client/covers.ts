// Swaps a resource cover that failed to load, or loaded as a 1x1 image, for its 'Image Not
// Available' notice (src/components/ResourceCover.tsx). One listener on the document sees every
// cover image, those in the server's HTML and those an island renders later: load and error do not
// bubble, but they do pass the document on the way down. Images that settled before this script
// ran are checked once at the start.
// The <img> stands in the frame, or in a <picture> there when the cover has smaller copies.
const COVER_IMAGE = '[data-resource-cover="image"] > img, [data-resource-cover="image"] > picture > img';

/** Whether a settled image is one a visitor cannot see anything in (a failed one has no size). */
const unusable = (img: HTMLImageElement) => img.naturalWidth <= 1 && img.naturalHeight <= 1;

function showNotice(img: HTMLImageElement) {
  const frame = img.closest<HTMLElement>("[data-resource-cover]");
  if (!frame) return;
  frame.dataset.resourceCover = "unavailable";
  img.hidden = true;
  frame.querySelector("[data-cover-notice]")?.removeAttribute("hidden");
}

export function watchCovers() {
  const onSettled = (event: Event) => {
    const img = event.target;
    if (img instanceof HTMLImageElement && img.matches(COVER_IMAGE) && unusable(img)) showNotice(img);
  };
  document.addEventListener("load", onSettled, true);
  document.addEventListener("error", onSettled, true);
  for (const img of document.querySelectorAll<HTMLImageElement>(COVER_IMAGE))
    if (img.complete && unusable(img)) showNotice(img);
}
