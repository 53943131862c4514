// The image proxy behind GET /api/images/proxy (docs/product.md#api): a cached image when there is one, else
// one fetch per URL at a time (concurrent requests for the same image share it), stored for the
// next view. Which URLs may be asked for at all is the API's question (src/services/image-sources.ts).
import { type FetchImageOptions, fetchImage } from "./fetch-pinned";
import { createImageCache } from "./image-cache";
import { type ImageType, sniffImageType } from "../file-signatures";

export { ImageProxyError, IMAGE_LIMITS } from "./fetch-pinned";
export type { PinnedTarget, Resolve, ResolvedAddress, Transport } from "./fetch-pinned";
export type { ImageType } from "../file-signatures";

const DEFAULT_CACHE_MAX_BYTES = 100 * 1024 * 1024;

export type ImageProxyOptions = FetchImageOptions & {
  /** The disk cache's folder (DATA_DIR/cache/images); without one nothing is cached. */
  cacheDir?: string;
  cacheMaxBytes?: number;
};

export type ProxiedImage = { bytes: Uint8Array<ArrayBuffer>; type: ImageType; fromCache: boolean };

type ImageProxy = {
  /** The image at `url`; throws ImageProxyError when it is refused or cannot be loaded. */
  load(url: string): Promise<ProxiedImage>;
};

export function createImageProxy(options: ImageProxyOptions = {}): ImageProxy {
  const cache = options.cacheDir
    ? createImageCache({ dir: options.cacheDir, maxBytes: options.cacheMaxBytes ?? DEFAULT_CACHE_MAX_BYTES })
    : null;
  const inFlight = new Map<string, Promise<ProxiedImage>>();

  async function fetchAndStore(url: string): Promise<ProxiedImage> {
    const image = await fetchImage(url, options);
    // A cache that cannot be written (disk full, say) costs a refetch next time, not this answer.
    await cache?.put(url, image.bytes).catch(() => {});
    return { ...image, fromCache: false };
  }

  return {
    async load(url) {
      const cached = await cache?.get(url).catch(() => null);
      const cachedType = cached ? sniffImageType(cached) : null;
      if (cached && cachedType) return { bytes: cached, type: cachedType, fromCache: true };
      let pending = inFlight.get(url);
      if (!pending) {
        pending = fetchAndStore(url).finally(() => inFlight.delete(url));
        inFlight.set(url, pending);
      }
      return pending;
    },
  };
}
