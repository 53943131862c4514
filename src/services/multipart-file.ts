// Receives one file from a multipart/form-data request without holding it: the request body is
// read chunk by chunk into @fastify/busboy (a streaming parser; decision 011 says why this one),
// and the file's bytes reach the caller as a web ReadableStream while they arrive. Backpressure
// runs the whole way: when the caller stops reading (the disk is slower than the network), busboy
// stops accepting chunks and this stops reading the request, so memory holds a few chunks at most.
//
// The size limit is counted on the file's bytes as they pass (busboy's fileSize), not taken from
// a header, so a chunked upload cannot slip past it; a Content-Length that is already too large
// is refused before anything is read. Once the upload has failed (too large, refused by the
// caller, unparseable), the rest of the body is read and dropped rather than left unread, so the
// client is sure to receive the answer (Bun.serve's maxRequestBodySize bounds that reading).
import type { Readable } from "node:stream";
import Busboy from "@fastify/busboy";

/** An upload refused with a status and a sentence for the admin. */
export class UploadRefusal extends Error {
  constructor(
    readonly status: 400 | 408 | 413 | 415,
    message: string,
  ) {
    super(message);
    this.name = "UploadRefusal";
  }
}

export type IncomingFile = {
  /** The name the browser sent (busboy drops any folder part); data only, never a path. */
  fileName: string;
  /** The type the browser claimed; not trusted, the content is checked instead. */
  mimeType: string;
  /** The file's bytes; errors with a 413 UploadRefusal past the size limit. */
  stream: ReadableStream<Uint8Array>;
};

type ReceiveOptions<T> = {
  /** The form field that carries the file. */
  field: string;
  maxFileBytes: number;
  messages: { missing: string; tooLarge: string };
  /** Stores the file; may throw an UploadRefusal (or anything else, which becomes a 500). */
  handle: (file: IncomingFile) => Promise<T>;
  /** How long the whole upload may take (LONGEST_UPLOAD_MS unless told). */
  deadlineMs?: number;
  /** Receives each text field of the form, before or after the file (an image's alt text). */
  onField?: (name: string, value: string) => void;
};

/**
 * The longest an upload may take, however slowly its bytes trickle in (a stalled one is closed
 * sooner, by the server's idle timeout). It bounds how long an unfinished upload's temporary file
 * can be in use, so start-up can remove older ones as left behind by a killed process.
 */
export const LONGEST_UPLOAD_MS = 30 * 60_000;

/** Room for the part headers, boundaries and a few small fields around the file. */
const MULTIPART_ALLOWANCE_BYTES = 1024 * 1024;

/**
 * How often, in bytes received, an upload asks for a garbage collection. Each chunk Bun reads from
 * the socket is a new buffer; JavaScriptCore frees them only when it collects, which it may put
 * off for tens of megabytes, so a 50 MB upload would show as that much resident memory for a
 * while although nothing holds it. A collection every few megabytes keeps the server's memory
 * flat on a small machine, for a few milliseconds per upload (decision 011).
 */
const COLLECT_EVERY_BYTES = 4 * 1024 * 1024;

/** Counts received bytes and asks for a collection (without waiting for it) every COLLECT_EVERY_BYTES. */
function garbageCollectionPacer() {
  let received = 0;
  let collectedAt = 0;
  return (bytes: number) => {
    received += bytes;
    if (received - collectedAt < COLLECT_EVERY_BYTES) return;
    collectedAt = received;
    Bun.gc(false);
  };
}

const NOT_MULTIPART_MESSAGE = "Send the file as multipart/form-data.";
const MALFORMED_MESSAGE = "The upload could not be read as multipart/form-data.";
export const TOO_SLOW_MESSAGE = "The upload took too long. Please try again on a faster connection.";

