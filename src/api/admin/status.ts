// /api/admin/status: the installation's status for operators (docs/architecture.md#operations;
// src/services/status.ts). Behind the admin guard like all of /api/admin.
//
//   GET    /api/admin/status                     the installation's status (its fields: src/services/status.ts)
import { Hono } from "hono";
import type { AppEnv } from "../../http/context";
import type { Services } from "../../services";
import type { InstallationStatus } from "../../services/status";
import { requires } from "../../http/route-action";

/** GET /api/admin/status. */
export type StatusAnswer = InstallationStatus;

/** Mounted at /api/admin/status. */
export function createAdminStatusApi(services: Services) {
  const app = new Hono<AppEnv>();
  app.get("/", requires("status.read"), async (c) => {
    const answer: StatusAnswer = await services.status.current();
    return c.json(answer);
  });
  return app;
}
