// Uploads for the resource form (docs/product.md#api): a multipart POST of one file with XMLHttpRequest, since
// fetch cannot report how much of a request body has been sent and a 50 MB file takes a while.
// Same-origin, so the session cookie goes with it and the browser adds the Origin header the
// server's CSRF check asks for. The answer's message is the error's on failure; 413 and 415 get
// plain words when the body has none.
import type { UploadAnswer, UploadedFile } from "./api-types";

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

export type UploadHandle = { result: Promise<UploadedFile>; abort: () => void };

export function uploadFile(
  path: string,
  field: string,
  file: File,
  onProgress: (progress: UploadProgress) => void,
  messages: { tooLarge: string; wrongType: string; cancelled: string },
): UploadHandle {
  const xhr = new XMLHttpRequest();
  const result = new Promise<UploadedFile>((resolve, reject) => {
    xhr.upload.onprogress = (event) => {
      onProgress({ loaded: event.loaded, total: event.lengthComputable ? event.total : file.size });
    };
    xhr.onload = () => {
      let body: UploadAnswer | null = null;
      try {
        body = JSON.parse(xhr.responseText) as UploadAnswer;
      } catch {
        body = null;
      }
      if (xhr.status >= 200 && xhr.status < 300 && body?.success && "data" in body && body.data) {
        resolve(body.data);
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
    form.append(field, file, file.name);
    xhr.send(form);
  });
  return { result, abort: () => xhr.abort() };
}
