// The scale data set (docs/performance.md#scale): the content and leads of a firm after some years
// of success, written beside the first-start seed of a fresh DATA_DIR so that `npm run bench --
// --scale` can measure the same build on both. At factor 100: 5,000 published posts of about
// 1,400 words, 500 resources, 100,000 downloads from 30,000 people, 20,000 contact messages,
// 200,000 activity entries and a year of analytics (about 214,000 daily rows); every count scales
// with the factor.
//
// Rows go in through SQL, not the services: one transaction and one prepared statement per table
// keep 100× to seconds, where a service call per row (with its content event and audit entry)
// would take many minutes. The statements name their columns through the Drizzle tables of
// src/db/schema.ts, so a renamed or removed column fails the type check here instead of writing a
// data set that no longer matches the schema.
import type { Database } from "bun:sqlite";
import { getTableConfig, type SQLiteTable } from "drizzle-orm/sqlite-core";
import {
  analyticsDaily,
  auditLog,
  blogPosts,
  contactMessages,
  resourceDownloads,
  resources,
} from "../../src/db/schema";
import { resourceCategories } from "../../src/shared/resource-options";
import type { Services } from "../../src/services";
import { articleHtml, person, randomSource, sentence, title } from "./text";

const DAY_MS = 24 * 60 * 60 * 1000;

/** What factor 1 writes; `--factor 100` is the data set the budgets are measured on. */
export const PER_FACTOR = {
  posts: 50,
  resources: 5,
  downloads: 1000,
  people: 300,
  messages: 200,
  activity: 2000,
  /** Analytics rows per day, for a year of days. */
  analyticsPerDay: 6,
} as const;
const ANALYTICS_DAYS = 365;
const POST_WORDS = 1400;

export type ScaleCounts = { [K in keyof typeof PER_FACTOR]: number };

export function scaleCounts(factor: number): ScaleCounts {
  const counts: Record<string, number> = {};
  for (const [key, n] of Object.entries(PER_FACTOR)) counts[key] = Math.max(1, Math.round(n * factor));
  return counts as ScaleCounts;
}

/** A prepared INSERT of the given fields of a schema table, in that order; values as SQLite stores them. */
function insertInto<T extends SQLiteTable>(
  sqlite: Database,
  table: T,
  fields: (keyof T["$inferInsert"] & string)[],
  verb = "INSERT",
) {
  const columns = fields.map((field) => (table as unknown as Record<string, { name: string }>)[field]!.name);
  const statement = sqlite.prepare(
    `${verb} INTO "${getTableConfig(table).name}" (${columns.map((c) => `"${c}"`).join(", ")}) VALUES (${columns.map(() => "?").join(", ")})`,
  );
  return (...values: (string | number | null)[]) => statement.run(...values);
}

const POST_CATEGORIES = [
  "Product Strategy",
  "Product Operations",
  "Product Leadership",
  "Product Discovery",
  "Product Analytics",
  "Roadmapping",
  "Pricing",
  "Teams and Hiring",
];
const SERVICES = ["fractional-cpo", "product-management", "product-operations", "other"];
const ACTIONS = ["login", "logout", "PUT /api/blog", "POST /api/blog", "PUT /api/resources", "PATCH /api/contact"];
const DEVICES = ["desktop", "mobile", "tablet"];
const SOURCES = ["", "linkedin", "newsletter", "google"];
const USER_AGENT = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36";

/**
 * Writes the scale rows into a migrated, seeded database, in one transaction. `fileUrl`: the
 * private file every scale resource serves (one of the seed's), so downloads work end to end.
 */
