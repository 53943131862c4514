// What the scripts need of this machine, in one place: Debian's Chromium and how it is started, Varnish,
// Debian packages installed when missing, and a free port.
import { existsSync } from "node:fs";

/** Debian's Chromium (package "chromium"): Playwright cannot download a browser of its own here. */
export const CHROMIUM = "/usr/bin/chromium";

/**
 * Debian's build of Chromium's headless shell (package "chromium-headless-shell"), the browser
 * Playwright itself runs headless tests in: it draws no browser window, and runs the browser tests
 * in about half the time the whole browser takes on this 2-core machine.
 */
export const HEADLESS_SHELL = "/usr/lib/chromium/chromium-headless-shell";

/** Debian's Varnish and its xkey module (packages "varnish", "varnish-modules"): the shared cache in front of the site in tests/integration/varnish.test.ts. */
export const VARNISHD = "/usr/sbin/varnishd";
export const XKEY_VMOD = "/usr/lib/x86_64-linux-gnu/varnish/vmods/libvmod_xkey.so";

/** Debian's Java (package "default-jre-headless"), which runs the Nu Html Checker (vnu-jar) in the tests. */
export const JAVA = "/usr/bin/java";

/** Debian's Radicale (package "radicale"), the CalDAV server the booking tests write to and read from. */
export const RADICALE = "/usr/bin/radicale";

/** No sandbox (containers), no GPU, and nothing in the background that would reach the network. */
export const CHROMIUM_FLAGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--disable-quic",
];

/**
 * Installs with apt-get (as root, or through `sudo -n`) each Debian package whose file is missing.
 * `command` is what the user runs again once they have installed them by hand.
 */
export async function ensureDebianPackages(wanted: Array<[pkg: string, file: string]>, command: string) {
  const missing = wanted.filter(([, file]) => !existsSync(file)).map(([pkg]) => pkg);
  if (missing.length === 0) return;
  console.log(`Installing ${missing.join(", ")} with apt-get (missing on this machine; this takes a minute)...`);
  const asRoot = process.getuid?.() === 0 ? [] : ["sudo", "-n"];
  for (const cmd of [
    ["apt-get", "update", "-qq"],
    ["apt-get", "install", "-y", "-qq", ...missing],
  ]) {
    const proc = Bun.spawn([...asRoot, ...cmd], {
      env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
      stdout: "inherit",
      stderr: "inherit",
    });
    if ((await proc.exited) !== 0)
      throw new Error(
        `Could not install ${missing.join(", ")} (${cmd.join(" ")} failed). Install them and run ${command} again.`,
      );
  }
}

export async function freePort(): Promise<number> {
  const server = Bun.serve({ port: 0, hostname: "127.0.0.1", fetch: () => new Response() });
  const port = server.port!;
  await server.stop(true);
  return port;
}
