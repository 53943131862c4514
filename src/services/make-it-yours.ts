// "Make it yours" (docs/product.md#make-it-yours): what of a fresh install is still the sample
// persona's, for the dashboard's checklist, and the one step that takes the seeded samples off the
// site and its undo. The samples are known by what the seeder wrote (src/db/seed-data.ts, seed-case-studies.ts): posts,
// resources and case studies by slug, testimonials by name, people by username. "Unpublish sample content"
// records exactly what it changed in app_meta, so "Put them back" restores that and nothing else:
// a sample the firm published again or edited in between stays as the firm left it.
import { and, eq, inArray, isNotNull } from "drizzle-orm";
import { firstStartSettings } from "../content/site";
import type { SQLiteColumn, SQLiteTable } from "drizzle-orm/sqlite-core";
import type { Db } from "../db/client";
import { appMeta, blogPosts, caseStudies, resources, testimonials, users } from "../db/schema";
import { sampleCaseStudies } from "../db/seed-case-studies";
import { samplePeople, samplePosts, sampleResources, sampleTestimonials } from "../db/seed-data";
import { pageTitles } from "../shared/schemas/pages";
import { type ContentEvents, contentTags } from "./content-events";
import type { PageContent } from "./page-content";
import type { SettingsService } from "./settings";

const UNPUBLISHED_KEY = "samples-unpublished";

/** What "Unpublish sample content" changed: the ids it unpublished, and each person's public name. */
type Unpublished = {
  posts: number[];
  resources: number[];
  testimonials: number[];
  people: { id: number; displayName: string }[];
  caseStudies: number[];
};

const sampleTestimonialNames = sampleTestimonials.map((sample) => sample.name);

const EMPTY: Unpublished = { posts: [], resources: [], testimonials: [], people: [], caseStudies: [] };

/** Addresses and numbers made to be examples, never anyone's: example.com and the like, 555-01xx. */
const PLACEHOLDER_EMAIL = /@(?:[\w-]+\.)*(?:example\.(?:com|org|net)|example|test|invalid|localhost)$/i;
const PLACEHOLDER_PHONE = /555[\s.-]?01\d\d/;

export type ChecklistItem = {
  id: "contact" | "identity" | "portrait" | "share-image" | "samples" | "pages";
  label: string;
  done: boolean;
  /** What is left, in a sentence. */
  detail: string;
};

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** Publishes (or unpublishes) the sample posts, resources and case studies of `ids`, and features (or not) its testimonials. */
function showSamples(tx: Tx, ids: Unpublished, shown: boolean) {
  if (ids.posts.length) tx.update(blogPosts).set({ published: shown }).where(inArray(blogPosts.id, ids.posts)).run();
  if (ids.resources.length) {
    tx.update(resources).set({ published: shown }).where(inArray(resources.id, ids.resources)).run();
  }
  if (ids.caseStudies.length) {
    tx.update(caseStudies).set({ published: shown }).where(inArray(caseStudies.id, ids.caseStudies)).run();
  }
  if (ids.testimonials.length) {
    tx.update(testimonials).set({ featured: shown }).where(inArray(testimonials.id, ids.testimonials)).run();
  }
}

