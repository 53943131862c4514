// A read worker's entry for tests (src/db/read-worker.ts): the app's registry of long reads
// (src/server/long-reads.ts), each read first waiting, on this worker's thread, while the file
// `<database>.hold` exists; and each chunk of a stream it reads noted as a line of
// `<database>.chunks`. A test holds the worker to see what the server's thread does meanwhile, and
// counts the chunks to see a cancelled download end its read. The wait blocks the thread as a long
// read would: had the read run on the server's thread, the server would be held too.
import { appendFileSync, existsSync } from "node:fs";
import type { Db } from "../../src/db/client";
import type { ReadRegistry } from "../../src/db/read-worker";
import { serveReads } from "../../src/db/read-worker-thread";
import { encodeDocument, longReads } from "../../src/server/long-reads";

serveReads((db: Db): ReadRegistry => {
  const file = db.$client.filename;
  const waitWhileHeld = () => {
    while (existsSync(`${file}.hold`)) Bun.sleepSync(5);
  };
  const reads: ReadRegistry = longReads(db);
  const held = <F extends (args: never) => unknown>(read: F) =>
    ((args: never) => {
      waitWhileHeld();
      return read(args);
    }) as F;
  const counted = (read: (args: never) => Iterator<string>) => (args: never) => {
    const chunks = read(args);
    return {
      next() {
        waitWhileHeld();
        const next = chunks.next();
        if (!next.done) appendFileSync(`${file}.chunks`, "chunk\n");
        return next;
      },
      return() {
        return chunks.return?.() ?? { done: true as const, value: undefined };
      },
    };
  };
  return {
    texts: Object.fromEntries(Object.entries(reads.texts).map(([name, read]) => [name, held(read)])),
    streams: Object.fromEntries(Object.entries(reads.streams).map(([name, read]) => [name, counted(read)])),
  };
}, encodeDocument);
