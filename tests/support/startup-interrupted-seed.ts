// A first start that dies half-way through seeding, as after `kill -9` or a power cut: it migrates
// DATA_DIR and runs the real seed() with storage that lets KILL_AT_PUT - 1 writes complete, starts
// the next one, and once that file is partly on disk kills this process with SIGKILL (nothing runs
// after that: no catch, no finally). Run by tests/integration/startup.test.ts.
import { mkdirSync, readdirSync, statSync } from "node:fs";
import { dirname, join } from "node:path";
import { openDatabase } from "../../src/db/client";
import { migrate } from "../../src/db/migrate";
import { seed } from "../../src/db/seed";
import { createLocalStorage, type FileStorage } from "../../src/storage";
import { waitFor } from "./wait";

const dataDir = process.env.DATA_DIR!;
const killAtPut = Number(process.env.KILL_AT_PUT);
const CHUNK = new Uint8Array(256 * 1024).fill(120);

mkdirSync(join(dataDir, "uploads"), { recursive: true });
const { sqlite, db } = openDatabase(join(dataDir, "site.db"));
migrate(sqlite);

const uploads = join(dataDir, "uploads");
const real = createLocalStorage(uploads);
let puts = 0;
const dying: FileStorage = {
  ...real,
  async put(key, data) {
    if (++puts < killAtPut) return real.put(key, data);
    const folder = join(uploads, dirname(key));
    return real.put(
      key,
      new ReadableStream<Uint8Array>({
        async pull(controller) {
          controller.enqueue(CHUNK);
          await fileOnDisk(folder, CHUNK.length);
          process.kill(process.pid, "SIGKILL");
        },
      }),
    );
  },
};

await seed({ db, storage: dying, env: { adminUsername: "admin", adminPassword: "startup-test-password" } });
throw new Error(`seed() finished without being killed; KILL_AT_PUT=${killAtPut} is beyond its last write`);

/** Waits until some file in `folder` (the temporary one or the real one) holds `bytes` bytes. */
async function fileOnDisk(folder: string, bytes: number) {
  const written = () =>
    readdirSync(folder).some((name) => (statSync(join(folder, name), { throwIfNoEntry: false })?.size ?? 0) >= bytes);
  await waitFor(written, `${bytes} bytes of a file in ${folder}`, 5000);
}
