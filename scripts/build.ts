// Builds what the server serves and, unless called with "assets", the single binary.
//   bun scripts/build.ts assets   client bundles, CSS and the asset manifest (build/)
//   bun scripts/build.ts          the above, then dist/site: one executable embedding them all
// Every client file gets a content hash in its name and precompressed .br and .gz variants.
// build/ is never wiped: a server (or a browser test run) started from an earlier build keeps
// finding its files while another build runs beside it; the manifest is swapped in by a rename,
// and files no manifest has named for an hour are pruned.
// build/assets.gen.js imports each file `with { type: "file" }`: on disk that yields its path,
// and `bun build --compile` embeds the file and yields its path inside the binary.
import { mkdir, readdir, rename, rm, stat } from "node:fs/promises";
import { basename, dirname, extname, join, relative } from "node:path";
import { brotliCompressSync, constants as zlib } from "node:zlib";
import { contentTypeOf } from "../src/shared/content-types";
import { FONT_FILE, fontFaceCss } from "./fonts";

const root = join(import.meta.dir, "..");
const buildDir = join(root, "build");
const clientDir = join(buildDir, "client");
const mode = process.argv[2] ?? "all";

// The extensions served from the build and public/ (anything else there is left out); their media
// types come from the site's one table.
const SERVED_EXTENSIONS = ["js", "css", "png", "jpg", "svg", "ico", "webmanifest", "txt", "woff2"];
const contentTypeOfFile = (file: string) => contentTypeOf(extname(file).slice(1), SERVED_EXTENSIONS);
const compressible = new Set([".js", ".css", ".svg", ".webmanifest", ".txt"]);

type Entry = { url: string; file: string; immutable: boolean; br?: string; gzip?: string; etag: string };

function shortHash(data: string | Uint8Array): string {
  return new Bun.CryptoHasher("sha256").update(data).digest("hex").slice(0, 12);
}

async function run(cmd: string[], what: string): Promise<string> {
  const proc = Bun.spawn(cmd, { cwd: root, stdout: "pipe", stderr: "pipe" });
  const [out, err, code] = await Promise.all([
    new Response(proc.stdout).text(),
    new Response(proc.stderr).text(),
    proc.exited,
  ]);
  if (code !== 0) throw new Error(`${what} failed (exit ${code}):\n${err || out}`);
  return out;
}

async function buildClient(): Promise<string[]> {
  const result = await Bun.build({
    entrypoints: [join(root, "src/islands/hydrate.ts")],
    outdir: clientDir,
    target: "browser",
    format: "esm",
    splitting: true,
    minify: true,
    sourcemap: "none",
    naming: { entry: "[name]-[hash].[ext]", chunk: "chunk-[hash].[ext]", asset: "[name]-[hash].[ext]" },
    define: { "process.env.NODE_ENV": JSON.stringify("production") },
  });
  if (!result.success) {
    for (const log of result.logs) console.error(log);
    throw new Error("Client build failed");
  }
  return result.outputs.map((o) => o.path);
}

/** The web font, copied under a content-hashed name; returns its path in build/client. */
async function copyFont(): Promise<string> {
  const bytes = await Bun.file(FONT_FILE).bytes();
  const file = join(clientDir, `${basename(FONT_FILE, ".woff2")}-${shortHash(bytes)}.woff2`);
  await Bun.write(file, bytes);
  return file;
}

async function buildCss(fontUrl: string): Promise<string> {
  // The font faces and the design tokens (vanilla-extract, compiled under Node) first, then
  // Tailwind's output.
  const tokens = await run(["node", "scripts/compile-tokens.mjs"], "Design tokens");
  const tailwind = await run(
    ["node", join(root, "node_modules/@tailwindcss/cli/dist/index.mjs"), "-i", "src/styles/app.css", "--minify"],
    "Tailwind",
  );
  const css = `${fontFaceCss(fontUrl)}\n${tokens}\n${tailwind}`;
  const file = join(clientDir, `app-${shortHash(css)}.css`);
  await Bun.write(file, css);
  return file;
}

async function precompress(file: string): Promise<{ br?: string; gzip?: string }> {
  if (!compressible.has(extname(file))) return {};
  const bytes = new Uint8Array(await Bun.file(file).arrayBuffer());
  const br = `${file}.br`;
  const gzip = `${file}.gz`;
  await Bun.write(br, brotliCompressSync(bytes, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }));
  await Bun.write(gzip, Bun.gzipSync(bytes, { level: 9 }));
  return { br, gzip };
}

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name));
}

