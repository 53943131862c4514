// Compiles the vanilla-extract design tokens (src/components/theme/tokens.css.ts) to plain CSS on
// stdout. It runs under Node, not Bun: vanilla-extract evaluates the file in `vm.runInNewContext`,
// which Bun's vm does not support well enough (docs/decisions/002-vanilla-extract-under-node.md).
import * as esbuild from "esbuild";
import { vanillaExtractPlugin } from "@vanilla-extract/esbuild-plugin";

const result = await esbuild.build({
  entryPoints: ["src/components/theme/tokens.css.ts"],
  bundle: true,
  write: false,
  minify: true,
  outdir: "build/tokens",
  plugins: [vanillaExtractPlugin({ identifiers: "short" })],
  logLevel: "error",
});
const css = result.outputFiles.find((f) => f.path.endsWith(".css"));
if (!css) throw new Error("vanilla-extract produced no CSS");
process.stdout.write(css.text);
