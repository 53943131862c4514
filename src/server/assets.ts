// Serves the files that scripts/build.ts listed in the asset manifest: content-hashed client
// bundles and CSS (cached for a year, immutable) and the files of public/ (cached briefly),
// each with precompressed brotli and gzip variants chosen by Accept-Encoding.
import type { Context } from "hono";

export type AssetFile = {
  /** Path on disk, or inside the compiled binary ($bunfs); Bun.file reads either. */
  path: string;
  type: string;
  etag: string;
  immutable: boolean;
  br?: string;
  gzip?: string;
};

export type AssetManifest = {
  /** URL path (e.g. "/assets/hydrate-1a2b3c.js", "/headshot.png") to the file. */
  files: Record<string, AssetFile>;
  /** URL of the browser entry that hydrates islands. */
  clientEntry: string;
  /** URL of the site stylesheet. */
  stylesheet: string;
};

export function preferredEncoding(acceptEncoding: string | undefined): "br" | "gzip" | null {
  const accepted = (acceptEncoding ?? "").toLowerCase();
  if (/\bbr\b/.test(accepted)) return "br";
  if (/\bgzip\b/.test(accepted)) return "gzip";
  return null;
}

export function serveAsset(c: Context, asset: AssetFile): Response {
  const headers = new Headers({
    "Content-Type": asset.type,
    "Cache-Control": asset.immutable ? "public, max-age=31536000, immutable" : "public, max-age=3600",
    ETag: asset.etag,
    Vary: "Accept-Encoding",
  });
  if (c.req.header("If-None-Match") === asset.etag) return new Response(null, { status: 304, headers });
  const encoding = preferredEncoding(c.req.header("Accept-Encoding"));
  const variant = encoding === "br" ? asset.br : encoding === "gzip" ? asset.gzip : undefined;
  if (variant && encoding) headers.set("Content-Encoding", encoding);
  return new Response(Bun.file(variant ?? asset.path), { headers });
}
