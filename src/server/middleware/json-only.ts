// The JSON API takes JSON: a request to /api that carries a body of any other type is answered
// 415 before it reaches a handler, so a handler never meets form data it did not expect (and a
// cross-site form, whose content types skip CORS preflight, cannot reach it either). File uploads
// (the paths `isUpload` names: /api/admin/upload/*, a media item's copies) are multipart and exempt. Requests without a body (a logout, a delete)
// need no type.
import type { MiddlewareHandler } from "hono";

const UNSUPPORTED_MEDIA_TYPE = "Unsupported content type: send the request body as application/json.";

const BODYLESS_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

function isJsonType(contentType: string): boolean {
  const essence = contentType.split(";")[0]!.trim().toLowerCase();
  return essence === "application/json" || /^application\/[a-z0-9.+-]+\+json$/.test(essence);
}

export const jsonOnly =
  (isUpload: (path: string) => boolean): MiddlewareHandler =>
  async (c, next) => {
    if (BODYLESS_METHODS.has(c.req.method) || isUpload(c.req.path)) return next();
    const type = c.req.header("Content-Type");
    const length = c.req.header("Content-Length");
    const hasBody = type !== undefined || (length !== undefined && length !== "0") || c.req.header("Transfer-Encoding");
    if (hasBody && !isJsonType(type ?? "")) {
      return c.json({ success: false, message: UNSUPPORTED_MEDIA_TYPE }, 415);
    }
    return next();
  };
