// The worker's side of ./read-worker.ts (decision 060): opens the server's database file read-only
// on the server's first message, and answers each read asked for by name from the registry. A
// stream's chunk is read only when the server asks for it, as UTF-8 bytes handed over without a
// copy; a cancelled stream's iterator is ended (its read stops there).
import type { Db } from "./client";
import { openReadOnlyDatabase } from "./client";
import type { EncodeDocument, ReadAnswer, ReadAsk, ReadRegistry } from "./read-worker";

/** The worker's global scope, as far as this file uses it. */
type WorkerScope = {
  onmessage: ((event: MessageEvent<ReadAsk>) => void) | null;
  postMessage(answer: ReadAnswer, transfer?: Transferable[]): void;
};

/**
 * Serves the reads of `registry` on this worker thread (call once, from the worker's entry); a
 * document leaves it already in the encoding asked for (`encode`), so compressing it holds no page.
 */
export function serveReads<R extends ReadRegistry>(registry: (db: Db) => R, encode: EncodeDocument) {
  // Its `close` ends the thread with process.exit: on the server's thread that would end the server.
  if (Bun.isMainThread) throw new Error("serveReads runs in the read worker, not on the server's thread.");
  const scope = globalThis as unknown as WorkerScope;
  const encoder = new TextEncoder();
  let opened: { close(): void; reads: R } | undefined;
  const streams = new Map<number, Iterator<string>>();

  const failed = (id: number, error: unknown) => {
    console.error("Read worker:", error);
    scope.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  };

  scope.onmessage = async ({ data: ask }) => {
    if (ask.kind === "open") {
      const { sqlite, db } = openReadOnlyDatabase(ask.file);
      opened = { close: () => sqlite.close(), reads: registry(db) };
      return;
    }
    if (ask.kind === "close") {
      for (const chunks of streams.values()) chunks.return?.();
      opened?.close();
      // In a Bun Worker, process.exit ends this thread alone (Bun's workers have no self.close).
      process.exit(0);
    }
    if (ask.kind === "cancel") {
      streams.get(ask.id)?.return?.();
      streams.delete(ask.id);
      return;
    }
    const reads = opened?.reads;
    if (!reads) return failed(ask.id, new Error("no database opened"));
    try {
      if (ask.kind === "document") {
        const read = reads.texts[ask.name];
        if (!read) throw new Error(`no read named "${ask.name}"`);
        const bytes = encode(encoder.encode(await read(ask.args as never)), ask.encoding);
        // Handed over without a copy when the bytes own their buffer; a view into a shared one (a
        // Buffer from a pool) is copied, since handing its buffer over would take it from the rest.
        const owned = bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength;
        scope.postMessage({ id: ask.id, bytes }, owned ? [bytes.buffer] : []);
        return;
      }
      let chunks = streams.get(ask.id);
      if (ask.open) {
        const read = reads.streams[ask.name];
        if (!read) throw new Error(`no stream named "${ask.name}"`);
        chunks = read(ask.args as never);
        streams.set(ask.id, chunks);
      }
      // No iterator: the stream was cancelled while this chunk was asked for.
      const next = chunks?.next() ?? { done: true as const, value: undefined };
      if (next.done) {
        streams.delete(ask.id);
        scope.postMessage({ id: ask.id, done: true });
        return;
      }
      const bytes = encoder.encode(next.value);
      scope.postMessage({ id: ask.id, bytes }, [bytes.buffer]);
    } catch (error) {
      streams.delete(ask.id);
      failed(ask.id, error);
    }
  };
}
