// Whether a resource's download count is shown (docs/product.md#resources): only from the
// settings' threshold up, since "0 downloads" or "3 downloads" makes a resource look unwanted.
// Applied on the server to every count a visitor is sent (pages, the public API, a download's
// answer), so a count below it never reaches the browser.

/** The count to show, or null while it is below `threshold`. */
export function shownDownloadCount(count: number, threshold: number): number | null {
  return count >= threshold ? count : null;
}
