// The site's own processes that tests start (the server, `site …` commands, `npm run …`) hash
// passwords at the tests' low cost, as the test processes do: tests/support/site-process-env.ts,
// decision 053. At the real cost every first start of the server spends a second of CPU on its seed.
import { expect, test } from "bun:test";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { passwordHashOptions } from "../../src/shared/password-cost";
import { runCommand } from "../support/site-command";

test("a Bun the tests start from the repository hashes at the test process's cost, not the real one", async () => {
  const dataDir = mkdtempSync(join(tmpdir(), "site-processes-"));
  try {
    const printCost = `const { passwordHashOptions } = await import("./src/shared/password-cost.ts");
      console.log(JSON.stringify(passwordHashOptions()));`;
    const { code, stdout, stderr } = await runCommand([process.execPath, "-e", printCost], { dataDir });
    expect({ code, stderr }).toEqual({ code: 0, stderr: "" });
    expect(JSON.parse(stdout)).toEqual({ algorithm: "argon2id", memoryCost: 1024, timeCost: 1 });
    expect(JSON.parse(stdout)).toEqual({ ...passwordHashOptions() });
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
});
