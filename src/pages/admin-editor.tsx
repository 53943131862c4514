// /admin/posts/{id}, /admin/resources/{id}, /admin/case-studies/{id} (and …/new for each): an item's own
// editor page (docs/product.md#editor), decided by the server like /admin (src/pages/admin.tsx):
// no session: 'Admin Access Required' (401); an account whose role may not read the kind: the same
// refusal (403); an admin the two-factor policy holds back: to /admin, which shows their account
// alone. Otherwise the editor island, with the site's time zone and what the role may do (the
// buttons it shows; the API refuses the rest whatever the page shows). Never cached, never indexed.
import { adminContent as content } from "../content/account";
import { actionsOf, may } from "../services/access-policy";
import { adminStandingOf } from "../services/users";
import { accessRequiredView } from "./admin";
import { Island } from "./Island";
import { notFoundPage } from "./not-found";
import type { Page } from "./page";

export type EditorKind = "post" | "resource" | "case-study";

/** The list each kind's editor opens from, and the action reading it needs. */
const KINDS = {
  post: { base: "/admin/posts", read: "posts.read" },
  resource: { base: "/admin/resources", read: "resources.read" },
  "case-study": { base: "/admin/case-studies", read: "caseStudies.read" },
} as const;

/** The page of `kind`'s editor; its route's `:id` is a number or "new". */
export function adminEditorPage(kind: EditorKind): Page {
  return (ctx) => {
    const { user, params, settings } = ctx;
    const id = params.id === "new" ? null : Number(params.id);
    // Neither "new" nor an id: no such page.
    if (id !== null && !(Number.isInteger(id) && id > 0)) return notFoundPage(ctx);
    const path = `${KINDS[kind].base}/${params.id}`;
    const meta = { ...content.meta, path, noindex: true };
    const standing = adminStandingOf(user, settings.requireTwoFactorForAdmins);
    if (standing === "held-back") return { redirect: "/admin?tab=account" };
    if (!user || standing !== "admin" || !may(user.role, KINDS[kind].read)) {
      return accessRequiredView(user, meta);
    }
    return {
      cache: "private",
      meta,
      body: (
        <div className="container-page py-8 sm:py-12">
          <Island
            name="AdminEditor"
            props={{ kind, id, timeZone: settings.timeZone, permissions: actionsOf(user.role) }}
          />
        </div>
      ),
    };
  };
}
