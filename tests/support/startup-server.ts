// Starts the real process entry (src/server/index.ts) as a child process, configured only through
// its environment as an operator would, for tests of what happens when the server starts.
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { siteProcessEnv } from "./site-process-env";

const repoRoot = join(import.meta.dir, "..", "..");
export const STARTUP_ADMIN_PASSWORD = "startup-test-password";

export type ServerProcess = {
  /** The server's base URL once it listens, or null when the process ended before listening. */
  listening: Promise<string | null>;
  /** The exit code (or 128 + signal number) once the process has ended. */
  exited: Promise<number>;
  stdout(): string;
  stderr(): string;
  /** Asks the server to shut down (SIGTERM) and waits for it to end. */
  stop(): Promise<number>;
};

/** Runs a TypeScript entry with the Bun running the tests, from the repository root, at the tests' password cost. */
export function spawnBun(entry: string, env: Record<string, string>) {
  return Bun.spawn([process.execPath, entry], {
    cwd: repoRoot,
    env: { ...process.env, ...siteProcessEnv(), ...env },
    stdout: "pipe",
    stderr: "pipe",
  });
}

/**
 * Starts the server on DATA_DIR; `env` adds to or overrides its environment (SMTP_URL, PORT…).
 * `binary`: a compiled single binary (scripts/build.ts) to run instead of the TypeScript entry.
 */
export function startServer(dataDir: string, env: Record<string, string> = {}, binary?: string): ServerProcess {
  const serverEnv = {
    DATA_DIR: dataDir,
    PORT: "0",
    HOST: "127.0.0.1",
    NODE_ENV: "production",
    ADMIN_PASSWORD: STARTUP_ADMIN_PASSWORD,
    ...env,
  };
  const child = binary
    ? // From the binary's own folder: it must find nothing of the repository's (node_modules, build/).
      Bun.spawn([binary], {
        cwd: dirname(binary),
        env: { ...process.env, ...serverEnv },
        stdout: "pipe",
        stderr: "pipe",
      })
    : spawnBun("src/server/index.ts", serverEnv);
  const out = { stdout: "", stderr: "" };
  let sawListening: (url: string) => void = () => {};
  const listeningLine = new Promise<string>((resolve) => (sawListening = resolve));
  void collect(child.stdout, (text) => {
    out.stdout = text;
    const url = /Listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(text)?.[1];
    if (url) sawListening(url);
  });
  const stderrRead = collect(child.stderr, (text) => (out.stderr = text));
  const exited = child.exited.then(async (code) => {
    await stderrRead;
    return code;
  });
  return {
    listening: Promise.race([listeningLine, exited.then(() => null)]),
    exited,
    stdout: () => out.stdout,
    stderr: () => out.stderr,
    async stop() {
      child.kill("SIGTERM");
      return exited;
    },
  };
}

async function collect(stream: ReadableStream<Uint8Array>, onText: (all: string) => void): Promise<void> {
  const decoder = new TextDecoder();
  let text = "";
  for await (const chunk of stream) {
    text += decoder.decode(chunk, { stream: true });
    onText(text);
  }
}

/** The real server process in production mode on DATA_DIR, for the tests that watch its memory. */
export function spawnProductionServer(dataDir: string, adminPassword: string) {
  return spawnBun("src/server/index.ts", {
    DATA_DIR: dataDir,
    PORT: "0",
    HOST: "127.0.0.1",
    NODE_ENV: "production",
    ADMIN_PASSWORD: adminPassword,
  });
}

/** The base URL once the child says it listens; its stdout is drained from then on. */
export async function listeningUrl(child: ReturnType<typeof spawnBun>): Promise<string> {
  const decoder = new TextDecoder();
  let text = "";
  for await (const chunk of child.stdout) {
    text += decoder.decode(chunk, { stream: true });
    const url = /Listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(text)?.[1];
    if (url) {
      // Keep draining stdout so the server never blocks on a full pipe.
      void (async () => {
        for await (const _ of child.stdout) {
          // discard
        }
      })().catch(() => {});
      return url;
    }
  }
  throw new Error(`the server ended before listening: ${await new Response(child.stderr).text()}`);
}

/** A process's resident set size in bytes, from /proc. */
export function rssOf(pid: number): number {
  const kb = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1];
  if (!kb) throw new Error("no VmRSS");
  return Number(kb) * 1024;
}
