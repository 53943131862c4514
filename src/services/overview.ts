// What the admin's Home tab reads in one request (GET /api/admin/overview; docs/product.md#admin-home):
// the week's new leads and bookings by name, the messages still to handle, drafts and scheduled
// items, and the article that led to the most conversions this month. Each part is a small read;
// the API asks only for the parts the caller's role may see (src/api/admin/overview.ts).
//
// "This week" starts on Monday at midnight and "this month" on its first day, both on the site's
// clock (settings.timeZone), as the firm reads its calendar.
import { TZDate } from "@date-fns/tz";
import { and, count, desc, eq, gt, gte, inArray, like, ne, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { analyticsDaily, blogPosts, bookings, leadPeople, meetingTypes, resources } from "../db/schema";
import { formatIsoDate } from "../shared/format";
import type { PageTitles } from "./page-titles";

/** How many names a list of the overview shows; the count says how many there are in all. */
export const OVERVIEW_LIST_LIMIT = 8;

/** The conversions that make a lead of a visit (docs/product.md#analytics). */
const LEAD_METRICS = ["download", "message", "booking"] as const;

/** Monday 00:00 of the week holding `now`, on `timeZone`'s clock. */
export function startOfWeek(now: number, timeZone: string): Date {
  const local = new TZDate(now, timeZone);
  const sinceMonday = (local.getDay() + 6) % 7;
  return new Date(
    new TZDate(local.getFullYear(), local.getMonth(), local.getDate() - sinceMonday, 0, 0, 0, timeZone).getTime(),
  );
}

export function createOverview(deps: {
  db: Db;
  now: () => number;
  /** The site's time zone (SITE_TIME_ZONE). */
  timeZone: string;
  inbox: { unhandledCount(): number };
  titles: PageTitles;
}) {
  const { db, now } = deps;
  const weekStart = () => startOfWeek(now(), deps.timeZone);

  return {
    weekStart,

    /** People first seen this week (a download, a message or a booking), newest first. */
    newLeads() {
      const since = weekStart();
      const people = db
        .select({ name: leadPeople.name, email: leadPeople.email, at: leadPeople.firstSeenAt })
        .from(leadPeople)
        .where(gte(leadPeople.firstSeenAt, since))
        .orderBy(desc(leadPeople.firstSeenAt))
        .limit(OVERVIEW_LIST_LIMIT)
        .all();
      const total = db.select({ n: count() }).from(leadPeople).where(gte(leadPeople.firstSeenAt, since)).get();
      return { total: total?.n ?? 0, people };
    },

    /** Bookings made this week and not cancelled, newest first, with the meeting's name and time. */
    newBookings() {
      const made = and(gte(bookings.createdAt, weekStart()), ne(bookings.status, "cancelled"));
      const items = db
        .select({
          id: bookings.id,
          name: bookings.name,
          meeting: meetingTypes.name,
          startsAt: bookings.startsAt,
          createdAt: bookings.createdAt,
        })
        .from(bookings)
        .innerJoin(meetingTypes, eq(meetingTypes.id, bookings.meetingTypeId))
        .where(made)
        .orderBy(desc(bookings.createdAt), desc(bookings.id))
        .limit(OVERVIEW_LIST_LIMIT)
        .all();
      const total = db.select({ n: count() }).from(bookings).where(made).get();
      return { total: total?.n ?? 0, items };
    },

    /** Messages not yet handled (spam left out), as the Messages tab counts them. */
    unreadMessages: () => deps.inbox.unhandledCount(),

    /**
     * Drafts and scheduled posts (only `ownerId`'s when given: an Author's own), and, with
     * `withResources`, drafts and scheduled resources; scheduled first (soonest first), then drafts
     * (last changed first).
     */
    unpublished(options: { ownerId?: number; withResources: boolean }) {
      const at = new Date(now());
      const itemsOf = (kind: "post" | "resource") => {
        const table = kind === "post" ? blogPosts : resources;
        const mine =
          kind === "post" && options.ownerId !== undefined ? eq(blogPosts.ownerId, options.ownerId) : undefined;
        const rows = db
          .select({
            id: table.id,
            title: table.title,
            published: table.published,
            publishedAt: table.publishedAt,
            updatedAt: table.updatedAt,
          })
          .from(table)
          .where(and(mine, sql`(${table.published} = 0 or ${table.publishedAt} > ${at.getTime()})`))
          .all();
        return rows.map((row) => ({
          kind,
          id: row.id,
          title: row.title,
          state: row.published ? ("scheduled" as const) : ("draft" as const),
          publishAt: row.published ? row.publishedAt : null,
          updatedAt: row.updatedAt,
        }));
      };
      const all = [...itemsOf("post"), ...(options.withResources ? itemsOf("resource") : [])];
      const scheduled = all
        .filter((item) => item.state === "scheduled")
        .sort((a, b) => (a.publishAt?.getTime() ?? 0) - (b.publishAt?.getTime() ?? 0));
      const drafts = all
        .filter((item) => item.state === "draft")
        .sort((a, b) => b.updatedAt.getTime() - a.updatedAt.getTime());
      return {
        drafts: drafts.length,
        scheduled: scheduled.length,
        items: [...scheduled, ...drafts].slice(0, OVERVIEW_LIST_LIMIT),
      };
    },

    /**
     * The article (a blog post's page) last viewed before the most conversions this month; null when
     * no conversion this month followed an article, or its post is gone.
     */
    topArticle() {
      const today = formatIsoDate(now(), deps.timeZone);
      const t = analyticsDaily;
      const leads = sql<number>`sum(${t.count})`.mapWith(Number);
      const rows = db
        .select({ path: t.content, leads })
        .from(t)
        .where(
          and(
            inArray(t.metric, [...LEAD_METRICS]),
            gte(t.day, `${today.slice(0, 8)}01`),
            like(t.content, "/blog/%"),
            gt(t.count, 0),
          ),
        )
        .groupBy(t.content)
        .orderBy(desc(leads), t.content)
        .limit(OVERVIEW_LIST_LIMIT)
        .all();
      const titles = deps.titles.titlesOf(rows.map((row) => row.path));
      const top = rows.find((row) => titles.has(row.path));
      return top ? { title: titles.get(top.path)!, path: top.path, leads: top.leads } : null;
    },
  };
}

export type Overview = ReturnType<typeof createOverview>;
