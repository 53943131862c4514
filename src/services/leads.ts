// The leads the gated resources capture (one row of resource_downloads per download), as the admin
// exports them: every lead with the title and slug of the resource it asked for, and the CSV
// documents of the dashboard's two export links (src/api/admin/leads.ts, src/api/admin/resources.ts).
import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import {
  auditLog,
  contactMessages,
  leadStatuses,
  resourceDownloads,
  resources,
  type ResourceDownload,
} from "../db/schema";
import { toCsv } from "./csv";
import { escapeLike } from "./sql-search";
import { serviceLabel } from "./contact-mail";
import { LEAD_STATUS_LABELS, type LeadStatus, type LeadStatusService } from "./lead-status";

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
  /** Only people with this status ("new": those never given one). */
  status?: LeadStatus;
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
  status: LeadStatus;
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
      /** The service as the contact form offered it ("Fractional CPO"). */
      serviceLabel: string;
      message: string;
      privacyVersion: string | null;
    };

export type Person = PersonSummary & { events: PersonEvent[] };

const lowerEmail = sql`lower(${resourceDownloads.email})`;

/**
 * Everything a person did that makes them a lead, one row each: their downloads and the contact
 * messages that are not spam (docs/product.md#leads). `resource` is null for a message.
 */
const activity = sql`(
  select lower(${resourceDownloads.email}) as key, ${resourceDownloads.name} as name, ${resourceDownloads.email} as email,
         ${resourceDownloads.downloadedAt} as at, ${resourceDownloads.resourceId} as resource
    from ${resourceDownloads}
  union all
  select lower(${contactMessages.email}), ${contactMessages.name}, ${contactMessages.email}, ${contactMessages.createdAt}, null
    from ${contactMessages} where ${contactMessages.spam} = 0
) as activity`;

export function createLeadPeople(db: Db, statuses: LeadStatusService) {
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
          status: "new",
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
        serviceLabel: serviceLabel(message.service),
        message: message.message,
        privacyVersion: message.privacyVersion,
      });
    }
    const status = statuses.statusesOf([...people.keys()]);
    for (const person of people.values()) {
      person.events.sort((a, b) => b.at.getTime() - a.at.getTime());
      person.status = status.get(person.email) ?? "new";
    }
    return people;
  }

  /** The activity rows a query keeps (its people are those with at least one). */
  function filtered(query: PeopleQuery) {
    const term = query.q?.trim();
    const like = term ? `%${escapeLike(term)}%` : undefined;
    const status = query.status;
    return sql.join(
      [
        sql`1 = 1`,
        like ? sql`(name like ${like} escape '\\' or email like ${like} escape '\\')` : undefined,
        query.resource === undefined ? undefined : sql`resource = ${query.resource}`,
        query.from === undefined ? undefined : sql`at >= ${query.from.getTime()}`,
        query.to === undefined ? undefined : sql`at < ${query.to.getTime()}`,
        status === undefined
          ? undefined
          : status === "new"
            ? sql`key not in (select ${leadStatuses.email} from ${leadStatuses} where ${leadStatuses.status} <> 'new')`
            : sql`key in (select ${leadStatuses.email} from ${leadStatuses} where ${leadStatuses.status} = ${status})`,
      ].filter((part) => part !== undefined),
      sql` and `,
    );
  }

  /** The keys of the people a query keeps, latest activity first; one page of them, or all. */
  function keysOf(query: PeopleQuery, page?: number): string[] {
    const paging = page === undefined ? sql`` : sql` limit ${PEOPLE_PAGE_SIZE} offset ${(page - 1) * PEOPLE_PAGE_SIZE}`;
    return db
      .all<{ key: string }>(
        sql`select key from ${activity} where ${filtered(query)} group by key order by max(at) desc, key${paging}`,
      )
      .map((row) => row.key);
  }

  /** The summaries of these people, in this order. */
  function summaries(keys: string[]): PersonSummary[] {
    const people = summarise(keys);
    return keys.flatMap((key) => {
      const person = people.get(key);
      if (!person) return [];
      const { events: _events, ...summary } = person;
      return [summary];
    });
  }

  return {
    /**
     * One page of the people who downloaded something or wrote through the contact form, latest
     * activity first, with the filters applied.
     */
    list(query: PeopleQuery): { data: PersonSummary[]; total: number; page: number; pageSize: number } {
      const page = Math.max(query.page ?? 1, 1);
      const total =
        db.all<{ n: number }>(sql`select count(distinct key) as n from ${activity} where ${filtered(query)}`)[0]?.n ??
        0;
      return { data: summaries(keysOf(query, page)), total, page, pageSize: PEOPLE_PAGE_SIZE };
    },

    /** Every person, latest activity first, for the CSV export. */
    all(): PersonSummary[] {
      return summaries(keysOf({}));
    },

    /** One person's record and timeline (downloads and messages, newest first), or null. */
    get(email: string): Person | null {
      const key = email.trim().toLowerCase();
      return summarise([key]).get(key) ?? null;
    },

    /**
     * Erases a person (docs/product.md#erasure): every download and contact message of the e-mail
     * (any case), and by cascade every delivery queued or done about them; the resources' counts
     * stay as numbers. Earlier activity entries that named one of their messages lose the name.
     * Null when the e-mail has no record.
     */
    erase(email: string): { downloads: number; messages: number } | null {
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
        if (downloads.length === 0 && messages.length === 0) return null;
        statuses.eraseIn(tx, key);
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
        return { downloads: downloads.length, messages: messages.length };
      });
    },
  };
}

export type LeadPeople = ReturnType<typeof createLeadPeople>;

/** The people as CSV: one row per person. */
export function peopleCsv(people: readonly PersonSummary[]): string {
  return toCsv(
    ["Name", "Email", "LinkedIn URL", "First Seen", "Last Seen", "Downloads", "Resources", "Messages", "Status"],
    people.map((p) => [
      p.name,
      p.email,
      p.linkedinUrl,
      p.firstSeenAt,
      p.lastSeenAt,
      p.downloads,
      p.resources.map((r) => r.title).join("; "),
      p.messages,
      LEAD_STATUS_LABELS[p.status],
    ]),
  );
}
