// The leads the gated resources capture (one row of resource_downloads per download), as the admin
// exports them: every lead with the title and slug of the resource it asked for, and the CSV
// documents of the dashboard's two export links (src/api/admin/leads.ts, src/api/admin/resources.ts).
import { and, asc, desc, eq, gte, inArray, lt, or, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { auditLog, contactMessages, resourceDownloads, resources, type ResourceDownload } from "../db/schema";
import { type BookingLeadEvent, bookingLeadEvents, eraseBookingsOf } from "./booking/lead";
import { toCsv } from "./csv";
import { escapeLike } from "./sql-search";

type LeadWithResource = ResourceDownload & { resourceTitle: string; resourceSlug: string };

const LEAD_COLUMNS = ["Name", "Email", "LinkedIn URL", "Downloaded At", "IP Address", "User Agent"] as const;

const leadCells = (lead: ResourceDownload) => [
  lead.name,
  lead.email,
  lead.linkedinUrl,
  lead.downloadedAt,
  lead.ipAddress,
  lead.userAgent,
];

/** One resource's leads as CSV (the rows come from ResourceService.downloadsOf, newest first). */
export function resourceLeadsCsv(leads: readonly ResourceDownload[]): string {
  return toCsv(LEAD_COLUMNS, leads.map(leadCells));
}

/** Every lead as CSV, each with the resource it asked for. */
export function allLeadsCsv(leads: readonly LeadWithResource[]): string {
  return toCsv(
    ["Resource", "Resource Slug", ...LEAD_COLUMNS],
    leads.map((lead) => [lead.resourceTitle, lead.resourceSlug, ...leadCells(lead)]),
  );
}

export function createLeadService(db: Db) {
  return {
    /** Every lead, newest first, with its resource's title and slug. */
    listAll(): LeadWithResource[] {
      return db
        .select({ lead: resourceDownloads, resourceTitle: resources.title, resourceSlug: resources.slug })
        .from(resourceDownloads)
        .innerJoin(resources, eq(resources.id, resourceDownloads.resourceId))
        .orderBy(desc(resourceDownloads.downloadedAt), desc(resourceDownloads.id))
        .all()
        .map(({ lead, resourceTitle, resourceSlug }) => ({ ...lead, resourceTitle, resourceSlug }));
    },
  };
}

// ---------------------------------------------------------------------------------------------
// People (docs/product.md#leads): the leads grouped by e-mail, case-insensitively, with what each
// person did, and the erasure of one person (GDPR Art. 17).
// ---------------------------------------------------------------------------------------------

export const PEOPLE_PAGE_SIZE = 25;

export type PeopleQuery = {
  q?: string;
  resource?: number;
  /** Only people with a download at or after this instant / before this one. */
  from?: Date;
  to?: Date;
  page?: number;
};

export type PersonSummary = {
  email: string;
  name: string;
  linkedinUrl: string;
  firstSeenAt: Date;
  lastSeenAt: Date;
  downloads: number;
  resources: { id: number; title: string; slug: string }[];
  messages: number;
};

export type PersonEvent =
  | {
      type: "download";
      id: number;
      at: Date;
      name: string;
      linkedinUrl: string;
      resource: { id: number; title: string; slug: string };
      privacyVersion: string | null;
    }
  | {
      type: "message";
      id: number;
      at: Date;
      name: string;
      company: string | null;
      service: string;
      message: string;
      privacyVersion: string | null;
    }
  | BookingLeadEvent;

export type Person = PersonSummary & { events: PersonEvent[] };

const lowerEmail = sql`lower(${resourceDownloads.email})`;

export function createLeadPeople(db: Db) {
  function downloadsOf(keys: string[]) {
    if (keys.length === 0) return [];
    return db
      .select({ lead: resourceDownloads, resource: { id: resources.id, title: resources.title, slug: resources.slug } })
      .from(resourceDownloads)
      .innerJoin(resources, eq(resources.id, resourceDownloads.resourceId))
      .where(inArray(lowerEmail, keys))
      .orderBy(asc(resourceDownloads.downloadedAt), asc(resourceDownloads.id))
      .all();
  }

  function messagesOf(keys: string[]) {
    if (keys.length === 0) return [];
    return db
      .select()
      .from(contactMessages)
      .where(and(inArray(sql`lower(${contactMessages.email})`, keys), eq(contactMessages.spam, false)))
      .orderBy(asc(contactMessages.createdAt), asc(contactMessages.id))
      .all();
  }

  function summarise(keys: string[]): Map<string, Person> {
    const people = new Map<string, Person>();
    const personOf = (key: string, at: Date, name: string) => {
      let person = people.get(key);
      if (!person) {
        person = {
          email: key,
          name,
          linkedinUrl: "",
          firstSeenAt: at,
          lastSeenAt: at,
          downloads: 0,
          resources: [],
          messages: 0,
          events: [],
        };
        people.set(key, person);
      }
      if (at < person.firstSeenAt) person.firstSeenAt = at;
      if (at >= person.lastSeenAt) person.lastSeenAt = at;
      return person;
    };
    for (const { lead, resource } of downloadsOf(keys)) {
      const person = personOf(lead.email.toLowerCase(), lead.downloadedAt, lead.name);
      // The latest download's name and LinkedIn address are the person's.
      person.name = lead.name;
      person.linkedinUrl = lead.linkedinUrl;
      person.downloads++;
      if (!person.resources.some((r) => r.id === resource.id)) person.resources.push(resource);
      person.events.push({
        type: "download",
        id: lead.id,
        at: lead.downloadedAt,
        name: lead.name,
        linkedinUrl: lead.linkedinUrl,
        resource,
        privacyVersion: lead.privacyVersion,
      });
    }
    for (const message of messagesOf(keys)) {
      const person = personOf(message.email.toLowerCase(), message.createdAt, message.name);
      person.messages++;
      person.events.push({
        type: "message",
        id: message.id,
        at: message.createdAt,
        name: message.name,
        company: message.company,
        service: message.service,
        message: message.message,
        privacyVersion: message.privacyVersion,
      });
    }
    // A booking is a lead (docs/product.md#booking): on the person's timeline.
    for (const { email, ...event } of bookingLeadEvents(db, keys))
      personOf(email, event.at, event.name).events.push(event);
    for (const person of people.values()) person.events.sort((a, b) => b.at.getTime() - a.at.getTime());
    return people;
  }

  function filtered(query: PeopleQuery) {
    const term = query.q?.trim();
    return and(
      term
        ? or(
            sql`${resourceDownloads.name} LIKE ${`%${escapeLike(term)}%`} ESCAPE '\\'`,
            sql`${resourceDownloads.email} LIKE ${`%${escapeLike(term)}%`} ESCAPE '\\'`,
          )
        : undefined,
      query.resource === undefined ? undefined : eq(resourceDownloads.resourceId, query.resource),
      query.from === undefined ? undefined : gte(resourceDownloads.downloadedAt, query.from),
      query.to === undefined ? undefined : lt(resourceDownloads.downloadedAt, query.to),
    );
  }

  return {
    /** One page of people who downloaded something, latest download first, with the filters applied. */
    list(query: PeopleQuery): { data: PersonSummary[]; total: number; page: number; pageSize: number } {
      const page = Math.max(query.page ?? 1, 1);
      const where = filtered(query);
      const total =
        db
          .select({ n: sql<number>`count(distinct ${lowerEmail})` })
          .from(resourceDownloads)
          .where(where)
          .get()?.n ?? 0;
      const keys = db
        .select({ key: sql<string>`${lowerEmail}`, last: sql<number>`max(${resourceDownloads.downloadedAt})` })
        .from(resourceDownloads)
        .where(where)
        .groupBy(lowerEmail)
        .orderBy(sql`max(${resourceDownloads.downloadedAt}) desc`, sql`${lowerEmail}`)
        .limit(PEOPLE_PAGE_SIZE)
        .offset((page - 1) * PEOPLE_PAGE_SIZE)
        .all()
        .map((row) => row.key);
      const people = summarise(keys);
      const data = keys.flatMap((key) => {
        const person = people.get(key);
        if (!person) return [];
        const { events: _events, ...summary } = person;
        return [summary];
      });
      return { data, total, page, pageSize: PEOPLE_PAGE_SIZE };
    },

    /** Every person who downloaded something, latest first, for the CSV export. */
    all(): PersonSummary[] {
      const keys = db
        .select({ key: sql<string>`${lowerEmail}` })
        .from(resourceDownloads)
        .groupBy(lowerEmail)
        .orderBy(sql`max(${resourceDownloads.downloadedAt}) desc`, sql`${lowerEmail}`)
        .all()
        .map((row) => row.key);
      const people = summarise(keys);
      return keys.flatMap((key) => {
        const person = people.get(key);
        if (!person) return [];
        const { events: _events, ...summary } = person;
        return [summary];
      });
    },

    /** One person's record and timeline (downloads and messages, newest first), or null. */
    get(email: string): Person | null {
      const key = email.trim().toLowerCase();
      return summarise([key]).get(key) ?? null;
    },

    /**
     * Erases a person (docs/product.md#erasure): every download, contact message and booking of the
     * e-mail (any case), and by cascade every delivery queued or done about them; the resources' counts
     * stay as numbers. Earlier activity entries that named one of their messages lose the name.
     * Null when the e-mail has no record.
     */
    erase(email: string): { downloads: number; messages: number; bookings: number } | null {
      const key = email.trim().toLowerCase();
      return db.transaction((tx) => {
        const downloads = tx
          .delete(resourceDownloads)
          .where(eq(lowerEmail, key))
          .returning({ id: resourceDownloads.id })
          .all();
        const messages = tx
          .delete(contactMessages)
          .where(eq(sql`lower(${contactMessages.email})`, key))
          .returning({ id: contactMessages.id })
          .all();
        const booked = eraseBookingsOf(tx, key);
        if (downloads.length === 0 && messages.length === 0 && booked === 0) return null;
        if (messages.length > 0) {
          tx.update(auditLog)
            .set({ targetTitle: null })
            .where(
              and(
                eq(auditLog.targetKind, "message"),
                inArray(
                  auditLog.targetId,
                  messages.map((m) => String(m.id)),
                ),
              ),
            )
            .run();
        }
        return { downloads: downloads.length, messages: messages.length, bookings: booked };
      });
    },
  };
}

export type LeadPeople = ReturnType<typeof createLeadPeople>;

/** The people as CSV: one row per person. */
export function peopleCsv(people: readonly PersonSummary[]): string {
  return toCsv(
    ["Name", "Email", "LinkedIn URL", "First Seen", "Last Seen", "Downloads", "Resources", "Messages"],
    people.map((p) => [
      p.name,
      p.email,
      p.linkedinUrl,
      p.firstSeenAt,
      p.lastSeenAt,
      p.downloads,
      p.resources.map((r) => r.title).join("; "),
      p.messages,
    ]),
  );
}
