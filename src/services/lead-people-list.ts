// The Leads tab's list of people and the people export (docs/product.md#leads), read from the
// `lead_people` summary (docs/architecture.md#lead-people; decisions 035, 047): one row per person
// who downloaded, wrote through the contact form or booked, kept equal to a recount of the three by
// the triggers of the migration that made it. A page reads its 25 people through the summary's
// index and, for each, their resources through the index on lower(email): the cost of a page does
// not grow with the leads.
import { and, count, desc, eq, exists, gte, lt, not, or, type SQL, sql } from "drizzle-orm";
import type { SQLiteColumn, SQLiteTable } from "drizzle-orm/sqlite-core";
import type { Db } from "../db/client";
import { bookings, contactMessages, leadPeople, leadStatuses, resourceDownloads, resources } from "../db/schema";
import { LEAD_STATUS_LABELS, type LeadStatus } from "../shared/lead-statuses";
import type { LeadStatusService } from "./lead-status";
import { afterKey } from "./list-pages";
import { escapeLike } from "./sql-search";

export const PEOPLE_PAGE_SIZE = 25;

/** People a chunk of the export: each reads their messages and resources, so fewer than other exports' rows. */
export const PEOPLE_EXPORT_CHUNK_ROWS = 100;

export type PeopleQuery = {
  /** Words in the person's name or e-mail address (their latest download's, message's or booking's). */
  q?: string;
  resource?: number;
  /** Only people with this status ("new": those never given one). */
  status?: LeadStatus;
  /** Only people who did something (downloaded, wrote, booked; of `resource`: downloaded it) at or after this instant / before this one. */
  from?: Date;
  to?: Date;
  page?: number;
  /** The last person of the page before (the keyset's position); wins over `page`. */
  after?: PeopleCursor;
};

/** Where a page of people ends: the order's key of its last person. */
export type PeopleCursor = { lastSeenAt: number; email: string };

export type PersonSummary = {
  email: string;
  name: string;
  linkedinUrl: string;
  firstSeenAt: Date;
  lastSeenAt: Date;
  downloads: number;
  resources: { id: number; title: string; slug: string }[];
  messages: number;
  bookings: number;
  status: LeadStatus;
};

const p = leadPeople;
const d = resourceDownloads;
const m = contactMessages;
const b = bookings;

// The summary's key with its column's affinity taken off (unary +), so that a comparison with
// lower(email) finds the rows through the indexes on lower(email) rather than reading every row.
const personKey = sql`+${p.emailKey}`;

/** The resources the person downloaded, each once, in the order first asked for, as JSON. */
const resourcesJson = sql<string>`(select json_group_array(json_object('id', id, 'title', title, 'slug', slug)) from (
  select ${resources.id} as id, ${resources.title} as title, ${resources.slug} as slug
  from (select ${d.resourceId} as resource_id, min(${d.downloadedAt}) as first from ${d}
        where lower(${d.email}) = ${personKey} group by ${d.resourceId}) as asked
  join ${resources} on ${resources.id} = asked.resource_id
  order by asked.first, ${resources.id}))`;

const summaryColumns = {
  email: p.emailKey,
  name: p.name,
  linkedinUrl: p.linkedinUrl,
  firstSeenAt: p.firstSeenAt,
  lastSeenAt: p.lastSeenAt,
  downloads: p.downloads,
  messages: p.messages,
  bookings: p.bookings,
  resources: resourcesJson,
};

type SummaryRow = Omit<PersonSummary, "resources" | "status"> & { resources: string };

function summaryOf(row: SummaryRow, status: LeadStatus): PersonSummary {
  return { ...row, resources: JSON.parse(row.resources) as PersonSummary["resources"], status };
}

