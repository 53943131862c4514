// The registry of the read worker (src/db/read-worker.ts; decision 060): every read that may run
// off the server's thread, by name, each area's own (its route module makes the JSON or CSV the
// route answers, so the worker sends the final text and the server only forwards it). Composed
// here, as the app is in ./app.ts; the worker's entry (./read-worker.ts) serves it, and the app
// runs it inline on a database in memory.
import { analyticsReads } from "../api/admin/analytics";
import { blogReads } from "../api/blog";
import { leadReads } from "../api/admin/leads";
import { messageReads } from "../api/admin/messages";
import { resourceReads } from "../api/admin/resources";
import type { Db } from "../db/client";
import type { EncodeDocument } from "../db/read-worker";
import { encodeBody } from "../http/compression";
import { type Encoding, isEncoding } from "../http/negotiation";

export function longReads(db: Db) {
  const analytics = analyticsReads(db);
  const blog = blogReads(db);
  const leads = leadReads(db);
  const messages = messageReads(db);
  const resources = resourceReads(db);
  return {
    texts: { ...analytics.texts, ...blog.texts, ...messages.texts },
    streams: { ...analytics.streams, ...leads.streams, ...resources.streams },
  };
}

export type LongReads = ReturnType<typeof longReads>;

/** A document's bytes in the encoding its request takes (src/http/compression.ts), made where it was read. */
export const encodeDocument: EncodeDocument = (bytes, encoding) => {
  if (!isEncoding(encoding)) throw new Error(`no content coding "${encoding}"`);
  return encodeBody(bytes, encoding satisfies Encoding);
};
