// /api/admin/notifications: what the Settings tab says about notification e-mail
// (docs/product.md#notifications). Behind the admin guard like all of /api/admin.
//
//   GET    /api/admin/notifications             {mailConfigured, sendsTo}
import { Hono } from "hono";
import type { AppEnv } from "../../http/context";
import type { Services } from "../../services";
import { notificationRecipient } from "../../services/lead-notifications";
import { requires } from "../../http/route-action";

/** Mounted at /api/admin/notifications: whether notification e-mail can be sent at all, and where it goes. */
export function createAdminNotificationsApi(services: Services) {
  const app = new Hono<AppEnv>();
  app.get("/", requires("settings.manage"), (c) =>
    c.json({
      mailConfigured: services.deliveries.mailSender !== null,
      sendsTo: notificationRecipient(services.settings),
    }),
  );
  return app;
}