export function createMakeItYours(deps: {
  db: Db;
  events: ContentEvents;
  settings: SettingsService;
  pages: PageContent;
}) {
  const { db, events } = deps;
  const firstStart = firstStartSettings({ email: "", phone: "" });

  /** The ids of the rows of `table` whose `key` is one of the samples' `keys` and whose `shown` flag is on. */
  function shownSampleIds(
    table: SQLiteTable & { id: SQLiteColumn },
    key: SQLiteColumn,
    keys: string[],
    shown: SQLiteColumn,
  ) {
    return db
      .select({ id: table.id })
      .from(table)
      .where(and(inArray(key, keys), eq(shown, true)))
      .all()
      .map((row) => row.id as number);
  }

  /** The samples the site still shows: published posts and resources, featured testimonials, public people. */
  function publishedSamples() {
    const people = db
      .select({ id: users.id, displayName: users.displayName })
      .from(users)
      .where(
        and(
          inArray(
            users.username,
            samplePeople.map((person) => person.username),
          ),
          isNotNull(users.displayName),
        ),
      )
      .all()
      .flatMap((row) => (row.displayName ? [{ id: row.id, displayName: row.displayName }] : []));
    const slugs = (samples: readonly { slug: string }[]) => samples.map((sample) => sample.slug);
    return {
      posts: shownSampleIds(blogPosts, blogPosts.slug, slugs(samplePosts), blogPosts.published),
      resources: shownSampleIds(resources, resources.slug, slugs(sampleResources), resources.published),
      testimonials: shownSampleIds(testimonials, testimonials.name, sampleTestimonialNames, testimonials.featured),
      people,
      caseStudies: shownSampleIds(caseStudies, caseStudies.slug, slugs(sampleCaseStudies), caseStudies.published),
    } satisfies Unpublished;
  }

  const record = () => db.select({ value: appMeta.value }).from(appMeta).where(eq(appMeta.key, UNPUBLISHED_KEY)).get();

  function recorded(): Unpublished {
    const row = record();
    return row ? { ...EMPTY, ...(JSON.parse(row.value) as Partial<Unpublished>) } : EMPTY;
  }

  return {
    /** The checklist, item by item; the dashboard shows it until every item is done. */
    checklist(): { done: boolean; items: ChecklistItem[]; samplesUnpublished: boolean } {
      const settings = deps.settings.current();
      const placeholders = [
        PLACEHOLDER_EMAIL.test(settings.email) ? "the e-mail" : null,
        PLACEHOLDER_PHONE.test(settings.phone ?? "") ? "the phone number" : null,
        settings.location === firstStart.location ? "the location" : null,
      ].filter((found) => found !== null);
      const sample = [
        settings.firmName === firstStart.firmName ? "the firm's name" : null,
        settings.founder.name === firstStart.founder.name ? "the founder" : null,
      ].filter((found) => found !== null);
      const samples = publishedSamples();
      const sampleCount =
        samples.posts.length +
        samples.resources.length +
        samples.testimonials.length +
        samples.people.length +
        samples.caseStudies.length;
      const unreviewed = deps.pages.neverReviewed();
      const items: ChecklistItem[] = [
        {
          id: "identity",
          label: "Name the firm and its founder",
          done: sample.length === 0,
          detail: sample.length ? `Still the sample's: ${sample.join(" and ")}.` : "Done.",
        },
        {
          id: "contact",
          label: "Give your own contact details",
          done: placeholders.length === 0,
          detail: placeholders.length ? `Still placeholders: ${placeholders.join(", ")}.` : "Done.",
        },
        {
          id: "portrait",
          label: "Add the founder's portrait",
          done: settings.founder.portraitUrl !== null,
          detail: settings.founder.portraitUrl ? "Done." : "Pages show initials in its place.",
        },
        {
          id: "share-image",
          label: "Choose a share image",
          done: settings.seo.ogImageUrl !== null,
          detail: settings.seo.ogImageUrl
            ? "Done."
            : "Links to the site show the default card with the firm's name and tagline.",
        },
        {
          id: "samples",
          label: "Take the sample content off the site",
          done: sampleCount === 0,
          detail: sampleCount
            ? `Still public: ${samples.posts.length} sample posts, ${samples.resources.length} resources, ${samples.caseStudies.length} case studies, ${samples.testimonials.length} testimonials and ${samples.people.length} people.`
            : "Done.",
        },
        {
          id: "pages",
          label: "Review the page texts",
          done: unreviewed.length === 0,
          detail: unreviewed.length
            ? `Never published: ${unreviewed.map((name) => pageTitles[name]).join(", ")}.`
            : "Done.",
        },
      ];
      return {
        done: items.every((item) => item.done),
        items,
        samplesUnpublished: record() !== undefined,
      };
    },

    /** Takes every sample the site still shows off it, in one transaction; what it changed is kept. */
    unpublishSamples(): Unpublished {
      const changed = db.transaction((tx) => {
        const found = publishedSamples();
        const before = recorded();
        const merged: Unpublished = {
          posts: [...new Set([...before.posts, ...found.posts])],
          resources: [...new Set([...before.resources, ...found.resources])],
          testimonials: [...new Set([...before.testimonials, ...found.testimonials])],
          people: [...before.people, ...found.people.filter((p) => !before.people.some((b) => b.id === p.id))],
          caseStudies: [...new Set([...before.caseStudies, ...found.caseStudies])],
        };
        showSamples(tx, found, false);
        const personIds = found.people.map((person) => person.id);
        if (personIds.length) tx.update(users).set({ displayName: null }).where(inArray(users.id, personIds)).run();
        const value = JSON.stringify(merged);
        tx.insert(appMeta)
          .values({ key: UNPUBLISHED_KEY, value })
          .onConflictDoUpdate({ target: appMeta.key, set: { value } })
          .run();
        return found;
      });
      // `people` as well: the public names changed, which the labels of the images' uses show (decision 050).
      events.changed([contentTags.site, contentTags.people]);
      return changed;
    },

    /** Puts back what "Unpublish sample content" took off, and forgets it. */
    republishSamples(): Unpublished {
      const restored = db.transaction((tx) => {
        const taken = recorded();
        showSamples(tx, taken, true);
        for (const person of taken.people) {
          tx.update(users).set({ displayName: person.displayName }).where(eq(users.id, person.id)).run();
        }
        tx.delete(appMeta).where(eq(appMeta.key, UNPUBLISHED_KEY)).run();
        return taken;
      });
      // `people` as well: the public names changed, which the labels of the images' uses show (decision 050).
      events.changed([contentTags.site, contentTags.people]);
      return restored;
    },
  };
}

export type MakeItYours = ReturnType<typeof createMakeItYours>;
