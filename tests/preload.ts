// Preloaded by `bun test` (bunfig.toml). First the network guard (src/server/network-guard.ts): no
// test may connect outside this machine, and any attempt throws before anything is sent. Then the
// client assets are built when they are missing, because integration tests render real pages that
// reference the hashed bundles of the asset manifest.
import { existsSync } from "node:fs";
import { join } from "node:path";
import { buildAssets } from "../scripts/build";
import { installNetworkGuard } from "../src/server/network-guard";
import { lowerPasswordCostForTests } from "../src/shared/password-cost";

installNetworkGuard();
// Every hash of a test process at a low argon2id cost (src/shared/password-cost.ts, decision 034).
lowerPasswordCostForTests();

if (!existsSync(join(import.meta.dir, "..", "build", "assets.gen.js"))) {
  await buildAssets();
}
