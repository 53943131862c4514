// The one gate of the admin API (docs/architecture.md#security). Which requests it guards is decided here, by method
// and path, before any area's routes run, so a new admin route cannot forget it:
//   - everything under /api/admin and /api/users (reads included: the user list is admin-only);
//   - every write (any method but GET, HEAD, OPTIONS) under /api/blog and /api/testimonials;
//   - the testimonial list itself, /api/testimonials (non-featured ones may not be approved for
//     publication); /api/testimonials/featured stays public.
// It answers 401 without a valid session (a sign-in whose second step is owed has none) and 403
// when the signed-in user may not use the admin area, or is held back by the two-factor policy: the
// decision is `adminStandingOf`, which the few admin answers outside these paths (the blog's
// `admin_access=true` list, /api/auth/check, /admin) take too. Then the role: the guard finds the
// action the route a request will reach names (`requires`, src/http/route-action.ts) and asks the
// policy (src/services/access-policy.ts); 403 when the role may not. A route that names no action
// is an Administrator's alone (docs/architecture.md#access-policy).
// Query flags such as admin_access=true, admin headers and tokens the server never issued count
// for nothing: only the session the loader found does.
//
// Every admin write that succeeds is written to the audit trail here: who, the method and path
// (what), the record's id (from the path, or the `id` of the created record in the answer), when
// and from which address, and for the Activity tab's sentences (docs/product.md#admin-activity)
// the kind of item and its title: read after the write, or before it for a delete, so a deleted
// item keeps the name it had. A post or resource whose write changed where it stands for visitors
// says so in the entry's detail (published, scheduled, unpublished, unscheduled). A write that is
// part of one already recorded (a media item's smaller copies, sent after its upload) sets
// `audited: false` and is not recorded again.
import type { Context, MiddlewareHandler } from "hono";
import { TrieRouter } from "hono/router/trie-router";
import type { RouterRoute } from "hono/types";
import { actionOf } from "../../http/route-action";
import { type Action, may, POLICY_MESSAGES } from "../../services/access-policy";
import type { Services } from "../../services";
import { type TargetFacts, targetKindOf } from "../../services/audit-targets";
import { adminStandingOf } from "../../services/users";
import type { AppEnv } from "../../http/context";

export const AUTHENTICATION_REQUIRED = "Authentication required. Please sign in.";
export const ADMIN_REQUIRED = "Administrator access required.";
export const TWO_FACTOR_SETUP_REQUIRED =
  "Two-factor sign-in is required for admins. Set it up on your account page first.";

const READ_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

