// Preloaded by `bun test` (bunfig.toml): builds the client assets when they are missing, because
// integration tests render real pages that reference the hashed bundles of the asset manifest.
import { existsSync } from "node:fs";
import { join } from "node:path";
import { buildAssets } from "../scripts/build";

if (!existsSync(join(import.meta.dir, "..", "build", "assets.gen.js"))) {
  await buildAssets();
}
