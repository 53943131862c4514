// Module types for imports that Bun understands but TypeScript does not by itself.

// SQL migrations imported `with { type: "text" }`.
declare module "*.sql" {
  const text: string;
  export default text;
}

// The asset manifest written by scripts/build.ts. Before the first build this declaration
// stands in for the generated file, so type-checking does not depend on a build.
declare module "#build/assets" {
  export const manifest: import("./server/assets").AssetManifest;
}

// Seed files and other binaries imported `with { type: "file" }`: their path on disk or in the binary.
declare module "*.pdf" {
  const path: string;
  export default path;
}
declare module "*.docx" {
  const path: string;
  export default path;
}
declare module "*.xlsx" {
  const path: string;
  export default path;
}
declare module "*.zip" {
  const path: string;
  export default path;
}
declare module "*.webp" {
  const path: string;
  export default path;
}
declare module "*.epub" {
  const path: string;
  export default path;
}
declare module "*.wasm" {
  const path: string;
  export default path;
}
declare module "*.woff" {
  const path: string;
  export default path;
}
