// 'Publish now' and 'Unschedule' of an item kind (docs/product.md#scheduled), added to its admin
// area: posts under /api/admin/blog, resources under /api/admin/resources, case studies under
// /api/admin/case-studies.
//
//   POST /{id}/publish-now   a scheduled item public from now → the item as `json` makes it
//   POST /{id}/unschedule    a scheduled item a draft again   → the same
//
// 404 without such an item, 409 when it is not scheduled (public already, or a draft).
import { Hono } from "hono";
import type { Action } from "../services/access-policy";
import { SCHEDULE_CHANGES, type ScheduleChange } from "../shared/schedule-changes";
import { written } from "./answers";
import type { AppEnv } from "./context";
import type { idParam } from "./params";
import { requires } from "./route-action";
import { validate } from "./validate";

export function scheduleRoutes<Row>(options: {
  /** The action both routes require. */
  action: Action;
  id: ReturnType<typeof idParam>;
  /** What each change answers when done, and the 409's message. */
  texts: Record<ScheduleChange | "notScheduled", string>;
  /** The 404's message. */
  notFound: string;
  /** The service's change of the item with this id. */
  change: (id: number, change: ScheduleChange) => Row | "missing" | "not-scheduled";
  json: (row: Row) => unknown;
}) {
  const app = new Hono<AppEnv>();
  for (const change of SCHEDULE_CHANGES) {
    app.post(`/:id/${change}`, requires(options.action), validate("param", options.id), (c) => {
      const result = options.change(c.req.valid("param").id, change);
      if (result === "missing") return c.json({ success: false as const, message: options.notFound }, 404);
      if (result === "not-scheduled") {
        return c.json({ success: false as const, message: options.texts.notScheduled }, 409);
      }
      return written(c, options.texts[change], options.json(result));
    });
  }
  return app;
}
