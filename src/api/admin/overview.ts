// /api/admin/overview: the admin's Home tab in one read (docs/product.md#admin-home). Every staff role
// may ask ("overview.read"); the answer holds only the parts the caller's role may read elsewhere, each
// part null otherwise, so an Author's overview names no lead and no message.
//
//   GET /api/admin/overview → { weekStart, leads, bookings, unreadMessages, unpublished, analytics,
//                                status, makeItYours }
//     leads         {total, people: [{name, email, at}]}: first download this week   (leads.read)
//     bookings      {total, items: [{id, name, meeting, startsAt, createdAt}]}         (bookings.read)
//     unreadMessages  the messages not yet handled                                     (messages.read)
//     unpublished   {drafts, scheduled, items: [{kind, id, title, state, publishAt}]}: an Author's
//                   own posts; resources too with resources.read
//     analytics     {topArticle: {title, path, leads} | null}: this month's article that the most
//                   conversions followed (analytics.read)
//     status        the installation's status, its last backup included (status.read)
//     makeItYours   the "Make it yours" checklist (pages.read)
import { Hono } from "hono";
import type { AppEnv, CurrentUser } from "../../http/context";
import { requires } from "../../http/route-action";
import type { Services } from "../../services";
import { type Action, may } from "../../services/access-policy";

type Caller = Pick<CurrentUser, "id" | "role">;

/** The overview as `user`'s role may see it. */
async function overviewFor(services: Services, user: Caller) {
  const { overview } = services;
  /** The part when the role may read it, else null. */
  const part = <T>(action: Action, read: () => T): T | null => (may(user.role, action) ? read() : null);
  return {
    weekStart: overview.weekStart(),
    leads: part("leads.read", overview.newLeads),
    bookings: part("bookings.read", overview.newBookings),
    unreadMessages: part("messages.read", overview.unreadMessages),
    unpublished: overview.unpublished({
      ownerId: may(user.role, "posts.edit-any") ? undefined : user.id,
      withResources: may(user.role, "resources.read"),
    }),
    analytics: part("analytics.read", () => ({ topArticle: overview.topArticle() })),
    status: await part("status.read", services.status.current),
    makeItYours: part("pages.read", services.makeItYours.checklist),
  };
}

/** GET /api/admin/overview, as the server shapes it. */
export type OverviewJson = Awaited<ReturnType<typeof overviewFor>>;

/** Mounted at /api/admin/overview. */
export function createAdminOverviewApi(services: Services) {
  const app = new Hono<AppEnv>();
  app.get("/", requires("overview.read"), async (c) => c.json(await overviewFor(services, c.get("user")!)));
  return app;
}
