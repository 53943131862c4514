// /api/admin/activity: the audit trail as the dashboard's Activity list reads it (sign-ins and
// their failures, sign-outs, every admin write), newest first. Behind the admin guard.
//
//   GET /api/admin/activity?limit=100&beforeId=…
//     → Array<{id, at, username, action, summary, target, ip, ok, outcome, detail, …}>
//
// `action` is what the trail stores ("login", "login_failed", "POST /api/admin/resources"…);
// `summary` says it in words for people; `ok` is false for refused sign-ins (admin writes are
// only recorded when they succeed).
import { Hono } from "hono";
import { z } from "zod";
import type { AuditEntry } from "../db/schema";
import type { AppEnv } from "../http/context";
import { limitQuery } from "../http/params";
import type { Services } from "../services";
import { validate } from "../http/validate";

const ACTIVITY_MAX_LIMIT = 500;

const activityQuery = z.object({
  limit: limitQuery(ACTIVITY_MAX_LIMIT, 100),
  beforeId: z.coerce.number({ error: "Invalid entry id." }).int("Invalid entry id.").positive().optional(),
});

const SIGN_IN_ACTIONS: Record<string, { summary: string; ok: boolean }> = {
  login: { summary: "Signed in", ok: true },
  login_failed: { summary: "Sign-in failed", ok: false },
  login_throttled: { summary: "Sign-in refused: too many attempts", ok: false },
  logout: { summary: "Signed out", ok: true },
};

const VERBS: Record<string, string> = { POST: "Created", PUT: "Updated", PATCH: "Updated", DELETE: "Deleted" };

// The record each admin API area writes, by the path segments that follow /api (longest first).
const SUBJECTS: [prefix: string, noun: string][] = [
  ["admin/upload/resource", "resource file upload"],
  ["admin/upload/image", "cover image upload"],
  ["admin/resources", "resource"],
  ["admin/media", "image"],
  ["admin/messages", "contact message"],
  ["admin/settings", "site settings"],
  ["admin/blog", "blog post"],
  ["admin/testimonials", "testimonial"],
  ["blog", "blog post"],
  ["testimonials", "testimonial"],
  ["users", "user"],
];

/** "POST /api/admin/resources" → "Created resource"; unknown actions are shown as stored. */
function describeAction(action: string): { summary: string; ok: boolean } {
  const signIn = SIGN_IN_ACTIONS[action];
  if (signIn) return signIn;
  const match = /^([A-Z]+) \/api\/(.*)$/.exec(action);
  const verb = match ? VERBS[match[1]!] : undefined;
  const subject = match ? SUBJECTS.find(([prefix]) => `${match[2]}/`.startsWith(`${prefix}/`))?.[1] : undefined;
  if (!verb || !subject) return { summary: action, ok: true };
  if (subject.endsWith("upload")) return { summary: `Uploaded a ${subject.replace(/ upload$/, "")}`, ok: true };
  return { summary: `${verb} ${subject}`, ok: true };
}

/** An audit entry as the dashboard reads it. */
export function activityJson(entry: AuditEntry) {
  const { summary, ok } = describeAction(entry.action);
  return {
    id: entry.id,
    at: entry.at.toISOString(),
    username: entry.actorUsername,
    actorUsername: entry.actorUsername,
    actorId: entry.actorId,
    action: entry.action,
    summary,
    target: entry.targetId,
    targetId: entry.targetId,
    ip: entry.ip,
    ok,
    outcome: ok ? "success" : "failure",
    detail: entry.detail,
  };
}

/** Mounted at /api/admin/activity. */
export function createAdminActivityApi(services: Services) {
  const app = new Hono<AppEnv>();
  app.get("/", validate("query", activityQuery), (c) => {
    c.header("Cache-Control", "private, no-store");
    return c.json(services.audit.list(c.req.valid("query")).map(activityJson));
  });
  return app;
}
