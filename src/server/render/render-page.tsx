// Streams a page inside the Document with React's renderToReadableStream. The browser entry is
// passed as a bootstrap module, so React emits its <script type="module"> with this request's nonce.
import { renderToReadableStream } from "react-dom/server";
import { Document } from "../../pages/layout/Document";
import type { PageView, SiteSettings } from "../../pages/page";
import type { AssetManifest } from "../assets";

type RenderOptions = {
  assets: AssetManifest;
  settings: SiteSettings;
  currentPath: string;
  nonce?: string;
  /** Wait for the whole page before sending (for the render cache and for bots). */
  complete?: boolean;
};

export async function renderPage(result: PageView, options: RenderOptions): Promise<Response> {
  let failed = false;
  const stream = await renderToReadableStream(
    <Document
      meta={result.meta}
      settings={options.settings}
      stylesheet={options.assets.stylesheet}
      font={options.assets.font}
      currentPath={options.currentPath}
    >
      {result.body}
    </Document>,
    {
      nonce: options.nonce,
      bootstrapModules: [options.assets.clientEntry],
      onError(error) {
        failed = true;
        console.error("Render error:", error);
      },
    },
  );
  if (options.complete) await stream.allReady;
  return new Response(stream, {
    status: failed ? 500 : (result.status ?? 200),
    headers: { "Content-Type": "text/html; charset=utf-8" },
  });
}
