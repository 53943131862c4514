// The backup archive's container: a POSIX tar, gzip-compressed, written and read as streams so an
// archive of any size never sits in memory (docs/architecture.md#backups). The tar itself is
// modern-tar's (Web Streams, no dependencies, works under Bun and in the compiled binary: decision
// 025): an archive is untrusted input on restore, and a maintained parser with checksums checked
// (strict), sizes checked and metadata records capped beats one of our own. Only regular files are
// written; anything else read (a link, a device, a folder, a FIFO) is refused.
import { createTarDecoder, createTarPacker } from "modern-tar";

/** One file to write: its name in the archive, its size, and its bytes as a stream of exactly that size. */
export type TarEntry = { name: string; size: number; mtimeMs?: number; body: () => ReadableStream<Uint8Array> };

const gzip = () => new CompressionStream("gzip") as unknown as TransformStream<Uint8Array, Uint8Array>;
const gunzip = () => new DecompressionStream("gzip") as unknown as TransformStream<Uint8Array, Uint8Array>;

/**
 * The gzip-compressed tar of `entries`, produced as it is read. A body that yields more or fewer
 * bytes than its entry's size fails the stream (the archive would be corrupt).
 */
export function tarGzStream(entries: AsyncIterable<TarEntry>): ReadableStream<Uint8Array> {
  const { readable, controller } = createTarPacker();
  void (async () => {
    try {
      for await (const entry of entries) {
        const header = { name: entry.name, size: entry.size, type: "file" as const, mode: 0o600 };
        await entry.body().pipeTo(controller.add({ ...header, mtime: new Date(entry.mtimeMs ?? Date.now()) }));
      }
      controller.finalize();
    } catch (error) {
      // Leaving the loop by an error has already ended `entries` (its finally blocks ran).
      controller.error(error);
    }
  })();
  return readable.pipeThrough(gzip());
}

const KINDS: Record<string, string> = {
  link: "hard link",
  symlink: "symbolic link",
  "character-device": "device",
  "block-device": "device",
  directory: "folder",
  fifo: "FIFO",
};

/**
 * Reads a gzip-compressed tar, handing each regular file's bytes to `onFile` as a stream (what it
 * leaves unread is skipped). Throws a sentence for an archive that is not one, is cut short, or
 * holds anything but regular files.
 */
export async function readTarGz(
  archive: ReadableStream<Uint8Array>,
  onFile: (name: string, body: ReadableStream<Uint8Array>) => Promise<void>,
): Promise<void> {
  const entries = archive.pipeThrough(gunzip()).pipeThrough(createTarDecoder({ strict: true }));
  for await (const { header, body } of entries) {
    const type = header.type ?? "file";
    if (type !== "file") {
      await body.cancel();
      throw new ForeignEntryError(
        `The archive holds a ${KINDS[type] ?? `"${type}" entry`} (${header.name}), which a backup never has.`,
      );
    }
    await onFile(header.name, body);
    if (!body.locked) await body.cancel();
  }
}

/** An entry that is not a regular file: its message is a sentence for the operator as it is. */
export class ForeignEntryError extends Error {}
