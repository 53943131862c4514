// Removes the data folders playwright.config.ts made for this run's servers.
import { rmSync } from "node:fs";

export default function globalTeardown() {
  for (const dir of [process.env.E2E_DATA_DIR, process.env.E2E_ADMIN_DATA_DIR, process.env.E2E_ACCOUNT_DATA_DIR]) {
    if (dir) rmSync(dir, { recursive: true, force: true });
  }
}
