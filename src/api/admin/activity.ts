// /api/admin/activity: the audit trail as the dashboard's Activity list reads it (sign-ins and
// their failures, sign-outs, every admin write), newest first. Behind the admin guard.
//
//   GET /api/admin/activity?limit=100&beforeId=…&actor=…&kind=…
//     → Array<{id, at, username, action, summary, target, ip, ok, outcome, detail,
//              sentence, targetKind, targetTitle, href, …}>
//   GET /api/admin/activity/actors → the usernames in the trail, for the person filter
//
// `action` is what the trail stores ("login", "login_failed", "POST /api/admin/resources"…);
// `summary` says it in words for people; `sentence` says who did what to which item, by the actor's
// display name when they have one ("Jordan Ellis published 'Agile Rituals'") and the title the item
// had then; `href` opens the item while it exists (docs/product.md#admin-activity). `ok` is false for
// refused sign-ins (admin writes are only recorded when they succeed).
import { Hono } from "hono";
import { z } from "zod";
import { activityFilterTexts, activitySentences } from "../../content/activity-log";
import type { AuditEntry } from "../../db/schema";
import type { AppEnv } from "../../http/context";
import { limitQuery } from "../../http/params";
import { validate } from "../../http/validate";
import type { Services } from "../../services";
import { SIGN_IN_ACTIONS } from "../../services/audit";
import { TARGET_KINDS, type TargetKind, targetKindOf } from "../../services/audit-targets";
import { requires } from "../../http/route-action";

const ACTIVITY_MAX_LIMIT = 500;
const texts = activitySentences;

const activityQuery = z.object({
  limit: limitQuery(ACTIVITY_MAX_LIMIT, 100),
  beforeId: z.coerce.number({ error: "Invalid entry id." }).int("Invalid entry id.").positive().optional(),
  actor: z
    .string()
    .trim()
    .min(1, "Choose a person from the list.")
    .max(100, "Choose a person from the list.")
    .optional(),
  kind: z.enum(["sign-in", ...TARGET_KINDS], { error: activityFilterTexts.invalidKind }).optional(),
});

type SignInAction = (typeof SIGN_IN_ACTIONS)[number];
const isSignIn = (action: string): action is SignInAction => (SIGN_IN_ACTIONS as readonly string[]).includes(action);

const SIGN_IN_SUMMARIES: Record<SignInAction, { summary: string; ok: boolean }> = {
  login: { summary: "Signed in", ok: true },
  login_failed: { summary: "Sign-in failed", ok: false },
  login_throttled: { summary: "Sign-in refused: too many attempts", ok: false },
  logout: { summary: "Signed out", ok: true },
};

const SUMMARY_VERBS: Record<string, string> = { POST: "Created", PUT: "Updated", PATCH: "Updated", DELETE: "Deleted" };

// How `summary` names each kind of record.
const SUMMARY_NOUNS: Record<TargetKind, string> = {
  post: "blog post",
  resource: "resource",
  testimonial: "testimonial",
  user: "user",
  message: "contact message",
  image: "image",
  file: "resource file",
  settings: "site settings",
  person: "person (erased)",
  webhook: "webhook endpoint",
  backup: "backup",
};

/**
 * Writes said by what they do rather than by their method (a POST that makes a preview link is
 * no "created post"), with the words of `summary`. A path's captured part names the item when the
 * entry holds no title (a deleted backup's file name).
 */
const NAMED_WRITES: [action: RegExp, name: keyof typeof texts.named, summary: string][] = [
  [/^POST \/api\/admin\/blog\/\d+\/preview-link$/, "previewLinkMade", "Made a preview link"],
  [/^DELETE \/api\/admin\/blog\/\d+\/preview-link$/, "previewLinksRevoked", "Revoked preview links"],
  [/^POST \/api\/admin\/webhooks\/\d+\/test$/, "webhookTested", "Sent a test event"],
  [/^POST \/api\/admin\/backups$/, "backupMade", "Made a backup"],
  [/^PUT \/api\/admin\/backups\/schedule$/, "backupScheduleSaved", "Changed the backup schedule"],
  [/^DELETE \/api\/admin\/backups\/[^/]+\/([^/]+)$/, "backupDeleted", "Deleted a backup"],
  [/^POST \/api\/admin\/media\/\d+\/variants$/, "imageCopyAdded", "Added a smaller copy of an image"],
];

function namedWriteOf(action: string) {
  for (const [pattern, name, summary] of NAMED_WRITES) {
    const match = pattern.exec(action);
    if (match) return { name, summary, pathItem: match[1] ? decodeURIComponent(match[1]) : null };
  }
  return null;
}

/** How a write moved a post or resource, as the guard notes it in the entry's detail. */
const PUBLISHING = ["published", "unpublished", "scheduled", "unscheduled"] as const;
const publishingOf = (detail: string | null) => PUBLISHING.find((word) => word === detail) ?? null;

/** An admin write's method and kind, from "PUT /api/blog/3"; uploads are their own verb. */
function writeOf(action: string) {
  const match = /^([A-Z]+) (\/api\/.*)$/.exec(action);
  if (!match) return null;
  const kind = targetKindOf(match[2]!);
  return { method: match[1]!, kind, upload: match[2]!.startsWith("/api/admin/upload/") };
}

