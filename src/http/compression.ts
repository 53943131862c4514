// How an answer is compressed for the encoding its request takes (src/http/negotiation.ts): the
// render cache's pages and API reads (src/server/render/page-cache.ts, made once and kept) and the
// long reads' JSON documents (src/db/read-worker.ts, made on the read worker, decision 076).
import { brotliCompressSync, constants as zlib } from "node:zlib";
import type { Encoding } from "./negotiation";

/**
 * Past this size an answer is a list of thousands (the sitemap at 5,000 posts is about 600 KB, SPEC's
 * unpaged list of posts 2 MB), not a page (a long post is under 100 KB): brotli compresses it at
 * BROTLI_QUALITY_LARGE, which takes half the time of 6 for an answer about a third larger (decision 064).
 */
const LARGE_BODY_BYTES = 256 * 1024;
/**
 * Past this size, a list read again on every request (SPEC's unpaged list of posts, 2 MB at 5,000
 * posts): quality 2 took 8 ms for 139 KB where 4 took 12.5 ms for 119 KB (decision 077).
 */
const HUGE_BODY_BYTES = 1024 * 1024;
const BROTLI_QUALITY = 6;
const BROTLI_QUALITY_LARGE = 4;
const BROTLI_QUALITY_HUGE = 2;
const GZIP_LEVEL = 6;

/** `bytes` in `encoding`; identity is `bytes` themselves. */
export function encodeBody(bytes: Uint8Array<ArrayBuffer>, encoding: Encoding): Uint8Array<ArrayBuffer> {
  if (encoding === "identity") return bytes;
  if (encoding === "gzip") return Bun.gzipSync(bytes, { level: GZIP_LEVEL });
  return brotliCompressSync(bytes, { params: { [zlib.BROTLI_PARAM_QUALITY]: brotliQuality(bytes.length) } });
}

function brotliQuality(size: number): number {
  if (size > HUGE_BODY_BYTES) return BROTLI_QUALITY_HUGE;
  return size > LARGE_BODY_BYTES ? BROTLI_QUALITY_LARGE : BROTLI_QUALITY;
}
