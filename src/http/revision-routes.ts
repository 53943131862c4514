// The revision routes of an item kind (docs/product.md#revisions), added to its admin area: posts
// under /api/admin/blog, resources under /api/admin/resources, case studies under
// /api/admin/case-studies.
//
//   GET  /{id}/revisions                      {current, revisions: [{version, savedAt, savedBy, savedByName,
//                                             reason, restoredFrom}]}, newest first; `current` 0 before any save
//   GET  /{id}/revisions/{version}            one revision with its `data` (the item as it was saved)
//   POST /{id}/revisions/{version}/restore    the item's content as in that version (its publication state
//                                             stays as it is now) → {data: item, version}
//   PUT  /{id}/draft                          the editor's autosave: the item's fields and `baseVersion`, the
//                                             version the editor started from. 409 when a newer one exists
//                                             ({currentVersion, savedByName, savedAt}). A draft item is
//                                             updated (and stays a draft); a public or scheduled one is
//                                             not: the save is kept as a revision only (`applied: false`)
//                                             until someone saves or publishes it.
// The items' own PUT takes the same `baseVersion`, optional there (staleAnswer).
import { type Context, Hono } from "hono";
import { z } from "zod";
import type { Services } from "../services";
import type { Action } from "../services/access-policy";
import { type RevisionKind, revisionJson } from "../services/revisions";
import { written } from "./answers";
import type { AppEnv } from "./context";
import { requires } from "./route-action";
import { validate } from "./validate";

const itemParam = z.object({ id: z.coerce.number().int().positive() });
const versionParam = itemParam.extend({ version: z.coerce.number().int().positive() });
const baseVersion = z.object({
  baseVersion: z.number({ error: "The version the draft started from is required." }).int().min(0),
});

export const REVISION_MESSAGES = {
  notFound: "Revision not found.",
  stale: (name: string | null) =>
    `${name ?? "Someone"} saved this since you opened it. Copy what you changed, then reload to see their version.`,
  draftSaved: "Draft saved",
  keptAsRevision: "Saved as a revision; the published version is unchanged until you update it.",
  restored: (version: number) => `Version ${version} restored`,
} as const;

type Item = { id: number; published: boolean };

/**
 * An explicit save's optional `baseVersion` (the item's write routes): given, a save over a newer
 * version is refused as the autosave's is (docs/product.md#revisions).
 */
export const optionalBaseVersion = z.object({ baseVersion: z.number().int().min(0).optional() });

/**
 * The 409 of a save that started from `baseVersion` when a newer version exists
 * ({currentVersion, savedByName, savedAt}); null when it is the latest, or none was given.
 */
export function staleAnswer(
  c: Context<AppEnv>,
  services: Services,
  kind: RevisionKind,
  id: number,
  baseVersion: number | undefined,
) {
  if (baseVersion === undefined) return null;
  const latest = services.revisions.list(kind, id)[0];
  if ((latest?.version ?? 0) === baseVersion) return null;
  return c.json(
    {
      success: false,
      message: REVISION_MESSAGES.stale(latest?.savedByName ?? null),
      currentVersion: latest?.version ?? 0,
      savedByName: latest?.savedByName ?? null,
      savedAt: latest?.savedAt.toISOString() ?? null,
    },
    409,
  );
}

