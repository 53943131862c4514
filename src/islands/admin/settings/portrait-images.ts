// The founder's portrait, made in the browser (docs/product.md#admin-settings): the chosen photo is
// read into an <img>, the square crop is drawn on a canvas at each size the pages use, encoded as
// JPEG and (where the browser can) WebP, and sent: the largest JPEG as the image, then every other
// file as a smaller copy of it (docs/product.md#media). The server needs no image library, and the
// photo as chosen never leaves the browser: only these crops are uploaded.
import type { UploadedImage } from "../shared/data/api-types";
import { mediaVariantsPath } from "../shared/data/paths";
import { IMAGE_UPLOAD } from "../shared/uploads/image-upload";
import { MEDIA_LIST_PREFIX } from "../shared/uploads/media";
import { invalidatePrefix } from "../shared/data/query";
import { UploadError, type UploadHandle, uploadFile } from "../shared/uploads/upload";
import { type Crop, outputSizes } from "./crop";

type Encoding = { type: "image/jpeg" | "image/webp"; extension: string; quality: number };

const JPEG: Encoding = { type: "image/jpeg", extension: "jpg", quality: 0.88 };
const WEBP: Encoding = { type: "image/webp", extension: "webp", quality: 0.85 };

/** A photo read into an image element, with the object URL it is drawn from (revoke it when done). */
export type LoadedPhoto = { image: HTMLImageElement; url: string; width: number; height: number };

/** Reads a chosen file into an image; null when the browser cannot decode it. */
export async function loadPhoto(file: Blob): Promise<LoadedPhoto | null> {
  const url = URL.createObjectURL(file);
  const image = new Image();
  image.decoding = "async";
  image.src = url;
  try {
    await image.decode();
  } catch {
    URL.revokeObjectURL(url);
    return null;
  }
  if (image.naturalWidth === 0 || image.naturalHeight === 0) {
    URL.revokeObjectURL(url);
    return null;
  }
  return { image, url, width: image.naturalWidth, height: image.naturalHeight };
}

function toBlob(canvas: HTMLCanvasElement, encoding: Encoding): Promise<Blob | null> {
  return new Promise((resolve) => canvas.toBlob(resolve, encoding.type, encoding.quality));
}

/** One made file and the side it was made at. */
export type PortraitFile = { file: File; width: number };

/** The image and its smaller copies, ready to send. */
export type PortraitFiles = { main: PortraitFile; variants: PortraitFile[] };

/**
 * Draws `crop` of `image` at every output size, as JPEG and, when the browser encodes it, WebP (a
 * browser that cannot hands back PNG from toBlob, so the answer's type is what tells). A
 * transparent photo is laid on white, as a JPEG cannot hold transparency.
 */
export async function makePortraitFiles(image: HTMLImageElement, crop: Crop): Promise<PortraitFiles> {
  const made: { encoding: Encoding; width: number; file: File }[] = [];
  for (const size of outputSizes(crop)) {
    const canvas = document.createElement("canvas");
    canvas.width = size;
    canvas.height = size;
    const context = canvas.getContext("2d");
    if (!context) throw new Error("The browser has no 2D canvas.");
    context.fillStyle = "#ffffff";
    context.fillRect(0, 0, size, size);
    context.imageSmoothingQuality = "high";
    context.drawImage(image, crop.x, crop.y, crop.size, crop.size, 0, 0, size, size);
    for (const encoding of [JPEG, WEBP]) {
      const blob = await toBlob(canvas, encoding);
      if (blob?.type !== encoding.type) continue;
      const name = `portrait-${size}.${encoding.extension}`;
      made.push({ encoding, width: size, file: new File([blob], name, { type: encoding.type }) });
    }
  }
  const main = made.find((entry) => entry.encoding === JPEG);
  if (!main) throw new Error("The browser could not encode a JPEG image.");
  return {
    main: { file: main.file, width: main.width },
    variants: made.filter((entry) => entry !== main).map(({ file, width }) => ({ file, width })),
  };
}

type Messages = { tooLarge: string; wrongType: string; cancelled: string };

/**
 * Sends the image (with `alt`), then each smaller copy to its media item, one after the other;
 * `onProgress` hears how many of all their bytes have been sent. Resolves with the image's
 * address. `abort` stops the file being sent.
 */
export function uploadPortrait(
  files: PortraitFiles,
  alt: string,
  onProgress: (progress: { loaded: number; total: number }) => void,
  messages: Messages,
): UploadHandle<string> {
  const total = [files.main, ...files.variants].reduce((sum, entry) => sum + entry.file.size, 0);
  let done = 0;
  let current: UploadHandle<unknown> | null = null;
  let aborted = false;

  async function send<Data>(path: string, entry: PortraitFile, fields: Record<string, string>, field: string) {
    if (aborted) throw new UploadError(messages.cancelled, 0, true);
    const handle = uploadFile<Data>(
      path,
      field,
      entry.file,
      ({ loaded }) => onProgress({ loaded: Math.min(total, done + loaded), total }),
      messages,
      fields,
    );
    current = handle;
    const answer = await handle.result;
    done += entry.file.size;
    onProgress({ loaded: done, total });
    return answer;
  }

  const result = (async () => {
    const uploaded = await send<UploadedImage>(IMAGE_UPLOAD.path, files.main, { alt }, IMAGE_UPLOAD.field);
    try {
      for (const variant of files.variants) {
        await send(mediaVariantsPath(uploaded.media.id), variant, { width: String(variant.width) }, "file");
      }
    } finally {
      // The library has a new item (and its copies), wherever it was uploaded from.
      void invalidatePrefix(MEDIA_LIST_PREFIX);
    }
    return uploaded.fullUrl;
  })();

  return {
    result,
    abort: () => {
      aborted = true;
      current?.abort();
    },
  };
}
