// How the islands of the resource pages talk to each other. Each island is its own React root, so
// the list's 'Download Resource' buttons cannot hold the dialog's state: they ask for the dialog
// with a DOM event, which the DownloadDialog island answers (by cancelling it) once hydrated; a
// button whose request nobody answered falls back to the detail page's own form. After a download
// the dialog announces the resource's new count, and whatever shows that count updates itself.

/** What the download dialog needs to know about the resource it is for. */
export type DownloadTarget = {
  id: number;
  slug: string;
  title: string;
  fileName: string;
  fileType: string;
};

/** The new count; null while it is below the settings' threshold (src/shared/download-count.ts). */
type DownloadedDetail = { resourceId: number; downloadCount: number | null };

const OPEN_EVENT = "resources:open-download";
const DOWNLOADED_EVENT = "resources:downloaded";

/** Asks the page's download dialog to open for `target`; false when no dialog is ready. */
export function requestDownloadDialog(target: DownloadTarget): boolean {
  const event = new CustomEvent<DownloadTarget>(OPEN_EVENT, { detail: target, cancelable: true });
  return !window.dispatchEvent(event);
}

/** The dialog's side of requestDownloadDialog; returns the function that stops listening. */
export function onDownloadDialogRequest(open: (target: DownloadTarget) => void): () => void {
  const listener = (event: Event) => {
    event.preventDefault();
    open((event as CustomEvent<DownloadTarget>).detail);
  };
  window.addEventListener(OPEN_EVENT, listener);
  return () => window.removeEventListener(OPEN_EVENT, listener);
}

export function announceDownloaded(detail: DownloadedDetail): void {
  window.dispatchEvent(new CustomEvent<DownloadedDetail>(DOWNLOADED_EVENT, { detail }));
}

export function onDownloaded(handler: (detail: DownloadedDetail) => void): () => void {
  const listener = (event: Event) => handler((event as CustomEvent<DownloadedDetail>).detail);
  window.addEventListener(DOWNLOADED_EVENT, listener);
  return () => window.removeEventListener(DOWNLOADED_EVENT, listener);
}
