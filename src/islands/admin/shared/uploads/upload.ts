// Uploads for the admin forms (docs/product.md#api): a multipart POST of one file (and any text fields
// beside it: an image's alt text, a variant's width) with XMLHttpRequest, since fetch cannot
// report how much of a request body has been sent and a 50 MB file takes a while.
// Same-origin, so the session cookie goes with it and the browser adds the Origin header the
// server's CSRF check asks for. The answer's message is the error's on failure; 413 and 415 get
// plain words when the body has none.
import type { UploadAnswer, UploadedFile } from "../data/api-types";

export type { UploadedFile };

type UploadProgress = { loaded: number; total: number };

export class UploadError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly aborted = false,
  ) {
    super(message);
    this.name = "UploadError";
  }
}

export type UploadHandle<Data = UploadedFile> = { result: Promise<Data>; abort: () => void };

/** Sends `file` as the multipart field `field`, with `fields` beside it; resolves with the answer's `data`. */
export function uploadFile<Data = UploadedFile>(
  path: string,
  field: string,
  file: File,
  onProgress: (progress: UploadProgress) => void,
  messages: { tooLarge: string; wrongType: string; cancelled: string },
  fields: Readonly<Record<string, string>> = {},
): UploadHandle<Data> {
  const xhr = new XMLHttpRequest();
  const result = new Promise<Data>((resolve, reject) => {
    xhr.upload.onprogress = (event) => {
      onProgress({ loaded: event.loaded, total: event.lengthComputable ? event.total : file.size });
    };
    xhr.onload = () => {
      let body: UploadAnswer<Data> | null = null;
      try {
        body = JSON.parse(xhr.responseText) as UploadAnswer<Data>;
      } catch {
        body = null;
      }
      if (xhr.status >= 200 && xhr.status < 300 && body?.success && "data" in body && body.data) {
        // `Data` is already the answer as it arrives (JSON in, JSON out), which TypeScript cannot
        // see through the envelope's generic type.
        resolve(body.data as Data);
        return;
      }
      const fallback =
        xhr.status === 413
          ? messages.tooLarge
          : xhr.status === 415
            ? messages.wrongType
            : `${xhr.status} ${xhr.statusText || "Unknown error"}`;
      reject(new UploadError(body?.message || fallback, xhr.status));
    };
    xhr.onerror = () => reject(new UploadError("The server could not be reached.", 0));
    xhr.onabort = () => reject(new UploadError(messages.cancelled, 0, true));
    xhr.open("POST", path);
    xhr.setRequestHeader("Cache-Control", "no-cache");
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    form.append(field, file, file.name);
    xhr.send(form);
  });
  return { result, abort: () => xhr.abort() };
}