export async function buildAssets(): Promise<void> {
  const started = performance.now();
  await mkdir(clientDir, { recursive: true });
  const font = await copyFont();
  const fontUrl = `/assets/${basename(font)}`;
  const [scripts, stylesheet] = await Promise.all([buildClient(), buildCss(fontUrl)]);

  const entries: Entry[] = [];
  for (const file of [...scripts, stylesheet, font]) {
    const bytes = await Bun.file(file).bytes();
    entries.push({
      url: `/assets/${basename(file)}`,
      file,
      immutable: true,
      etag: `"${shortHash(bytes)}"`,
      ...(await precompress(file)),
    });
  }
  for (const file of await listFiles(join(root, "public"))) {
    if (!contentTypeOfFile(file)) continue;
    const copy = join(buildDir, "public", relative(join(root, "public"), file));
    const bytes = await Bun.file(file).bytes();
    await Bun.write(copy, bytes);
    entries.push({
      url: `/${relative(join(root, "public"), file)}`,
      file: copy,
      immutable: false,
      etag: `"${shortHash(bytes)}"`,
      ...(await precompress(copy)),
    });
  }

  const entry = entries.find((e) => basename(e.file).startsWith("hydrate-") && e.file.endsWith(".js"));
  const css = entries.find((e) => e.file === stylesheet);
  if (!entry || !css) throw new Error("Build produced no client entry or stylesheet");

  const imports: string[] = [];
  const fileRef = (path: string) => {
    imports.push(
      `import f${imports.length} from ${JSON.stringify(`./${relative(buildDir, path)}`)} with { type: "file" };`,
    );
    return `f${imports.length - 1}`;
  };
  const rows = entries.map((e) => {
    const fields = [
      `path: ${fileRef(e.file)}`,
      `type: ${JSON.stringify(contentTypeOfFile(e.file))}`,
      `etag: ${JSON.stringify(e.etag)}`,
      `immutable: ${e.immutable}`,
      ...(e.br ? [`br: ${fileRef(e.br)}`] : []),
      ...(e.gzip ? [`gzip: ${fileRef(e.gzip)}`] : []),
    ];
    return `    ${JSON.stringify(e.url)}: { ${fields.join(", ")} },`;
  });
  await writeAtomically(
    join(buildDir, "assets.gen.js"),
    [
      "// Generated by scripts/build.ts; do not edit.",
      ...imports,
      "",
      "/** @type {import('../src/server/assets').AssetManifest} */",
      "export const manifest = {",
      `  clientEntry: ${JSON.stringify(entry.url)},`,
      `  stylesheet: ${JSON.stringify(css.url)},`,
      `  font: ${JSON.stringify(fontUrl)},`,
      "  files: {",
      ...rows,
      "  },",
      "};",
      "",
    ].join("\n"),
  );
  await writeAtomically(
    join(buildDir, "assets.gen.d.ts"),
    `export declare const manifest: import("../src/server/assets").AssetManifest;\n`,
  );

  await pruneUnreferenced(entries.flatMap((e) => [e.file, e.br, e.gzip].filter((f): f is string => Boolean(f))));

  const jsGzip = entries
    .filter((e) => e.file.endsWith(".js") && e.gzip)
    .reduce((sum, e) => sum + Bun.file(e.gzip!).size, 0);
  console.log(
    `Built ${entries.length} assets in ${Math.round(performance.now() - started)} ms ` +
      `(client JavaScript ${(jsGzip / 1024).toFixed(1)} KB gzipped in all)`,
  );
}

async function writeAtomically(path: string, text: string): Promise<void> {
  const temporary = `${path}.${process.pid}.tmp`;
  await Bun.write(temporary, text);
  await rename(temporary, path);
}

const PRUNE_AFTER_MS = 60 * 60 * 1000;

/** Deletes build outputs that this build does not use and that no build has written for an hour. */
async function pruneUnreferenced(used: string[]): Promise<void> {
  const keep = new Set(used);
  const cutoff = Date.now() - PRUNE_AFTER_MS;
  for (const file of await listFiles(buildDir)) {
    if (keep.has(file) || file.endsWith(".gen.js") || file.endsWith(".gen.d.ts")) continue;
    if ((await stat(file)).mtimeMs < cutoff) await rm(file, { force: true });
  }
}

/** The single binary at `out` (dist/site unless a test asks for another place), from built assets. */
export async function buildBinary(out = join(root, "dist", "site")): Promise<void> {
  await mkdir(dirname(out), { recursive: true });
  await run(
    [
      process.execPath,
      "build",
      "--compile",
      "--minify",
      "--sourcemap",
      // The modules' bytecode compiled into the binary: a start no longer parses and compiles
      // ~14 MB of JavaScript (start-up CPU 0.75–1.04 s -> 0.52–0.64 s measured; decision 071).
      // Bytecode needs the module format named; the entry's top-level await needs ESM.
      "--bytecode",
      "--format=esm",
      "--define",
      'process.env.NODE_ENV="production"',
      "src/server/index.ts",
      // The read worker's entry (src/db/read-worker.ts), bundled on its own beside the server's
      // and found by the same relative name: both sit in src/server, the entrypoints' common folder.
      "src/server/read-worker.ts",
      "--outfile",
      out,
    ],
    "Binary build",
  );
  console.log(`Built ${relative(root, out)} (${(Bun.file(out).size / 1048576).toFixed(1)} MB)`);
}

if (import.meta.main) {
  if (mode !== "assets" && mode !== "all") {
    console.error("Usage: bun scripts/build.ts [assets]");
    process.exit(2);
  }
  await buildAssets();
  if (mode === "all") await buildBinary();
}
