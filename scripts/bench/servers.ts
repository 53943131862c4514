// The processes the bench measures: the site's binary, nginx and the bare Bun server, and the
// build of the binary when its sources are newer.
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync } from "node:fs";
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { ADMIN_PASSWORD, BINARY, root } from "./common";

// ---------------------------------------------------------------------------------------------
// The site, nginx and the bare Bun server

export type Started = { pid: number; firstResponseMs: number; readyLogMs: number | null; stop: () => Promise<void> };

export async function startSite(
  dataDir: string,
  port: number,
  logFile: string,
  extraEnv: Record<string, string> = {},
): Promise<Started> {
  const started = performance.now();
  const proc = Bun.spawn([BINARY], {
    cwd: root,
    env: {
      PATH: process.env.PATH ?? "/usr/bin:/bin",
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(port),
      DATA_DIR: dataDir,
      SITE_URL: `http://127.0.0.1:${port}`,
      ADMIN_USERNAME: "admin",
      ADMIN_PASSWORD,
      ...extraEnv,
    },
    // The access log goes to a file, as nginx's does.
    stdout: Bun.file(logFile),
    stderr: "inherit",
  });
  let firstResponseMs = Number.NaN;
  for (;;) {
    if (proc.exitCode !== null) throw new Error(`the site exited with code ${proc.exitCode} before answering`);
    const ok = await fetch(`http://127.0.0.1:${port}/healthz`)
      .then((res) => res.ok)
      .catch(() => false);
    if (ok) {
      firstResponseMs = performance.now() - started;
      break;
    }
    if (performance.now() - started > 30_000) throw new Error("the site did not answer within 30 s");
    await Bun.sleep(2);
  }
  const ready = /ready in (\d+) ms/.exec(readFileSync(logFile, "utf8"))?.[1];
  return {
    pid: proc.pid,
    firstResponseMs,
    readyLogMs: ready ? Number(ready) : null,
    stop: async () => {
      if (proc.exitCode !== null) return;
      proc.kill("SIGTERM");
      await proc.exited;
    },
  };
}

export async function startNginx(work: string, www: string, port: number) {
  const dir = join(work, "nginx");
  mkdirSync(dir);
  // Debian's defaults where they matter (a worker per CPU, sendfile, an access log), with the log
  // buffered as the site's is, and gzip_static for the precompressed file.
  const conf = `worker_processes auto;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log;
events { worker_connections 1024; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log ${dir}/access.log combined buffer=64k flush=1s;
  client_body_temp_path ${dir}/client_body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  sendfile on;
  tcp_nopush on;
  keepalive_requests 1000000;
  gzip_static on;
  gzip_vary on;
  server {
    listen 127.0.0.1:${port};
    root ${www};
    index index.html;
  }
}
`;
  writeFileSync(join(dir, "nginx.conf"), conf);
  const run = (...args: string[]) =>
    Bun.spawnSync(["nginx", "-e", join(dir, "error.log"), "-p", dir, "-c", join(dir, "nginx.conf"), ...args]);
  const result = run();
  if (result.exitCode !== 0) throw new Error(`nginx did not start: ${result.stderr.toString()}`);
  await waitFor(`http://127.0.0.1:${port}/`);
  return { stop: () => void run("-s", "stop") };
}

/**
 * The bare Bun server as `processes` processes on one port (SO_REUSEPORT: the kernel spreads the
 * connections), two being a server per CPU here, as nginx runs a worker per CPU.
 */
export async function startBare(www: string, port: number, processes = 1) {
  const args = ["--bare-server", www, String(port), ...(processes > 1 ? ["--reuse-port"] : [])];
  const procs = Array.from({ length: processes }, () =>
    Bun.spawn([process.execPath, join(root, "scripts", "bench.ts"), ...args], { stdout: "ignore", stderr: "inherit" }),
  );
  await waitFor(`http://127.0.0.1:${port}/`);
  return {
    stop: async () => {
      for (const proc of procs) proc.kill("SIGTERM");
      await Promise.all(procs.map((proc) => proc.exited));
    },
  };
}

