// The leads the gated resources capture (one row of resource_downloads per download), as the admin
// exports them: every lead with the title and slug of the resource it asked for, and the CSV
// documents of the dashboard's two export links (src/api/admin/leads.ts, src/api/admin/resources.ts).
import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { auditLog, contactMessages, resourceDownloads, resources, type ResourceDownload } from "../db/schema";
import { type BookingLeadEvent, bookingLeadEvents, eraseBookingsOf } from "./booking/lead";
import { serviceLabel } from "./contact-mail";
import { createPeopleList, type PersonSummary } from "./lead-people-list";
import type { LeadStatusService } from "./lead-status";
import { afterKey } from "./list-pages";

type LeadWithResource = ResourceDownload & { resourceTitle: string; resourceSlug: string };

/** The columns of one resource's leads as CSV (GET /api/admin/resources/{id}/downloads.csv). */
export const LEAD_COLUMNS = ["Name", "Email", "LinkedIn URL", "Downloaded At", "IP Address", "User Agent"] as const;

/** One lead's cells under LEAD_COLUMNS. */
export const leadCells = (lead: ResourceDownload) => [
  lead.name,
  lead.email,
  lead.linkedinUrl,
  lead.downloadedAt,
  lead.ipAddress,
  lead.userAgent,
];

/** The columns of every lead as CSV, each with the resource it asked for. */
export const ALL_LEAD_COLUMNS = ["Resource", "Resource Slug", ...LEAD_COLUMNS] as const;

export const allLeadCells = (lead: LeadWithResource) => [lead.resourceTitle, lead.resourceSlug, ...leadCells(lead)];

/** Where an export of downloads has got to: the last row written. */
type DownloadKey = Pick<ResourceDownload, "downloadedAt" | "id">;

/** The downloads after `after` in the exports' order (newest first), `resourceId`'s alone when given. */
const downloadsAfter = (after: DownloadKey | undefined, resourceId?: number) =>
  and(
    resourceId === undefined ? undefined : eq(resourceDownloads.resourceId, resourceId),
    after === undefined
      ? undefined
      : afterKey([
          { by: resourceDownloads.downloadedAt, descending: true, value: after.downloadedAt.getTime() },
          { by: resourceDownloads.id, descending: true, value: after.id },
        ]),
  );

export function createLeadService(db: Db) {
  return {
    /** A chunk of every lead, newest first, with its resource's title and slug: those after `after`. */
    chunkAfter(after: LeadWithResource | undefined, limit: number): LeadWithResource[] {
      return db
        .select({ lead: resourceDownloads, resourceTitle: resources.title, resourceSlug: resources.slug })
        .from(resourceDownloads)
        .innerJoin(resources, eq(resources.id, resourceDownloads.resourceId))
        .where(downloadsAfter(after))
        .orderBy(desc(resourceDownloads.downloadedAt), desc(resourceDownloads.id))
        .limit(limit)
        .all()
        .map(({ lead, resourceTitle, resourceSlug }) => ({ ...lead, resourceTitle, resourceSlug }));
    },

    /** A chunk of one resource's leads, newest first: those after `after`. */
    resourceChunkAfter(resourceId: number, after: ResourceDownload | undefined, limit: number): ResourceDownload[] {
      return db
        .select()
        .from(resourceDownloads)
        .where(downloadsAfter(after, resourceId))
        .orderBy(desc(resourceDownloads.downloadedAt), desc(resourceDownloads.id))
        .limit(limit)
        .all();
    },
  };
}

// ---------------------------------------------------------------------------------------------
// People (docs/product.md#leads): the leads grouped by e-mail, case-insensitively, with what each
// person did, and the erasure of one person (GDPR Art. 17).
// ---------------------------------------------------------------------------------------------

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
    }
  | BookingLeadEvent;

export type Person = PersonSummary & { events: PersonEvent[] };

const lowerEmail = sql`lower(${resourceDownloads.email})`;

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
          bookings: 0,
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
      // The latest download's LinkedIn address is the person's.
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
    // A booking is a lead (docs/product.md#booking): on the person's timeline.
    for (const { email, ...event } of bookingLeadEvents(db, keys)) {
      const person = personOf(email, event.at, event.name);
      person.bookings++;
      person.events.push(event);
    }
    const status = statuses.statusesOf([...people.keys()]);
    for (const person of people.values()) {
      person.events.sort((a, b) => b.at.getTime() - a.at.getTime());
      // The name is the latest activity's, whatever its kind, as in the list (decision 047).
      person.name = person.events[0]?.name ?? person.name;
      person.status = status.get(person.email) ?? "new";
    }
    return people;
  }

  const peopleList = createPeopleList(db, statuses);

  return {
    /** One page of people (./lead-people-list.ts). */
    list: peopleList.page,

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
        return { downloads: downloads.length, messages: messages.length, bookings: booked };
      });
    },
  };
}

export type LeadPeople = ReturnType<typeof createLeadPeople>;
