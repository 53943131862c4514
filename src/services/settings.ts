// The site settings (docs/product.md#settings): one document, stored as the single row of
// site_settings, held in memory and read from the database once, since every page of every request
// reads it. Until an admin first saves it, it is the first start's document
// (src/content/site.ts#firstStartSettings) with the deployment's e-mail and phone.
//
// A save is checked as a whole (the stored document laid under the keys sent), stored, kept as the
// new memory copy and announced as a content change, so the render cache drops every page that
// shows the old values and the next request renders with the new ones. The admin guard records
// the save in the activity trail, as it does every admin write.
import { eq } from "drizzle-orm";
import { firstStartSettings } from "../content/site";
import type { Db } from "../db/client";
import { siteSettings } from "../db/schema";
import { mergeSettings, type SettingsDocument, type SettingsPatch, settingsSchema } from "../shared/schemas/settings";
import type { z } from "zod";
import { type ContentEvents, contentTags } from "./content-events";

/** SITE_EMAIL and SITE_PHONE: the settings' e-mail and phone until an admin saves others. */
export type FirstStartContact = { email: string; phone: string };

const ROW_ID = 1;

export type SettingsUpdate = { ok: true; document: SettingsDocument } | { ok: false; error: z.core.$ZodError };

export function createSettingsService(deps: {
  db: Db;
  events: ContentEvents;
  now: () => number;
  defaults: FirstStartContact;
  /** Runs in the save, before its content event: what follows the settings (the samples' persona). */
  onSaved?: (before: SettingsDocument, after: SettingsDocument) => void;
}) {
  const { db, events, now } = deps;
  let held: SettingsDocument | undefined;

  function load(): SettingsDocument {
    const row = db.select({ data: siteSettings.data }).from(siteSettings).where(eq(siteSettings.id, ROW_ID)).get();
    const defaults = settingsSchema.parse(firstStartSettings(deps.defaults));
    if (!row) return defaults;
    // A document stored by an older version may lack a field added since: the default fills it.
    const stored = settingsSchema.safeParse(mergeSettings(defaults, row.data as SettingsPatch));
    return stored.success ? stored.data : defaults;
  }

  return {
    /** The settings as they are now. */
    current(): SettingsDocument {
      held ??= load();
      return held;
    },

    /** Lays `patch` over the current document, checks the whole and stores it; refused as a whole. */
    update(patch: SettingsPatch, actor: { id: number } | null): SettingsUpdate {
      const checked = settingsSchema.safeParse(mergeSettings(this.current(), patch));
      if (!checked.success) return { ok: false, error: checked.error };
      const document = checked.data;
      const values = { data: document, updatedBy: actor?.id ?? null, updatedAt: new Date(now()) };
      db.insert(siteSettings)
        .values({ id: ROW_ID, ...values })
        .onConflictDoUpdate({ target: siteSettings.id, set: values })
        .run();
      const before = this.current();
      held = document;
      deps.onSaved?.(before, document);
      events.changed([contentTags.settings]);
      return { ok: true, document };
    },
  };
}

export type SettingsService = ReturnType<typeof createSettingsService>;
