// The seeded samples follow the firm of the settings (docs/product.md#make-it-yours): they were
// written for the first start's persona (src/content/site.ts#firstStartSettings), a firm called
// "Meridian" and its founder "Avery Morgan", and a site that names another firm or founder must not
// show theirs. When the settings' firm name or founder changes, every sample field that still reads
// as the samples wrote it for the old settings is rewritten for the new ones: the testimonials'
// texts, the sample posts' author, the sample people's names and bios, the resources' file names.
// A field the firm has edited since reads otherwise, and is left as the firm wrote it.
import { and, eq, isNull } from "drizzle-orm";
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

/**
 * Rewrites every sample field still as written for `before` to read for `after`, in one transaction;
 * false when the persona did not change (and nothing was written).
 */
export function followPersona(db: Db, before: Persona, after: Persona): boolean {
  if (before.firmName === after.firmName && before.founder.name === after.founder.name) return false;
  db.transaction((tx) => {
    for (const sample of sampleTestimonials) {
      tx.update(testimonials)
        .set({ testimonial: forPersona(sample.testimonial, after) })
        .where(
          and(eq(testimonials.name, sample.name), eq(testimonials.testimonial, forPersona(sample.testimonial, before))),
        )
        .run();
    }
    for (const sample of samplePosts) {
      tx.update(blogPosts)
        .set({ author: forPersona(sample.author, after) })
        .where(and(eq(blogPosts.slug, sample.slug), eq(blogPosts.author, forPersona(sample.author, before))))
        .run();
    }
    for (const sample of samplePeople) {
      tx.update(users)
        .set({ displayName: forPersona(sample.displayName, after) })
        .where(and(eq(users.username, sample.username), eq(users.displayName, forPersona(sample.displayName, before))))
        .run();
      const linkedinBefore = linkedinFor(sample.linkedinUrl, before);
      tx.update(users)
        .set({ linkedinUrl: linkedinFor(sample.linkedinUrl, after) })
        .where(
          and(
            eq(users.username, sample.username),
            linkedinBefore === null ? isNull(users.linkedinUrl) : eq(users.linkedinUrl, linkedinBefore),
          ),
        )
        .run();
      tx.update(users)
        .set({ bio: forPersona(sample.bio, after) })
        .where(and(eq(users.username, sample.username), eq(users.bio, forPersona(sample.bio, before))))
        .run();
    }
    for (const sample of sampleResources) {
      tx.update(resources)
        .set({ fileName: fileNameFor(sample.fileName, after) })
        .where(and(eq(resources.slug, sample.slug), eq(resources.fileName, fileNameFor(sample.fileName, before))))
        .run();
    }
  });
  return true;
}
