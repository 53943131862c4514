// /api/admin/cdn: the CDN purged on every content change (docs/deploying.md#cdn, decision 037).
// Behind the admin guard like all of /api/admin, which records each write in the activity trail.
// The token is write-only: sent to be stored, never answered back (`hasToken` says there is one).
//
//   GET    /api/admin/cdn   → {provider, url?, zone?, hasToken, source: "settings"|"environment"} or null
//   PUT    /api/admin/cdn   {provider: "http"|"cloudflare"|"fastly"|"bunny", url?, zone?, token?}
//                           (token left out: the stored one is kept) → {success, message, data: as GET}
//                           400 {success: false, message, errors} keyed "provider", "url", "zone", "token"
//                           409 when CDN_PURGE_PROVIDER configures it (the environment wins)
//   DELETE /api/admin/cdn   → no purges from now on; 404 when none was configured here
import { Hono } from "hono";
import { z } from "zod";
import { written } from "../../http/answers";
import type { AppEnv } from "../../http/context";
import { requires } from "../../http/route-action";
import { validate, validationFailure } from "../../http/validate";
import type { Services } from "../../services";
import { CDN_PROVIDERS } from "../../services/cdn-purge";

// The shape only; what each provider needs is checked by the service, with the stored token.
const cdnInput = z.object({
  provider: z.enum(CDN_PROVIDERS, { error: "Please choose http, cloudflare, fastly or bunny." }),
  url: z.string().optional(),
  zone: z.string().optional(),
  token: z.string().optional(),
});

/** What GET answers (the `data` of a PUT's answer): the configuration without its token, or null. */
export type CdnAnswer = ReturnType<Services["cdnPurge"]["view"]>;

const ENVIRONMENT_WINS = "The CDN is configured by the environment (CDN_PURGE_PROVIDER); change it there.";

/** Mounted at /api/admin/cdn. */
export function createAdminCdnApi(services: Services) {
  const app = new Hono<AppEnv>();
  const cdn = services.cdnPurge;

  app.get("/", requires("cdn.manage"), (c) => c.json(cdn.view()));

  app.put("/", requires("cdn.manage"), validate("json", cdnInput), (c) => {
    const input = c.req.valid("json");
    const blankless = Object.fromEntries(Object.entries(input).filter(([, value]) => value !== "")) as typeof input;
    const saved = cdn.save(blankless);
    if (saved === "environment") return c.json({ success: false, message: ENVIRONMENT_WINS }, 409);
    if (!saved.ok) return c.json(validationFailure(saved.error!), 400);
    return written(c, "CDN settings saved", cdn.view());
  });

  app.delete("/", requires("cdn.manage"), (c) => {
    if (cdn.view()?.source === "environment") return c.json({ success: false, message: ENVIRONMENT_WINS }, 409);
    if (!cdn.remove()) return c.json({ success: false, message: "No CDN is configured." }, 404);
    return written(c, "CDN settings removed", null);
  });

  return app;
}