export function writeScaleData(
  sqlite: Database,
  options: { factor: number; now?: number; seed?: number; fileUrl: string; author: string },
): ScaleCounts {
  const counts = scaleCounts(options.factor);
  const now = options.now ?? Date.now();
  const random = randomSource(options.seed ?? 46);

  sqlite
    .transaction(() => {
      const post = insertInto(sqlite, blogPosts, [
        "title",
        "slug",
        "author",
        "excerpt",
        "content",
        "category",
        "published",
        "publishedAt",
        "readTime",
        "createdAt",
        "updatedAt",
      ]);
      for (let i = 0; i < counts.posts; i++) {
        const publishedAt = now - DAY_MS - Math.floor((i / counts.posts) * 3 * 365 * DAY_MS);
        const content = articleHtml(random, POST_WORDS);
        const words = content.split(" ").length;
        post(
          `${title(random)} (${i + 1})`,
          `scale-post-${i + 1}`,
          options.author,
          sentence(random),
          content,
          random.pick(POST_CATEGORIES),
          1,
          publishedAt,
          `${Math.max(1, Math.round(words / 230))} min read`,
          publishedAt,
          publishedAt,
        );
      }

      const resource = insertInto(sqlite, resources, [
        "slug",
        "title",
        "description",
        "category",
        "fileUrl",
        "fileName",
        "fileSize",
        "fileType",
        "published",
        "publishedAt",
        "createdAt",
        "updatedAt",
      ]);
      const resourceIds: number[] = [];
      for (let i = 0; i < counts.resources; i++) {
        const publishedAt = now - DAY_MS - Math.floor((i / counts.resources) * 3 * 365 * DAY_MS);
        const result = resource(
          `scale-resource-${i + 1}`,
          `${title(random)} toolkit (${i + 1})`,
          `${sentence(random)} ${sentence(random)}`,
          random.pick(resourceCategories),
          options.fileUrl,
          `Scale-Resource-${i + 1}.pdf`,
          "120 KB",
          "PDF",
          1,
          publishedAt,
          publishedAt,
          publishedAt,
        );
        resourceIds.push(Number(result.lastInsertRowid));
      }

      const download = insertInto(sqlite, resourceDownloads, [
        "resourceId",
        "name",
        "email",
        "linkedinUrl",
        "downloadedAt",
        "ipAddress",
        "userAgent",
      ]);
      for (let i = 0; i < counts.downloads; i++) {
        // Every person downloads at least once; the rest are repeat downloads by earlier people.
        const who = person(i < counts.people ? i : random.int(counts.people));
        download(
          random.pick(resourceIds),
          who.name,
          who.email,
          who.linkedinUrl,
          now - Math.floor(random.next() * 365 * DAY_MS),
          `198.51.100.${i % 250}`,
          USER_AGENT,
        );
      }
      sqlite.exec(
        `UPDATE resources SET download_count = (SELECT count(*) FROM resource_downloads d WHERE d.resource_id = resources.id)`,
      );

      const message = insertInto(sqlite, contactMessages, [
        "name",
        "email",
        "company",
        "service",
        "message",
        "read",
        "spam",
        "unverified",
        "createdAt",
      ]);
      for (let i = 0; i < counts.messages; i++) {
        const who = person(random.int(counts.people * 2));
        message(
          who.name,
          who.email,
          who.company,
          random.pick(SERVICES),
          `${sentence(random)} ${sentence(random)} ${sentence(random)}`,
          random.next() < 0.8 ? 1 : 0,
          random.next() < 0.05 ? 1 : 0,
          0,
          now - Math.floor(random.next() * 2 * 365 * DAY_MS),
        );
      }

      const activity = insertInto(sqlite, auditLog, [
        "at",
        "actorUsername",
        "action",
        "targetId",
        "targetKind",
        "targetTitle",
        "ip",
      ]);
      for (let i = 0; i < counts.activity; i++) {
        const action = random.pick(ACTIONS);
        const onPost = action.includes("/api/blog");
        const target = onPost ? String(1 + random.int(counts.posts)) : null;
        activity(
          now - Math.floor(((counts.activity - i) / counts.activity) * 2 * 365 * DAY_MS),
          "admin",
          target ? `${action}/${target}` : action,
          target,
          onPost ? "post" : null,
          onPost ? `Post ${target}` : null,
          "203.0.113.7",
        );
      }

      // A year of daily rows; the unique key (day, metric, path, …) is kept by varying the path and
      // the device, and OR IGNORE drops the rare repeat rather than inventing another dimension.
      const analytics = insertInto(
        sqlite,
        analyticsDaily,
        ["day", "metric", "path", "source", "device", "count"],
        "INSERT OR IGNORE",
      );
      const metrics = [
        "view",
        "view",
        "view",
        "visit",
        "visitor",
        "dialog",
        "download",
        "message",
        "converted",
      ] as const;
      for (let d = 0; d < ANALYTICS_DAYS; d++) {
        const day = new Date(now - (d + 1) * DAY_MS).toISOString().slice(0, 10);
        for (let i = 0; i < counts.analyticsPerDay; i++) {
          const metric = metrics[i % metrics.length]!;
          const path = i % 5 === 0 ? "/" : `/blog/scale-post-${1 + ((i * 7 + d) % counts.posts)}`;
          analytics(
            day,
            metric,
            path,
            SOURCES[i % SOURCES.length]!,
            DEVICES[Math.floor(i / metrics.length) % DEVICES.length]!,
            1 + random.int(40),
          );
        }
      }
    })
    .immediate();
  return counts;
}

/**
 * The tables derived from the rows above, rebuilt by the services that own them: the one place a
 * derived table of the scale data set is brought up to date (a per-person summary of leads, the
 * media uses of posts). Rows written through SQL skip the services' own upkeep, so each such table
 * needs its rebuild called here: the media uses of the content (src/services/media-uses.ts), and
 * the media library's record of stored images, which every start also makes. The people summary
 * and the analytics roll-ups are kept by SQL triggers, which SQL writes fire too.
 */
export async function rebuildDerivedTables(services: Services): Promise<void> {
  await services.media.rebuildUses();
  await services.media.recordStoredImages();
}
