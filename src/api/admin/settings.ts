// /api/admin/settings: the site settings (docs/product.md#settings), read and saved by the
// dashboard's Settings tab. Behind the admin guard like all of /api/admin, which also records
// each save in the activity trail.
//
//   GET /api/admin/settings   → the document
//   PUT /api/admin/settings   a deep partial of it (a key left out keeps its value)
//                             → {success, message: "Settings saved", data: the document}
//                             400 {success: false, message, errors} keyed "firmName", "founder.name"…
import { Hono } from "hono";
import type { AppEnv } from "../../http/context";
import { validate, validationFailure } from "../../http/validate";
import type { Services } from "../../services";
import type { SettingsDocument } from "../../shared/schemas/settings";
import { settingsPatchSchema } from "../../shared/schemas/settings";
import { written } from "../../http/answers";
import { requires } from "../../http/route-action";

const SAVED = "Settings saved";
const NESTED = { nested: true } as const;

/** The settings as the dashboard reads them: the document itself. */
export const settingsJson = (document: SettingsDocument) => document;

/** Mounted at /api/admin/settings. */
export function createSettingsApi(services: Services) {
  const app = new Hono<AppEnv>();

  app.get("/", requires("settings.manage"), (c) => c.json(settingsJson(services.settings.current())));

  app.put("/", requires("settings.manage"), validate("json", settingsPatchSchema, NESTED), (c) => {
    const user = c.get("user");
    const saved = services.settings.update(c.req.valid("json"), user ? { id: user.id } : null);
    if (!saved.ok) return c.json(validationFailure(saved.error, NESTED), 400);
    return written(c, SAVED, settingsJson(saved.document));
  });

  return app;
}