/** "POST /api/admin/resources" → "Created resource"; unknown actions are shown as stored. */
function describeAction(action: string): { summary: string; ok: boolean } {
  if (isSignIn(action)) return SIGN_IN_SUMMARIES[action];
  if (action === "backup_scheduled") return { summary: "Scheduled backup", ok: true };
  const named = namedWriteOf(action);
  if (named) return { summary: named.summary, ok: true };
  const write = writeOf(action);
  const verb = write ? SUMMARY_VERBS[write.method] : undefined;
  if (!write?.kind || !verb) return { summary: action, ok: true };
  if (write.upload)
    return { summary: `Uploaded a ${write.kind === "file" ? "resource file" : "cover image"}`, ok: true };
  return { summary: `${verb} ${SUMMARY_NOUNS[write.kind]}`, ok: true };
}

const shortened = (title: string) =>
  title.length > texts.titleLength ? `${title.slice(0, texts.titleLength - 1).trimEnd()}…` : title;

/** "Jordan Ellis published 'Agile Rituals'", "admin deleted user 'sam'", "admin signed in". */
function sentenceOf(entry: AuditEntry, who: string): string {
  if (isSignIn(entry.action)) return texts[entry.action](who);
  const target = entry.targetTitle ? `'${entry.targetTitle}'` : `#${entry.targetId}`;
  if (entry.action === "password_reset") return texts.password_reset(target);
  if (entry.action === "backup_scheduled") return texts.backup_scheduled(target);
  if (Object.hasOwn(texts.account, entry.action)) {
    return texts.account[entry.action as keyof typeof texts.account](who, target);
  }
  const named = namedWriteOf(entry.action);
  if (named) {
    const name = entry.targetTitle ?? named.pathItem ?? entry.targetId;
    const item = !name ? "" : /^\d+$/.test(name) ? `#${name}` : `'${shortened(name)}'`;
    return texts.named[named.name](who, item).trimEnd();
  }
  const write = writeOf(entry.action);
  const kind = (entry.targetKind as TargetKind | null) ?? write?.kind ?? null;
  if (!write || !kind) return `${who} ${entry.action}`;
  const publishing = publishingOf(entry.detail);
  const verb = publishing
    ? texts.verbs[publishing]
    : write.upload
      ? texts.verbs.uploaded
      : (texts.verbs[write.method as keyof typeof texts.verbs] ?? write.method);
  const title = entry.targetTitle ? `'${shortened(entry.targetTitle)}'` : null;
  // A post or resource published, scheduled or taken back reads by its title alone, as people say it.
  if (publishing && title) return `${who} ${verb} ${title}`;
  const item = title ?? (entry.targetId && kind !== "settings" ? `#${entry.targetId}` : null);
  return [who, verb, texts.nouns[kind], item].filter(Boolean).join(" ");
}

type Extras = { who: string; href: string | null };

/** An audit entry as the dashboard reads it. */
export function activityJson(
  entry: AuditEntry,
  extras: Extras = { who: entry.actorUsername ?? texts.someone, href: null },
) {
  const { summary, ok } = describeAction(entry.action);
  return {
    id: entry.id,
    at: entry.at.toISOString(),
    username: entry.actorUsername,
    actorUsername: entry.actorUsername,
    actorId: entry.actorId,
    action: entry.action,
    summary,
    sentence: sentenceOf(entry, extras.who),
    target: entry.targetId,
    targetId: entry.targetId,
    targetKind: entry.targetKind as TargetKind | null,
    targetTitle: entry.targetTitle,
    href: extras.href,
    ip: entry.ip,
    ok,
    outcome: ok ? "success" : "failure",
    detail: entry.detail,
  };
}

/** The item an entry is about, by kind and (numeric) id. */
function targetOf(entry: AuditEntry): { kind: TargetKind; id: number | null } | null {
  if (!entry.targetKind) return null;
  const id = entry.targetId && /^\d+$/.test(entry.targetId) ? Number(entry.targetId) : null;
  return { kind: entry.targetKind as TargetKind, id };
}

/** Mounted at /api/admin/activity. */
export function createAdminActivityApi(services: Services) {
  const app = new Hono<AppEnv>();
  app.get("/", requires("activity.read"), validate("query", activityQuery), (c) => {
    c.header("Cache-Control", "private, no-store");
    const entries = services.audit.list(c.req.valid("query"));
    const targets = entries.map(targetOf);
    const hrefOf = services.auditTargets.hrefs(targets.filter((target) => target !== null));
    const names = services.auditTargets.displayNames(entries.flatMap((entry) => entry.actorId ?? []));
    return c.json(
      entries.map((entry, i) => {
        const target = targets[i];
        return activityJson(entry, {
          who: (entry.actorId !== null ? names.get(entry.actorId) : undefined) ?? entry.actorUsername ?? texts.someone,
          href: target ? hrefOf(target.kind, target.id) : null,
        });
      }),
    );
  });
  app.get("/actors", requires("activity.read"), (c) => {
    c.header("Cache-Control", "private, no-store");
    return c.json(services.audit.actors());
  });
  return app;
}
