// The one place a stored image address (a cover or an avatar) becomes an <img src>. The pages'
// CSP allows images from this site only, so an absolute http(s) address goes through the image
// proxy (docs/product.md#api, GET /api/images/proxy?url=…), which fetches only stored addresses: the stored
// value is passed as it is, never normalised. A path on this site is used as it is; anything else
// (javascript:, //host, a bare name) is no image address and gives null.
import { isHttpUrl, isSitePath } from "./urls";

const IMAGE_PROXY_PATH = "/api/images/proxy";

/** The src for a stored image address, or null when there is none or it is not usable. */
export function imageSrc(address: string | null | undefined): string | null {
  if (!address) return null;
  if (isHttpUrl(address)) return `${IMAGE_PROXY_PATH}?url=${encodeURIComponent(address)}`;
  return isSitePath(address) ? address : null;
}
