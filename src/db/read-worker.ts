// Long reads off the server's thread (docs/architecture.md#long-reads; decision 060). The server has
// one JavaScript thread and one SQLite connection; a read of everything (an export, a year of
// analytics, SPEC's unpaged lists) held every page behind it, even cut into chunks (decision 035).
// Here such reads run on a Bun Worker with a connection of its own, opened read-only on the same
// file (WAL lets it read while the server writes): the server's thread only asks for a read by its
// name, and forwards the bytes the worker sends back.
//
// The reads are a fixed registry of functions in our code (src/server/long-reads.ts), never SQL
// sent as text. A read answers either one text (a JSON document, which the worker also compresses in
// the encoding the request takes, decision 076) or a stream of texts (a CSV file):
// the worker reads a stream's next chunk when the response pulls it (one chunk ahead of the
// socket), and a download that is cancelled ends its read. One worker, started on the first read,
// closed with the app; it does not keep the process alive while it waits.
//
// A database in memory (some unit tests) cannot be opened twice: its reads run here, inline.
import type { Database } from "bun:sqlite";
import type { Db } from "./client";

/** What a worker can read: by name, each function taking one argument (plain data) or none. */
export type ReadRegistry = {
  /** Reads answered as one text (a JSON document). */
  texts: Record<string, (args: never) => string | Promise<string>>;
  /** Reads answered as texts one after the other (a CSV file), one per call of the iterator's next(). */
  streams: Record<string, (args: never) => Iterator<string>>;
};

/**
 * Turns a document's UTF-8 bytes into the encoding named (src/http/compression.ts, handed in by the
 * server: this layer knows no HTTP); the name "identity" leaves them as they are.
 */
export type EncodeDocument = (bytes: Uint8Array<ArrayBuffer>, encoding: string) => Uint8Array<ArrayBuffer>;

/** The server's side: asks for a read by name, with the argument that read takes. */
export type ReadWorker<R extends ReadRegistry> = {
  /** A text read's document as UTF-8 bytes in `encoding` (an HTTP content coding, or "identity"). */
  document<K extends keyof R["texts"] & string>(
    name: K,
    encoding: string,
    ...args: Parameters<R["texts"][K]>
  ): Promise<Uint8Array<ArrayBuffer>>;
  stream<K extends keyof R["streams"] & string>(
    name: K,
    ...args: Parameters<R["streams"][K]>
  ): ReadableStream<Uint8Array>;
  /** Ends the worker (and its connection); a read asked for afterwards starts another. */
  close(): void;
};

/** The server's messages to the worker, in order: `open` first, once. */
export type ReadAsk =
  | { kind: "open"; file: string }
  | { kind: "document"; id: number; name: string; args: unknown; encoding: string }
  /** The stream's next chunk; the first (`open`) starts the read named. */
  | { kind: "next"; id: number; name: string; args: unknown; open: boolean }
  | { kind: "cancel"; id: number }
  | { kind: "close" };

/** The worker's answer to a `document` or a `next`: its bytes, the end, or what went wrong. */
export type ReadAnswer = { id: number; bytes?: Uint8Array<ArrayBuffer>; done?: boolean; error?: string };

/** A Bun Worker: the DOM's Worker type (which the project's types name) with Bun's ref and unref. */
type Thread = Worker & { ref(): void; unref(): void };

/** No file of its own: an in-memory or temporary database, which only its own connection can read. */
const inMemory = (file: string) => file === "" || file === ":memory:";

