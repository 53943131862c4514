// A file only the server's user may read or write (0600): backup archives, a restored database and
// secret, private uploads (decision 025). Created empty with that mode before a byte is written, so
// no reader ever finds it open to others, whatever the umask; Bun.write keeps an existing file's mode.
import { writeFile } from "node:fs/promises";

/** Writes `data` to a new file at `path` (which must not exist) readable by the server's user only. */
export async function writePrivateFile(
  path: string,
  data: Blob | ReadableStream<Uint8Array> | ArrayBuffer | Uint8Array<ArrayBuffer> | string,
): Promise<number> {
  await writeFile(path, "", { mode: 0o600, flag: "wx" });
  // Bun.write streams a Response body to disk; wrapping every input in one keeps a single call.
  return Bun.write(path, new Response(data));
}
