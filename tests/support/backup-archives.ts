// Hostile backup archives for the restore's tests (decision 025): a real archive, read back and
// packed again with some entries changed and a manifest whose sizes and hashes match, as an
// attacker who holds one archive would make another.
import { readTarGz, tarGzStream } from "../../src/services/backups/tar";

/** The entries of a tar.gz archive, each read whole (small test archives only). */
export async function entriesOf(archive: ReadableStream<Uint8Array>): Promise<Map<string, Uint8Array<ArrayBuffer>>> {
  const files = new Map<string, Uint8Array<ArrayBuffer>>();
  await readTarGz(archive, async (name, body) => {
    files.set(name, new Uint8Array(await new Response(body).arrayBuffer()));
  });
  return files;
}

/** A tar.gz of `files`, in their order, as the backup code writes one. */
export function packed(files: Map<string, Uint8Array<ArrayBuffer>>): ReadableStream<Uint8Array> {
  return tarGzStream(
    (async function* () {
      for (const [name, bytes] of files) yield { name, size: bytes.length, body: () => new Blob([bytes]).stream() };
    })(),
  );
}

/** `archive` with `change` applied to its files and the manifest's list made to match them. */
export async function repacked(
  archive: ReadableStream<Uint8Array>,
  change: (files: Map<string, Uint8Array<ArrayBuffer>>) => void,
): Promise<ReadableStream<Uint8Array>> {
  const files = await entriesOf(archive);
  const manifest = JSON.parse(new TextDecoder().decode(files.get("manifest.json")));
  files.delete("manifest.json");
  change(files);
  manifest.files = [...files].map(([path, bytes]) => ({
    path,
    size: bytes.length,
    sha256: new Bun.CryptoHasher("sha256").update(bytes).digest("hex"),
  }));
  files.set("manifest.json", new TextEncoder().encode(JSON.stringify(manifest)));
  return packed(files);
}