export function createReadWorker<R extends ReadRegistry>(options: {
  /** The server's connection: the worker opens its file again, read-only. */
  sqlite: Database;
  /** The worker's entry module (src/server/read-worker.ts), which serves the same registry. */
  entry: string | URL;
  /** The registry on a connection: for the inline reads of a database in memory. */
  registry: (db: Db) => R;
  db: Db;
  /** For the inline reads; the worker's entry hands the same function to serveReads. */
  encode: EncodeDocument;
}): ReadWorker<R> {
  const file = options.sqlite.filename;
  if (inMemory(file)) return inlineReads(options.registry(options.db), options.encode);

  let worker: Thread | undefined;
  let lastId = 0;
  const waiting = new Map<
    number,
    { name: string; resolve: (answer: ReadAnswer) => void; reject: (e: Error) => void }
  >();

  function stopped(why: string) {
    worker = undefined;
    for (const asker of waiting.values()) asker.reject(new Error(`The read worker stopped (${why}).`));
    waiting.clear();
  }

  function started(): Thread {
    if (worker) return worker;
    // smol: a heap that is collected more eagerly; the worker holds a chunk at a time.
    const thread = new Worker(options.entry, { smol: true } as WorkerOptions) as Thread;
    thread.onmessage = (event) => {
      const answer = event.data as ReadAnswer;
      const asker = waiting.get(answer.id);
      if (!asker) return;
      waiting.delete(answer.id);
      if (waiting.size === 0) thread.unref();
      if (answer.error === undefined) asker.resolve(answer);
      else asker.reject(new Error(`The read "${asker.name}" failed in the read worker: ${answer.error}`));
    };
    // A worker that fails to start or throws outside a read is ended; the next read starts another.
    thread.onerror = (event) => {
      if (worker === thread) stopped(event.message);
      thread.terminate();
    };
    thread.addEventListener("close", () => {
      if (worker === thread) stopped("it closed");
    });
    thread.postMessage({ kind: "open", file } satisfies ReadAsk);
    // Idle, it does not keep the process alive; a read waited for does (see ask).
    thread.unref();
    worker = thread;
    return thread;
  }

  function ask(message: ReadAsk & { id: number; name: string }): Promise<ReadAnswer> {
    const thread = started();
    return new Promise((resolve, reject) => {
      waiting.set(message.id, { name: message.name, resolve, reject });
      thread.ref();
      thread.postMessage(message);
    });
  }

  return {
    async document(name, encoding, ...[args]) {
      const answer = await ask({ kind: "document", id: ++lastId, name, args, encoding });
      return answer.bytes ?? new Uint8Array();
    },

    stream(name, ...[args]) {
      const id = ++lastId;
      let open = true;
      let ended = false;
      return new ReadableStream<Uint8Array>(
        {
          async pull(controller) {
            const answer = await ask({ kind: "next", id, name, args, open });
            open = false;
            if (ended) return;
            if (answer.done) {
              ended = true;
              controller.close();
            } else if (answer.bytes) controller.enqueue(answer.bytes);
          },
          cancel() {
            if (ended) return;
            ended = true;
            worker?.postMessage({ kind: "cancel", id } satisfies ReadAsk);
          },
        },
        // The worker reads one chunk ahead of what the socket has taken: it reads the next while
        // this one is sent, and no more is held whatever the client's speed.
        { highWaterMark: 1 },
      );
    },

    close() {
      const thread = worker;
      if (!thread) return;
      stopped("the app closed");
      // The worker closes its connection and ends itself.
      thread.postMessage({ kind: "close" } satisfies ReadAsk);
    },
  };
}

/** The reads of a database in memory, on this thread: a stream's chunk is read as the response pulls it. */
function inlineReads<R extends ReadRegistry>(reads: R, encode: EncodeDocument): ReadWorker<R> {
  const encoder = new TextEncoder();
  return {
    document: async (name, encoding, ...[args]) =>
      encode(encoder.encode(await reads.texts[name]!(args as never)), encoding),
    stream(name, ...[args]) {
      const chunks = reads.streams[name]!(args as never);
      return new ReadableStream<Uint8Array>(
        {
          pull(controller) {
            const next = chunks.next();
            if (next.done) controller.close();
            else controller.enqueue(encoder.encode(next.value));
          },
          cancel() {
            chunks.return?.();
          },
        },
        { highWaterMark: 0 },
      );
    },
    close() {},
  };
}
