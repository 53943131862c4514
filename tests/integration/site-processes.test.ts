// The site's own processes that tests start (the server, `site …` commands, `npm run …`) hash
// passwords at the tests' low cost, as the test processes do: tests/support/site-process-env.ts,
// decision 053. At the real cost every first start of the server spends a second of CPU on its seed.
// And a `site` command loads its own modules, not the server's (src/server/index.ts).
import { expect, test } from "bun:test";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { passwordHashOptions, sealingCost } from "../../src/shared/password-cost";
import { runCommand } from "../support/site-command";

test("a Bun the tests start from the repository hashes at the test process's cost, not the real one", async () => {
  const dataDir = mkdtempSync(join(tmpdir(), "site-processes-"));
  try {
    const printCost = `const { passwordHashOptions, sealingCost } = await import("./src/shared/password-cost.ts");
      console.log(JSON.stringify({ ...passwordHashOptions(), sealing: sealingCost() }));`;
    const { code, stdout, stderr } = await runCommand([process.execPath, "-e", printCost], { dataDir });
    expect({ code, stderr }).toEqual({ code: 0, stderr: "" });
    // The passphrase-sealed secret of a backup's scrypt cost too (decision 025).
    const sealing = { N: 2 ** 14, r: 8, p: 1 };
    expect(JSON.parse(stdout)).toEqual({ algorithm: "argon2id", memoryCost: 1024, timeCost: 1, sealing });
    expect(JSON.parse(stdout)).toEqual({ ...passwordHashOptions(), sealing: sealingCost() });
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
});

test("a site command loads none of the server's modules (the app, its pages), only its own", async () => {
  const dataDir = mkdtempSync(join(tmpdir(), "site-processes-"));
  try {
    // Preloaded into the command: the module files it loaded, on stderr's last line as it exits.
    const listModules = join(dataDir, "list-modules.ts");
    writeFileSync(listModules, 'process.on("exit", () => console.error(JSON.stringify(Object.keys(require.cache))));');
    const serverFolder = join(import.meta.dir, "..", "..", "src", "server");
    for (const [command, module] of [
      ["restore", "data-commands.ts"],
      ["reset-password", "reset-password.ts"],
    ] as const) {
      const { code, stderr } = await runCommand(
        [process.execPath, `--preload=${listModules}`, "src/server/index.ts", command],
        { dataDir },
      );
      // Without its arguments: the command's usage, exit code 2.
      expect({ command, code, usage: stderr }).toEqual({ command, code: 2, usage: expect.stringContaining("Usage:") });
      const loaded = JSON.parse(stderr.trim().split("\n").at(-1)!) as string[];
      expect(loaded).toContain(join(serverFolder, module));
      expect(loaded.filter((file) => /\/src\/server\/(app|pages)\.tsx?$/.test(file))).toEqual([]);
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
});
