// `npm run dev`: builds the client assets, serves, and on any change under src/ rebuilds the
// assets and restarts the server (a restart takes well under a second).
import { watch } from "node:fs";
import { join } from "node:path";
import type { Subprocess } from "bun";
import { buildAssets } from "./build";

const root = join(import.meta.dir, "..");
let server: Subprocess | undefined;
let pending: ReturnType<typeof setTimeout> | undefined;

async function restart() {
  try {
    await buildAssets();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    return; // keep the last good server running
  }
  server?.kill();
  await server?.exited;
  server = Bun.spawn([process.execPath, "src/server/index.ts"], {
    cwd: root,
    stdio: ["inherit", "inherit", "inherit"],
  });
}

watch(join(root, "src"), { recursive: true }, () => {
  clearTimeout(pending);
  pending = setTimeout(() => void restart(), 150);
});
await restart();