export async function receiveFile<T>(request: Request, options: ReceiveOptions<T>): Promise<T> {
  const contentType = request.headers.get("content-type") ?? "";
  if (!/^multipart\/form-data\s*;/i.test(contentType)) throw new UploadRefusal(415, NOT_MULTIPART_MESSAGE);
  const declared = Number(request.headers.get("content-length") ?? Number.NaN);
  if (declared > options.maxFileBytes + MULTIPART_ALLOWANCE_BYTES) {
    throw new UploadRefusal(413, options.messages.tooLarge);
  }
  if (!request.body) throw new UploadRefusal(400, options.messages.missing);

  let parser: ReturnType<typeof Busboy>;
  try {
    parser = Busboy({
      headers: { "content-type": contentType },
      limits: {
        fileSize: options.maxFileBytes,
        files: 5,
        fields: 20,
        parts: 25,
        fieldSize: 64 * 1024,
        headerPairs: 20,
      },
    });
  } catch {
    throw new UploadRefusal(400, MALFORMED_MESSAGE);
  }

  let task: Promise<T> | undefined;
  let abortFile: ((error: UploadRefusal) => void) | undefined;
  let failure: unknown;
  const fail = (error: unknown) => {
    failure ??= error;
  };
  const parsed = new Promise<void>((resolve) => {
    parser.on("finish", resolve);
    parser.on("error", () => {
      fail(new UploadRefusal(400, MALFORMED_MESSAGE));
      resolve();
    });
  });

  parser.on("field", (name: string, value: string) => options.onField?.(name, value));

  parser.on("file", (name, stream, fileName, _encoding, mimeType) => {
    if (name !== options.field || task) {
      stream.resume(); // another field, or a second file: dropped as it streams
      return;
    }
    // Recorded at once, so the loop below stops feeding the parser without waiting for storage.
    const tooLarge = () => {
      const refusal = new UploadRefusal(413, options.messages.tooLarge);
      fail(refusal);
      return refusal;
    };
    const file = webStreamOf(stream, tooLarge);
    abortFile = file.abort;
    task = options.handle({ fileName, mimeType, stream: file.stream });
    task.catch(fail);
  });

  // Waits until busboy wants more, or until waiting is pointless (the upload failed or ended).
  const drained = () =>
    new Promise<void>((resolve) => {
      const done = () => {
        parser.off("drain", done);
        resolve();
      };
      parser.on("drain", done);
      void parsed.then(done);
      void task?.then(done, done);
    });

  const reader = request.body.getReader();
  const pace = garbageCollectionPacer();
  const deadline = performance.now() + (options.deadlineMs ?? LONGEST_UPLOAD_MS);
  try {
    for (;;) {
      if (!failure && performance.now() > deadline) {
        const refusal = new UploadRefusal(408, TOO_SLOW_MESSAGE);
        fail(refusal);
        // The file's reader is waiting for bytes that will no longer come: it must fail too.
        abortFile?.(refusal);
      }
      if (failure) break;
      const { done, value } = await reader.read();
      if (done) break;
      pace(value.byteLength);
      if (!parser.write(value)) await drained();
    }
    if (!failure) {
      parser.end();
      await parsed;
    }
  } catch (error) {
    // The client went away or sent a broken body.
    fail(error instanceof UploadRefusal ? error : new UploadRefusal(400, MALFORMED_MESSAGE));
  }

  if (failure) {
    await task?.catch(() => {}); // the partial file is removed before answering
    await discardRest(reader, pace);
    throw failure;
  }
  if (!task) throw new UploadRefusal(400, options.messages.missing);
  return await task;
}

/**
 * Busboy's file stream as a web stream that honours backpressure and reports the size limit, and a
 * way to fail it from outside (the upload's deadline).
 */
function webStreamOf(stream: Readable, tooLarge: () => UploadRefusal) {
  let settled = false;
  let abort: (error: UploadRefusal) => void = () => {};
  const web = new ReadableStream<Uint8Array>(
    {
      start(controller) {
        abort = (error) => {
          if (!settled) controller.error(error);
          settled = true;
          stream.resume();
        };
        stream.on("data", (chunk: Uint8Array) => {
          if (settled) return;
          controller.enqueue(chunk);
          if ((controller.desiredSize ?? 0) <= 0) stream.pause();
        });
        // Past the limit busboy drops the rest of the file and ends the stream as "truncated".
        stream.once("limit", () => {
          if (!settled) controller.error(tooLarge());
          settled = true;
          stream.resume();
        });
        stream.once("end", () => {
          if (!settled) controller.close();
          settled = true;
        });
        stream.once("error", (error) => {
          if (!settled) controller.error(error);
          settled = true;
        });
      },
      pull() {
        stream.resume();
      },
      cancel() {
        // The reader gave up (the content was refused): let busboy drop the rest.
        settled = true;
        stream.resume();
      },
    },
    { highWaterMark: 4 },
  );
  return { stream: web, abort: (error: UploadRefusal) => abort(error) };
}

async function discardRest(reader: ReadableStreamDefaultReader<Uint8Array>, pace: (bytes: number) => void) {
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      pace(value.byteLength);
    }
  } catch {
    // A body that breaks off has nothing more to drop.
  }
}