/** The filters of a query as a condition on lead_people. */
function filtered(query: PeopleQuery): SQL | undefined {
  const term = query.q?.trim();
  const like = `%${escapeLike(term ?? "")}%`;
  const dated = query.from !== undefined || query.to !== undefined;
  // A status is a row of lead_statuses by its primary key, the person's lower-cased e-mail.
  const statusIs = (condition: SQL) =>
    exists(sql`(select 1 from ${leadStatuses} where ${leadStatuses.email} = ${p.emailKey} and ${condition})`);
  const within = (at: SQLiteColumn) =>
    and(
      query.from === undefined ? undefined : gte(at, query.from),
      query.to === undefined ? undefined : lt(at, query.to),
    );
  /** Whether the person has a row of `table` (by its e-mail column) meeting `condition`, found through its index on lower(email). */
  const hasOwn = (table: SQLiteTable, email: SQLiteColumn, condition: SQL | undefined) =>
    exists(sql`(select 1 from ${table} where lower(${email}) = ${personKey} and ${condition})`);
  // What the person did on the days asked for: a download of the resource when one is asked for,
  // else anything (a download, a message not marked spam, a booking), each table asked through
  // its own index on lower(email) so only the page's candidates are looked at.
  const did =
    query.resource !== undefined
      ? hasOwn(d, d.email, and(eq(d.resourceId, query.resource), within(d.downloadedAt)))
      : dated
        ? or(
            hasOwn(d, d.email, within(d.downloadedAt)),
            hasOwn(m, m.email, and(eq(m.spam, false), within(m.createdAt))),
            hasOwn(b, b.email, within(b.createdAt)),
          )
        : undefined;
  return and(
    query.status === undefined
      ? undefined
      : query.status === "new"
        ? not(statusIs(sql`${leadStatuses.status} <> 'new'`))
        : statusIs(eq(leadStatuses.status, query.status)),
    term ? or(sql`${p.name} LIKE ${like} ESCAPE '\\'`, sql`${p.emailKey} LIKE ${like} ESCAPE '\\'`) : undefined,
    // The summary's first and last sighting rule most people out before their activity is looked at.
    query.from === undefined ? undefined : gte(p.lastSeenAt, query.from),
    query.to === undefined ? undefined : lt(p.firstSeenAt, query.to),
    did,
  );
}

/** After the person `after` in the list's order: latest activity first, then by e-mail (backwards, as the index is read). */
const afterPerson = (after: PeopleCursor | undefined) =>
  after === undefined
    ? undefined
    : afterKey([
        { by: p.lastSeenAt, descending: true, value: after.lastSeenAt },
        { by: p.emailKey, descending: true, value: after.email },
      ]);

/** The cursor of the page that follows `person`. */
export const cursorAfter = (person: { lastSeenAt: Date; email: string }): PeopleCursor => ({
  lastSeenAt: person.lastSeenAt.getTime(),
  email: person.email,
});

export function createPeopleList(db: Db, statuses: LeadStatusService) {
  /** Up to `limit` people meeting `where`, after `after` in the list's order, from `offset`. */
  function read(where: SQL | undefined, after: PeopleCursor | undefined, limit: number, offset = 0) {
    return db
      .select(summaryColumns)
      .from(p)
      .where(and(where, afterPerson(after)))
      .orderBy(desc(p.lastSeenAt), desc(p.emailKey))
      .limit(limit)
      .offset(offset)
      .all() as SummaryRow[];
  }

  /** The rows' summaries, each with its status (one look-up for them all). */
  function summariesOf(rows: SummaryRow[]) {
    const status = statuses.statusesOf(rows.map((row) => row.email));
    return rows.map((row) => ({ ...summaryOf(row, status.get(row.email) ?? "new"), cursor: cursorAfter(row) }));
  }

  return {
    /**
     * One page of people (who downloaded, wrote or booked), latest activity first, with the filters
     * applied: the page after `after` (a keyset, docs/architecture.md#admin-lists), else the page
     * numbered `page`. `nextCursor` names the page after it, null on the last.
     */
    page(query: PeopleQuery) {
      const page = Math.max(query.page ?? 1, 1);
      const where = filtered(query);
      const total = db.select({ n: count() }).from(p).where(where).get()?.n ?? 0;
      const rows = query.after
        ? read(where, query.after, PEOPLE_PAGE_SIZE)
        : read(where, undefined, PEOPLE_PAGE_SIZE, (page - 1) * PEOPLE_PAGE_SIZE);
      const last = rows.at(-1);
      return {
        data: summariesOf(rows).map(({ cursor: _cursor, ...summary }) => summary),
        total,
        page,
        pageSize: PEOPLE_PAGE_SIZE,
        nextCursor: last && rows.length === PEOPLE_PAGE_SIZE ? cursorAfter(last) : null,
      };
    },

    /** For the export: up to `limit` people after `after` (a summary with its cursor). */
    chunkAfter(after: (PersonSummary & { cursor: PeopleCursor }) | undefined, limit: number) {
      return summariesOf(read(undefined, after?.cursor, limit));
    },
  };
}

/** The columns of the people export, one row per person. */
export const PEOPLE_CSV_COLUMNS = [
  "Name",
  "Email",
  "LinkedIn URL",
  "First Seen",
  "Last Seen",
  "Downloads",
  "Resources",
  "Messages",
  "Bookings",
  "Status",
] as const;

export const personCells = (person: PersonSummary) => [
  person.name,
  person.email,
  person.linkedinUrl,
  person.firstSeenAt,
  person.lastSeenAt,
  person.downloads,
  person.resources.map((r) => r.title).join("; "),
  person.messages,
  person.bookings,
  LEAD_STATUS_LABELS[person.status],
];
