// Debian's Varnish (package "varnish", with "varnish-modules" for xkey) in front of an origin, for
// the tests (tests/integration/varnish.test.ts) and the bench (scripts/bench-origin-offload.ts): started with the VCL the docs give operators (docs/varnish.vcl), only its
// backend's port replaced, listening on a free loopback port, and stopped with the process group.
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { freePort, VARNISHD, XKEY_VMOD } from "./machine";

const VCL = join(import.meta.dir, "..", "docs", "varnish.vcl");

export type RunningVarnish = { url: string; port: number; stop(): Promise<void> };

/** Starts Varnish before the origin at 127.0.0.1:`originPort`; resolves once it answers. */
export async function startVarnish(originPort: number): Promise<RunningVarnish> {
  if (!existsSync(VARNISHD) || !existsSync(XKEY_VMOD)) {
    throw new Error(
      `Varnish with xkey is missing (${VARNISHD}, ${XKEY_VMOD}): npm test installs varnish and varnish-modules`,
    );
  }
  const dir = mkdtempSync(join(tmpdir(), "varnish-"));
  const vcl = readFileSync(VCL, "utf8").replace('.port = "3000";', `.port = "${originPort}";`);
  if (!vcl.includes(`"${originPort}"`)) throw new Error("docs/varnish.vcl names no backend port to replace");
  writeFileSync(join(dir, "site.vcl"), vcl);
  const port = await freePort();
  const child = Bun.spawn(
    [
      VARNISHD,
      "-F",
      "-n",
      dir,
      "-a",
      `127.0.0.1:${port}`,
      "-f",
      join(dir, "site.vcl"),
      "-s",
      "malloc,32m",
      // Jails switch to Varnish's own user, which may not read a temporary folder: not needed here.
      "-j",
      "none",
      "-T",
      "none",
    ],
    { stdout: "pipe", stderr: "pipe" },
  );
  const url = `http://127.0.0.1:${port}`;
  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null) {
      const output = `${await new Response(child.stdout).text()}${await new Response(child.stderr).text()}`;
      rmSync(dir, { recursive: true, force: true });
      throw new Error(`varnishd ended (${child.exitCode}):\n${output}`);
    }
    const up = await fetch(`${url}/healthz`).then(
      () => true,
      () => false,
    );
    if (up) break;
    if (Date.now() - started > 20_000) {
      child.kill();
      throw new Error("varnishd did not answer within 20 s");
    }
    await Bun.sleep(50);
  }
  return {
    url,
    port,
    async stop() {
      child.kill("SIGTERM");
      await child.exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