export async function bareServer(www: string, port: number, reusePort: boolean) {
  const type = { "Content-Type": "text/html; charset=utf-8" };
  const html = await Bun.file(join(www, "index.html")).bytes();
  const br = await Bun.file(join(www, "index.html.br")).bytes();
  const htmlBlob = new Blob([html]);
  const brBlob = new Blob([br]);
  const plainHeaders = new Headers(type);
  const brHeaders = new Headers({ ...type, "Content-Encoding": "br", Vary: "Accept-Encoding" });
  // The same handler with every header a cached page carries (security headers, ETag, request id):
  // what is left between it and the site is our own per-request work.
  const site: Record<"identity" | "br", [string, string][]> = JSON.parse(
    await Bun.file(join(www, "headers.json")).text(),
  );
  const sitePlainHeaders = new Headers(site.identity);
  const siteBrHeaders = new Headers(site.br);
  Bun.serve({
    hostname: "127.0.0.1",
    port,
    reusePort,
    routes: {
      "/": new Response(html, { headers: type }),
      "/br": new Response(br, { headers: { ...type, "Content-Encoding": "br", Vary: "Accept-Encoding" } }),
    },
    // The floor for any server whose answers pass through JavaScript: a fetch handler returning
    // bytes and headers made once. The static routes above never enter JavaScript at all.
    fetch: (request) => {
      const path = new URL(request.url).pathname;
      if (path === "/fetch") return new Response(htmlBlob, { headers: plainHeaders });
      if (path === "/fetch-br") return new Response(brBlob, { headers: brHeaders });
      if (path === "/fetch-site") return new Response(htmlBlob, { headers: sitePlainHeaders });
      if (path === "/fetch-site-br") return new Response(brBlob, { headers: siteBrHeaders });
      return new Response("Not found", { status: 404 });
    },
  });
}

export async function waitFor(url: string) {
  const until = performance.now() + 10_000;
  while (performance.now() < until) {
    if (
      await fetch(url).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await Bun.sleep(20);
  }
  throw new Error(`${url} did not answer`);
}

/** The headers the site sends with a cached page, identity and br, as the bare server should repeat them. */
export async function cachedPageHeaders(url: string): Promise<Record<"identity" | "br", [string, string][]>> {
  const sent = async (encoding: string) => {
    const response = await fetch(url, { headers: { "Accept-Encoding": encoding }, decompress: false });
    await response.arrayBuffer();
    // Bun adds Date and Content-Length itself.
    return [...response.headers].filter(([name]) => name !== "date" && name !== "content-length");
  };
  return { identity: await sent("identity"), br: await sent("br") };
}

export async function fetchRaw(url: string, encoding: "gzip" | "br"): Promise<Uint8Array> {
  // fetch() would decode the body; a raw socket keeps the bytes as sent.
  const { hostname, port, pathname } = new URL(url);
  const chunks: Uint8Array[] = [];
  await new Promise<void>((resolve, reject) => {
    Bun.connect({
      hostname,
      port: Number(port),
      socket: {
        open(socket) {
          socket.write(
            `GET ${pathname} HTTP/1.1\r\nHost: ${hostname}:${port}\r\nAccept-Encoding: ${encoding}\r\nConnection: close\r\n\r\n`,
          );
        },
        data(_socket, data) {
          chunks.push(new Uint8Array(data));
        },
        close() {
          resolve();
        },
        error(_socket, error) {
          reject(error);
        },
      },
    }).catch(reject);
  });
  const all = Buffer.concat(chunks);
  const split = all.indexOf("\r\n\r\n");
  const head = all.subarray(0, split).toString("latin1");
  if (!new RegExp(`^content-encoding: ${encoding}$`, "im").test(head))
    throw new Error(`${url} did not answer in ${encoding}`);
  if (/^transfer-encoding: chunked$/im.test(head))
    throw new Error(`${url} answered chunked; expected a Content-Length`);
  return new Uint8Array(all.subarray(split + 4));
}

// ---------------------------------------------------------------------------------------------
// Setup

export async function buildWhenNeeded(force: boolean) {
  const sources = [
    "src",
    "public",
    "migrations",
    "scripts/build.ts",
    "scripts/compile-tokens.mjs",
    "scripts/fonts.ts",
    "package-lock.json",
  ];
  const newest = Math.max(...sources.map((s) => newestMtime(join(root, s))));
  if (!force && existsSync(BINARY) && statSync(BINARY).mtimeMs >= newest) return;
  console.log("Building dist/site (npm run build)...");
  const proc = Bun.spawn([process.execPath, join(root, "scripts", "build.ts")], {
    cwd: root,
    stdout: "inherit",
    stderr: "inherit",
  });
  if ((await proc.exited) !== 0) throw new Error("The build failed.");
}

export function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) newest = Math.max(newest, statSync(join(entry.parentPath, entry.name)).mtimeMs);
  }
  return newest;
}