const under = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}/`);

/** Whether a request is for the admin API (the guard's whole policy). */
export function isAdminRequest(method: string, path: string): boolean {
  if (under(path, "/api/admin") || under(path, "/api/users") || path === "/api/testimonials") return true;
  const write = !READ_METHODS.has(method.toUpperCase());
  return write && (under(path, "/api/blog") || under(path, "/api/testimonials"));
}

/**
 * For every request, runs `requireAdmin` on the admin API's requests only. `routes`: the app's
 * routes, read once at the first admin request (every route is registered by then).
 */
export function adminApiGuard(services: Services, routes: () => RouterRoute[]): MiddlewareHandler<AppEnv> {
  let actions: ((method: string, path: string) => Action | undefined) | undefined;
  const guard = requireAdmin(services, (method, path) => {
    actions ??= routeActions(routes());
    return actions(method, path);
  });
  return (c, next) => (isAdminRequest(c.req.method, c.req.path) ? guard(c, next) : next());
}

/**
 * The action the route a request reaches names: the first route, in the order Hono tries them, whose
 * handlers include a `requires` marker. A HEAD is answered by its GET route.
 */
export function routeActions(routes: RouterRoute[]) {
  const router = new TrieRouter<Action>();
  for (const route of routes) {
    const action = actionOf(route.handler);
    if (action) router.add(route.method, route.path, action);
  }
  return (method: string, path: string): Action | undefined => {
    const upper = method.toUpperCase();
    const [matches] = router.match(upper === "HEAD" ? "GET" : upper, path);
    return matches[0]?.[0];
  };
}

/** 401 without a session, 403 unless its user's role may take the route's action; audits successful writes. */
function requireAdmin(
  services: Services,
  actionFor: (method: string, path: string) => Action | undefined,
): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const user = c.get("user");
    const standing = adminStandingOf(user, services.settings.current().requireTwoFactorForAdmins);
    if (!user || standing === "signed-out") {
      return c.json({ success: false, message: AUTHENTICATION_REQUIRED }, 401, {
        "WWW-Authenticate": 'Bearer realm="admin"',
        "Cache-Control": "no-store",
      });
    }
    if (standing === "not-admin") {
      return c.json({ success: false, message: ADMIN_REQUIRED }, 403, { "Cache-Control": "no-store" });
    }
    // The policy of docs/architecture.md#two-factor: an admin without a second factor may only
    // set one up (/api/account is outside this guard).
    if (standing === "held-back") {
      return c.json({ success: false, message: TWO_FACTOR_SETUP_REQUIRED, twoFactorSetupRequired: true }, 403, {
        "Cache-Control": "no-store",
      });
    }
    const action = actionFor(c.req.method, c.req.path);
    if (action ? !may(user.role, action) : user.role !== "admin") {
      return c.json({ success: false, message: POLICY_MESSAGES.notAllowed, action: action ?? null }, 403, {
        "Cache-Control": "no-store",
      });
    }
    const write = !READ_METHODS.has(c.req.method);
    const kind = write ? targetKindOf(c.req.path) : null;
    const pathId = targetIdOf(c.req.path);
    const before = kind && pathId ? services.auditTargets.describe(kind, Number(pathId)) : null;
    await next();
    // Admin answers are never stored; a route's own stricter policy ("private, no-store, …") stays.
    if (!/\bno-store\b/.test(c.res.headers.get("Cache-Control") ?? "")) c.header("Cache-Control", "no-store");
    if (!write || c.res.status >= 400 || c.get("audited") === false) return;
    const answer = await answerRecordOf(c);
    const targetId = pathId ?? idOf(answer);
    const after =
      kind && targetId && c.req.method !== "DELETE" ? services.auditTargets.describe(kind, Number(targetId)) : null;
    services.audit.record({
      actor: { id: user.id, username: user.username },
      action: c.get("auditAction") ?? `${c.req.method} ${c.req.path}`,
      targetId,
      targetKind: kind,
      targetTitle: (after ?? before)?.title ?? titleOf(answer),
      ip: c.get("clientIp"),
      detail: publishingOf(before, after),
    });
  };
}

/**
 * How the write moved a post or resource (a new one was a draft): "published" when it made it public
 * now, "scheduled" when it made it wait for a later moment, "unpublished" or "unscheduled" when it
 * made a public or scheduled one a draft; null when it stands where it stood.
 */
function publishingOf(before: TargetFacts | null, after: TargetFacts | null): string | null {
  if (after?.state === undefined) return null;
  const was = before?.state ?? "draft";
  if (after.state === was) return null;
  if (after.state === "public") return "published";
  if (after.state === "scheduled") return "scheduled";
  return was === "public" ? "unpublished" : "unscheduled";
}

// "/api/users/7" → "7"; "/api/admin/resources/7/downloads" → "7".
function targetIdOf(path: string): string | undefined {
  return path.split("/").findLast((segment) => /^\d+$/.test(segment));
}

type AnswerRecord = Record<string, unknown>;

// A write answers with its record: `{ id }`, `{ user: { id } }` or `{ data: { id } }`.
async function answerRecordOf(c: Context): Promise<AnswerRecord[]> {
  if (!c.res.headers.get("Content-Type")?.includes("application/json")) return [];
  try {
    const body = (await c.res.clone().json()) as AnswerRecord;
    return [body, body.user, body.data].filter((x): x is AnswerRecord => typeof x === "object" && x !== null);
  } catch {
    // Not JSON after all: the path is all there is.
    return [];
  }
}

function idOf(records: AnswerRecord[]): string | undefined {
  const id = records.map((record) => record.id).find((x) => typeof x === "number" || typeof x === "string");
  return id === undefined ? undefined : String(id);
}

// What an upload (no item of its own to read back) was: the file's name as the admin chose it.
function titleOf(records: AnswerRecord[]): string | null {
  const name = records.map((record) => record.originalName).find((x) => typeof x === "string");
  return (name as string | undefined) ?? null;
}
