// The read worker's entry (decision 060): the thread src/db/read-worker.ts starts, serving the
// registry of ./long-reads.ts on a read-only connection of its own. `bun build --compile` embeds it
// as a second entrypoint beside ./index.ts (scripts/build.ts), at the same place relative to it.
import { serveReads } from "../db/read-worker-thread";
import { encodeDocument, longReads } from "./long-reads";

serveReads(longReads, encodeDocument);
