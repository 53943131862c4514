// The seeded samples follow the firm of the settings (docs/product.md#make-it-yours): they were
// written for the first start's persona (src/content/site.ts#firstStartSettings), a firm called
// "Meridian" and its founder "Avery Morgan", and a site that names another firm or founder must not
// show theirs. When the settings' firm name or founder changes, every sample field that still reads
// as the samples wrote it for the old settings is rewritten for the new ones: the testimonials'
// texts, the sample posts' author, the sample people's names and bios, the resources' file names.
// A field the firm has edited since reads otherwise, and is left as the firm wrote it.
import { and, eq, getTableColumns, isNull } from "drizzle-orm";
import type { SQLiteColumn, SQLiteTable, SQLiteUpdateSetSource } from "drizzle-orm/sqlite-core";
import { firstStartSettings } from "../content/site";
import type { Db } from "../db/client";
import { blogPosts, resources, testimonials, users } from "../db/schema";
import { samplePeople, samplePosts, sampleResources, sampleTestimonials } from "../db/seed-data";

/** The persona facts the samples name. */
export type Persona = { firmName: string; founder: { name: string } };

const FIRST = firstStartSettings({ email: "", phone: "" });
const SAMPLE_FIRM_SHORT = "Meridian";
const SAMPLE_FOUNDER_FIRST = "Avery";

/** A sample text as it reads for `persona`: the sample firm and founder replaced by the persona's. */
export function forPersona(text: string, persona: Persona): string {
  if (isFirstPersona(persona)) return text;
  const firstName = persona.founder.name.split(/\s+/)[0] ?? persona.founder.name;
  return text
    .replaceAll(FIRST.founder.name, persona.founder.name)
    .replaceAll(SAMPLE_FOUNDER_FIRST, firstName)
    .replaceAll(FIRST.firmName, persona.firmName)
    .replaceAll(SAMPLE_FIRM_SHORT, persona.firmName);
}

const isFirstPersona = (persona: Persona) =>
  persona.firmName === FIRST.firmName && persona.founder.name === FIRST.founder.name;

/** A sample person's LinkedIn address for `persona`: none where it would name the sample founder. */
const linkedinFor = (url: string, persona: Persona) =>
  isFirstPersona(persona) || !url.includes(SAMPLE_FOUNDER_FIRST.toLowerCase()) ? url : null;

/** A sample file name for `persona`: as the text, with no spaces. */
const fileNameFor = (name: string, persona: Persona) => forPersona(name, persona).replace(/\s+/g, "-");

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/**
 * In the row of `table` whose `key` is `id`: `field` set to `after` where it still reads `before`
 * (null: where it is empty), so a value the firm has edited since is left as it is.
 */
function rewriteUnedited<T extends SQLiteTable>(
  tx: Tx,
  table: T,
  [key, id]: [SQLiteColumn, string],
  field: keyof T["$inferInsert"] & string,
  [before, after]: [string | null, string | null],
) {
  const column = getTableColumns(table)[field] as SQLiteColumn;
  tx.update(table)
    .set({ [field]: after } as SQLiteUpdateSetSource<T>)
    .where(and(eq(key, id), before === null ? isNull(column) : eq(column, before)))
    .run();
}

/**
 * Rewrites every sample field still as written for `before` to read for `after`, in one transaction;
 * false when the persona did not change (and nothing was written).
 */
export function followPersona(db: Db, before: Persona, after: Persona): boolean {
  if (before.firmName === after.firmName && before.founder.name === after.founder.name) return false;
  /** The text as written for the old persona and for the new one. */
  const both = (text: string): [string, string] => [forPersona(text, before), forPersona(text, after)];
  db.transaction((tx) => {
    for (const sample of sampleTestimonials) {
      rewriteUnedited(tx, testimonials, [testimonials.name, sample.name], "testimonial", both(sample.testimonial));
    }
    for (const sample of samplePosts) {
      rewriteUnedited(tx, blogPosts, [blogPosts.slug, sample.slug], "author", both(sample.author));
    }
    for (const sample of samplePeople) {
      const person: [SQLiteColumn, string] = [users.username, sample.username];
      rewriteUnedited(tx, users, person, "displayName", both(sample.displayName));
      const linkedin: [string | null, string | null] = [
        linkedinFor(sample.linkedinUrl, before),
        linkedinFor(sample.linkedinUrl, after),
      ];
      rewriteUnedited(tx, users, person, "linkedinUrl", linkedin);
      rewriteUnedited(tx, users, person, "bio", both(sample.bio));
    }
    for (const sample of sampleResources) {
      const fileNames: [string, string] = [fileNameFor(sample.fileName, before), fileNameFor(sample.fileName, after)];
      rewriteUnedited(tx, resources, [resources.slug, sample.slug], "fileName", fileNames);
    }
  });
  return true;
}
