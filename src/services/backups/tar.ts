// The backup archive's container: a POSIX tar (ustar, with a PAX header for a name longer than
// ustar's 100 characters), gzip-compressed, written and read as streams so an archive of any size
// never sits in memory (docs/architecture.md#backups). Only regular files are written or read.

const BLOCK = 512;
const encoder = new TextEncoder();
const decoder = new TextDecoder();

/** One file to write: its name in the archive, its size, and its bytes as a stream of exactly that size. */
export type TarEntry = { name: string; size: number; mtimeMs?: number; body: () => ReadableStream<Uint8Array> };

function octal(value: number, width: number): string {
  return value.toString(8).padStart(width - 1, "0");
}

function header(name: string, size: number, mtimeMs: number, type: "0" | "x"): Uint8Array {
  const block = new Uint8Array(BLOCK);
  const put = (text: string, offset: number) => block.set(encoder.encode(text), offset);
  put(name.slice(0, 100), 0);
  put(octal(0o600, 8), 100);
  put(octal(0, 8), 108);
  put(octal(0, 8), 116);
  put(octal(size, 12), 124);
  put(octal(Math.floor(mtimeMs / 1000), 12), 136);
  put("        ", 148);
  put(type, 156);
  put("ustar\u000000", 257);
  let sum = 0;
  for (const byte of block) sum += byte;
  put(`${octal(sum, 7)}\u0000`, 148);
  return block;
}

/** A PAX record "<length> path=<name>\n", whose length counts its own digits. */
function paxPath(name: string): Uint8Array {
  const body = ` path=${name}\n`;
  const bodyLength = encoder.encode(body).length;
  let length = bodyLength + 1;
  while (String(length).length + bodyLength !== length) length += 1;
  return encoder.encode(`${length}${body}`);
}

const padding = (size: number) => new Uint8Array((BLOCK - (size % BLOCK)) % BLOCK);

/**
 * The gzip-compressed tar of `entries`, produced as it is read. A body that yields more or fewer
 * bytes than its entry's size fails the stream (the archive would be corrupt).
 */
export function tarGzStream(entries: AsyncIterable<TarEntry>): ReadableStream<Uint8Array> {
  async function* blocks(): AsyncGenerator<Uint8Array> {
    for await (const entry of entries) {
      const mtime = entry.mtimeMs ?? Date.now();
      if (encoder.encode(entry.name).length > 100) {
        const record = paxPath(entry.name);
        yield header("PaxHeader", record.length, mtime, "x");
        yield record;
        yield padding(record.length);
      }
      yield header(entry.name, entry.size, mtime, "0");
      let written = 0;
      for await (const chunk of entry.body()) {
        written += chunk.length;
        if (written > entry.size) throw new Error(`${entry.name} grew while it was archived`);
        yield chunk;
      }
      if (written !== entry.size) throw new Error(`${entry.name} changed size while it was archived`);
      yield padding(entry.size);
    }
    // Two empty blocks end the archive.
    yield new Uint8Array(BLOCK * 2);
  }
  const iterator = blocks();
  const tar = new ReadableStream<Uint8Array>({
    async pull(controller) {
      const next = await iterator.next();
      if (next.done) controller.close();
      else controller.enqueue(next.value);
    },
    async cancel() {
      await iterator.return(undefined);
    },
  });
  return tar.pipeThrough(new CompressionStream("gzip") as unknown as TransformStream<Uint8Array, Uint8Array>);
}

/** Reads exactly the bytes asked for from a stream of chunks. */
class ByteReader {
  private buffered: Uint8Array[] = [];
  private length = 0;
  constructor(private readonly reader: ReadableStreamDefaultReader<Uint8Array>) {}

  /** Up to `max` bytes (at least one), or null at the end of the stream. */
  async some(max: number): Promise<Uint8Array | null> {
    if (this.length === 0) {
      const next = await this.reader.read();
      if (next.done) return null;
      this.buffered.push(next.value);
      this.length += next.value.length;
    }
    const first = this.buffered[0]!;
    const part = first.length <= max ? first : first.subarray(0, max);
    if (part === first) this.buffered.shift();
    else this.buffered[0] = first.subarray(max);
    this.length -= part.length;
    return part;
  }

  async exactly(size: number): Promise<Uint8Array> {
    const out = new Uint8Array(size);
    let filled = 0;
    while (filled < size) {
      const part = await this.some(size - filled);
      if (!part) throw new Error("The archive ends in the middle of a file: it is incomplete.");
      out.set(part, filled);
      filled += part.length;
    }
    return out;
  }
}

const field = (block: Uint8Array, offset: number, length: number) =>
  decoder.decode(block.subarray(offset, offset + length)).replace(/\0.*$/s, "");

/**
 * Reads a gzip-compressed tar, handing each regular file's bytes to `onFile` as a stream (which
 * it must read to the end). Throws a sentence for an archive that is not one or is cut short.
 */
export async function readTarGz(
  archive: ReadableStream<Uint8Array>,
  onFile: (name: string, body: ReadableStream<Uint8Array>) => Promise<void>,
): Promise<void> {
  const bytes = new ByteReader(
    archive
      .pipeThrough(new DecompressionStream("gzip") as unknown as TransformStream<Uint8Array, Uint8Array>)
      .getReader(),
  );
  let longName: string | undefined;
  for (;;) {
    const block = await bytes.exactly(BLOCK);
    if (block.every((b) => b === 0)) return;
    const checksum = Number.parseInt(field(block, 148, 8).trim(), 8);
    let sum = 0;
    for (let i = 0; i < BLOCK; i++) sum += i >= 148 && i < 156 ? 32 : block[i]!;
    if (sum !== checksum) throw new Error("This file is not a backup archive (a damaged or foreign tar header).");
    const size = Number.parseInt(field(block, 124, 12).trim() || "0", 8);
    const type = field(block, 156, 1) || "0";
    const name = longName ?? field(block, 0, 100);
    longName = undefined;
    if (type === "x") {
      const record = decoder.decode(await bytes.exactly(size));
      longName = /(?:^|\n)\d+ path=([^\n]*)\n/.exec(record)?.[1];
    } else if (type === "0") {
      let left = size;
      const body = new ReadableStream<Uint8Array>({
        async pull(controller) {
          if (left === 0) return controller.close();
          const part = await bytes.some(Math.min(left, 64 * 1024));
          if (!part) return controller.error(new Error("The archive ends in the middle of a file: it is incomplete."));
          left -= part.length;
          controller.enqueue(part);
        },
      });
      await onFile(name, body);
      // Whatever the handler left unread is skipped.
      while (left > 0) {
        const part = await bytes.some(left);
        if (!part) throw new Error("The archive ends in the middle of a file: it is incomplete.");
        left -= part.length;
      }
    } else {
      await bytes.exactly(size);
    }
    await bytes.exactly((BLOCK - (size % BLOCK)) % BLOCK);
  }
}