export function revisionRoutes<Row extends Item, Input extends { published?: boolean }>(
  services: Services,
  kind: RevisionKind,
  options: {
    read: Action;
    write: Action;
    notFound: string;
    /** The kind's write body (a restore reads the revision back through it). */
    schema: z.ZodType<Input>;
    get: (id: number) => Row | null;
    json: (row: Row) => Record<string, unknown>;
    /** The item's update; null when it is gone. May throw the kind's own write errors. */
    save: (id: number, input: Input) => Promise<Row | null> | Row | null;
    /** A refusal for this user and item beyond the route's action (an Author's own drafts), or null. */
    refuse?: (c: Context<AppEnv>, row: Row, publishing: boolean) => Response | null;
    /** The answer to a write error `save` threw (400/409), rethrowing others. */
    refused: (c: Context<AppEnv>, error: unknown) => Response;
  },
) {
  const app = new Hono<AppEnv>();
  const saver = (c: Context<AppEnv>) => {
    const user = c.get("user");
    return user ? { id: user.id, username: user.username } : null;
  };
  const notFound = (c: Context<AppEnv>, message = options.notFound) => c.json({ success: false, message }, 404);
  /** Writes the input to the item and keeps the revision; the answer or the refusal. */
  const apply = async (c: Context<AppEnv>, row: Row, input: Input, reason: "autosave" | "restore", from?: number) => {
    try {
      const saved = await options.save(row.id, input);
      if (!saved) return notFound(c);
      const json = options.json(saved);
      const revision = services.revisions.record(kind, row.id, json, saver(c), reason, from ?? null);
      return { json, revision };
    } catch (error) {
      return options.refused(c, error);
    }
  };

  app.get("/:id/revisions", requires(options.read), validate("param", itemParam), (c) => {
    const { id } = c.req.valid("param");
    if (!options.get(id)) return notFound(c);
    const revisions = services.revisions.list(kind, id);
    return c.json({ current: revisions[0]?.version ?? 0, revisions: revisions.map(revisionJson) });
  });

  app.get("/:id/revisions/:version", requires(options.read), validate("param", versionParam), (c) => {
    const { id, version } = c.req.valid("param");
    const revision = options.get(id) && services.revisions.get(kind, id, version);
    if (!revision) return notFound(c, REVISION_MESSAGES.notFound);
    return c.json({ ...revisionJson(revision), data: revision.data });
  });

  app.post("/:id/revisions/:version/restore", requires(options.write), validate("param", versionParam), async (c) => {
    const { id, version } = c.req.valid("param");
    const row = options.get(id);
    const revision = row && services.revisions.get(kind, id, version);
    if (!row || !revision) return notFound(c, row ? REVISION_MESSAGES.notFound : options.notFound);
    const refusal = options.refuse?.(c, row, false);
    if (refusal) return refusal;
    // The content as it was; where the item stands with visitors stays as it is now.
    const current = options.json(row);
    const parsed = options.schema.safeParse({
      ...revision.data,
      published: current.published,
      publishedAt: current.publishedAt,
    });
    if (!parsed.success) return c.json({ success: false, message: "This revision can no longer be restored." }, 409);
    const result = await apply(c, row, parsed.data, "restore", version);
    if (result instanceof Response) return result;
    return written(c, REVISION_MESSAGES.restored(version), result.json, {
      aliases: { version: result.revision.version },
    });
  });

  app.put(
    "/:id/draft",
    requires(options.write),
    validate("param", itemParam),
    validate("json", z.intersection(baseVersion, options.schema)),
    async (c) => {
      const { id } = c.req.valid("param");
      const input = c.req.valid("json") as Input & { baseVersion: number };
      const row = options.get(id);
      if (!row) return notFound(c);
      const refusal = options.refuse?.(c, row, false);
      if (refusal) return refusal;
      const stale = staleAnswer(c, services, kind, id, input.baseVersion);
      if (stale) return stale;
      if (row.published) {
        // Public or scheduled: kept aside, the live item untouched.
        const { baseVersion: _, ...fields } = input;
        const data = { ...options.json(row), ...fields, published: row.published };
        const revision = services.revisions.record(kind, id, data, saver(c), "autosave");
        c.set("audited", false);
        return written(c, REVISION_MESSAGES.keptAsRevision, options.json(row), {
          aliases: { version: revision.version, applied: false },
        });
      }
      const result = await apply(c, row, { ...input, published: false }, "autosave");
      if (result instanceof Response) return result;
      // Autosaves come every few seconds: the activity trail keeps the explicit saves.
      c.set("audited", false);
      return written(c, REVISION_MESSAGES.draftSaved, result.json, {
        aliases: { version: result.revision.version, applied: true },
      });
    },
  );

  return app;
}
