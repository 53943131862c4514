// Serves the files that scripts/build.ts listed in the asset manifest: content-hashed client
// bundles and CSS (cached for a year, immutable) and the files of public/ (cached briefly),
// each with precompressed brotli and gzip variants chosen by Accept-Encoding. Each file is its
// own route, so other methods on them answer 405 and every other path falls through.
import { Hono } from "hono";
import type { AppEnv } from "../http/context";
import { conditionalGet, preferredEncoding } from "../http/negotiation";

type AssetFile = {
  /** Path on disk, or inside the compiled binary ($bunfs); Bun.file reads either. */
  path: string;
  type: string;
  etag: string;
  immutable: boolean;
  br?: string;
  gzip?: string;
};

export type AssetManifest = {
  /** URL path (e.g. "/assets/hydrate-1a2b3c.js", "/og-image.png") to the file. */
  files: Record<string, AssetFile>;
  /** URL of the browser entry that hydrates islands. */
  clientEntry: string;
  /** URL of the site stylesheet. */
  stylesheet: string;
  /** URL of the web font the stylesheet's @font-face names, preloaded by every page. */
  font: string;
};

/** The tab icon that /favicon.ico answers (linked by src/pages/layout/Document.tsx with a 64 px one). */
const FAVICON = "/favicon-32.png";

export function createAssetsApp(manifest: AssetManifest) {
  const app = new Hono<AppEnv>();
  for (const [url, asset] of Object.entries(manifest.files)) {
    app.get(url, conditionalGet, (c) => serveAsset(preferredEncoding(c), asset));
  }
  // Browsers, feed readers and crawlers ask for /favicon.ico whatever a page links: it answers the
  // 32 px PNG itself (no redirect to follow); every browser and crawler reads a PNG under that name.
  const favicon = manifest.files[FAVICON];
  if (favicon) app.get("/favicon.ico", conditionalGet, (c) => serveAsset(preferredEncoding(c), favicon));
  return app;
}

function serveAsset(encoding: ReturnType<typeof preferredEncoding>, asset: AssetFile): Response {
  const headers = new Headers({
    "Content-Type": asset.type,
    "Cache-Control": asset.immutable ? "public, max-age=31536000, immutable" : "public, max-age=3600",
    ETag: asset.etag,
    Vary: "Accept-Encoding",
  });
  // Feed readers and other sites may show our images (the share image, the icons).
  if (asset.type.startsWith("image/")) headers.set("Cross-Origin-Resource-Policy", "cross-origin");
  const variant = encoding === "br" ? asset.br : encoding === "gzip" ? asset.gzip : undefined;
  if (variant) headers.set("Content-Encoding", encoding);
  return new Response(Bun.file(variant ?? asset.path), { headers });
}
