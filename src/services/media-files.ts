// What the media library reads from files and post bodies (docs/product.md#media): an upload's
// content hash (an identical upload reuses the item), and the images a post's HTML names with the
// alt text it gives them.
import { sha256 } from "@oslojs/crypto/sha2";
import { encodeHexLowerCase } from "@oslojs/encoding";
import type { StoredFile } from "../storage";

/** The SHA-256 of a stored file's bytes, as hex. */
export async function contentHashOf(file: StoredFile): Promise<string> {
  return encodeHexLowerCase(sha256(new Uint8Array(await file.arrayBuffer())));
}

// <img src="…"> in a sanitised post body (the sanitiser writes double-quoted attributes).
export const IMG_SRC = /<img\b[^>]*?\ssrc="([^"]*)"/gi;

export const decodeAttribute = (value: string) =>
  value.replace(/&(amp|quot|lt|gt|#39);/g, (_, name: string) =>
    name === "amp" ? "&" : name === "quot" ? '"' : name === "lt" ? "<" : name === "gt" ? ">" : "'",
  );

/** Each image of a post body with a non-blank alt text: its address and the text (at most 300 characters). */
export function altTextsOf(html: string): { src: string; alt: string }[] {
  return (html.match(/<img\b[^>]*>/gi) ?? []).flatMap((tag) => {
    const src = /\ssrc="([^"]*)"/i.exec(tag)?.[1];
    const alt = decodeAttribute(/\salt="([^"]*)"/i.exec(tag)?.[1] ?? "")
      .trim()
      .slice(0, 300);
    return src && alt ? [{ src: decodeAttribute(src), alt }] : [];
  });
}
