// /api/admin/files/<key>: a stored private file (a gated resource's download) by the address its row
// keeps. Behind the admin guard like all of /api/admin.
import { type Context, Hono } from "hono";
import type { AppEnv } from "../../http/context";
import { fileResponse } from "../../http/file-response";
import type { Services } from "../../services";
import { requires } from "../../http/route-action";

const notFound = (c: Context<AppEnv>) => c.json({ success: false, message: "File not found" }, 404);

/** Mounted at /api/admin/files. */
export function createAdminFilesApi(services: Services) {
  const app = new Hono<AppEnv>();

  // The address a resource row keeps for its stored file (src/storage privateFileUrl), so the
  // dashboard's "View File" link can be the row's own fileUrl.
  app.get("/*", requires("files.manage"), async (c) => {
    const stored = await services.resources.openPrivateFile(c.req.path);
    if (!stored) return notFound(c);
    return fileResponse(c.req.raw, stored);
  });

  return app;
}
