// The one answer of every successful write: `{ success: true, message, data }`, with the saved
// record in `data` (null when nothing remains to show: a delete, a sign-out, a message sent).
// Keys that callers already read before the envelope was one (`resource`, `user`, `token`…) stay
// beside it as aliases of what `data` holds, so no caller breaks. A refusal is `{ success: false,
// message }` (400s for fields at fault add `errors`: src/http/validate.ts).
import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { type Encoding, encodingFor } from "./negotiation";

export function written<T, A extends Record<string, unknown> = Record<never, never>>(
  c: Context,
  message: string,
  data: T,
  options: { status?: ContentfulStatusCode; aliases?: A } = {},
) {
  return c.json({ success: true as const, message, ...(options.aliases as A), data }, options.status ?? 200);
}

/** A refusal no field is at fault for: `{ success: false, message }`, with Retry-After when it says when to come back. */
export function refusal(
  c: Context,
  refused: { status: ContentfulStatusCode; message: string; retryAfterSeconds?: number },
) {
  const { status, message, retryAfterSeconds } = refused;
  const headers: Record<string, string> =
    retryAfterSeconds === undefined ? {} : { "Retry-After": String(retryAfterSeconds) };
  return c.json({ success: false as const, message }, status, headers);
}

/** A delete's answer: `written` with null when the item was there and is gone, else 404 with `notFound`. */
export function deletedOr404(c: Context, deleted: boolean, message: string, notFound: string) {
  if (!deleted) return c.json({ success: false as const, message: notFound }, 404);
  return written(c, message, null);
}

/**
 * A long read's JSON document, made on the read worker (src/db/read-worker.ts) already in the encoding
 * the request takes (decision 076): `read(encoding)` asks for it. Decoded, the same bytes and
 * Content-Type that `c.json` would answer with the object; the compress middleware leaves an answer
 * that has its Content-Encoding alone.
 */
export async function workerJson(c: Context, read: (encoding: Encoding) => Promise<Uint8Array<ArrayBuffer>>) {
  const encoding = encodingFor(c.req.header("Accept-Encoding"));
  const body = await read(encoding);
  c.header("Vary", "Accept-Encoding", { append: true });
  if (encoding !== "identity") c.header("Content-Encoding", encoding);
  return c.body(body, 200, { "Content-Type": "application/json" });
}
