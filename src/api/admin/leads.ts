// /api/admin/leads: the dashboard's Leads tab (docs/product.md#leads), and the raw downloads as CSV
// at /api/admin/leads.csv. Behind the admin guard like all of /api/admin, which records every write
// in the activity trail.
//
//   GET    /api/admin/leads?q=&resource=&status=&from=&to=&page=&after=
//          → {data: [{email, name, linkedinUrl, firstSeenAt, lastSeenAt, downloads, resources, messages,
//             bookings, status, statusLabel}], total, page, pageSize, nextCursor}   (people who
//             downloaded, wrote through the contact form or booked, one per e-mail in any case, latest
//             activity first; `q` searches name and e-mail; `after=<nextCursor>` reads the next page at
//             the cost of the first, docs/architecture.md#admin-lists; null on the last page.)
//   GET    /api/admin/leads/people.csv          every person as CSV, streamed (docs/architecture.md#exports)
//   GET    /api/admin/leads/{email}             the person, their timeline (newest first; a message's
//                                               `serviceLabel`) and `notes`; 404 if none
//   PUT    /api/admin/leads/{email}/status      {status: new|contacted|qualified|client|lost} → {data: {email, status}}
//   POST   /api/admin/leads/{email}/notes       {body} → 201 {data: note}; a note is {id, body, authorId,
//                                               authorName, createdAt}
//   DELETE /api/admin/leads/{email}/notes/{id}  the note; 404 if the person has none such
//   DELETE /api/admin/leads/{email}             erases the person (status and notes too); 404 if none.
//   The writes are audited without the e-mail.
//   GET    /api/admin/leads.csv                 every download as CSV, one row per download, streamed
import { type Context, Hono, type MiddlewareHandler } from "hono";
import { z } from "zod";
import type { AppEnv } from "../../http/context";
import { wholeNumberUpTo } from "../../http/params";
import { validate } from "../../http/validate";
import type { Db } from "../../db/client";
import type { ReadWorker } from "../../db/read-worker";
import type { Services } from "../../services";
import { csvChunks } from "../../services/csv";
import { ALL_LEAD_COLUMNS, allLeadCells, createLeadService, type Person } from "../../services/leads";
import {
  createPeopleList,
  type PeopleCursor,
  PEOPLE_CSV_COLUMNS,
  PEOPLE_EXPORT_CHUNK_ROWS,
  type PersonSummary,
  personCells,
} from "../../services/lead-people-list";
import { createLeadStatus, type LeadNote } from "../../services/lead-status";
import { LEAD_STATUSES, LEAD_STATUS_LABELS } from "../../shared/lead-statuses";
import { decodeCursor, encodeCursor } from "../../services/list-pages";
import { instantOfDateTimeInput } from "../../shared/format";
import { csvResponse, today } from "../../http/csv-response";
import { written } from "../../http/answers";
import { requires } from "../../http/route-action";
import { requiredText } from "../../shared/schemas/fields";

const PERSON_NOT_FOUND = "No downloads or messages from this e-mail address.";
/** What the audit trail records in place of the erased person's address. */
const ERASED_PERSON_PATH = "/api/admin/leads/(erased person)";
/** …and in place of the address of a person whose status or notes changed. */
const PERSON_PATH = "/api/admin/leads/(person)";
const NOTE_NOT_FOUND = "Note not found.";
const DATE_MESSAGE = "Please enter a date as YYYY-MM-DD";
const BAD_CURSOR = "This list position is not valid any more; start again from the first page.";

const dateQuery = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, DATE_MESSAGE)
  .optional();

const peopleQuery = z.object({
  q: z.string().max(200, "The search must be at most 200 characters").optional(),
  resource: z.coerce
    .number({ error: "Invalid resource id." })
    .int("Invalid resource id.")
    .positive("Invalid resource id.")
    .optional(),
  status: z.enum(LEAD_STATUSES, { error: "Please choose a lead status." }).optional(),
  from: dateQuery,
  to: dateQuery,
  page: wholeNumberUpTo(100_000, "The page must be a whole number from 1").default(1),
  after: z
    .string()
    .max(1000)
    .optional()
    .transform((cursor, ctx) => {
      if (cursor === undefined || cursor === "") return undefined;
      const [lastSeenAt, email] = decodeCursor(cursor, 2) ?? [];
      if (typeof lastSeenAt === "number" && typeof email === "string") {
        return { lastSeenAt, email } satisfies PeopleCursor;
      }
      ctx.addIssue({ code: "custom", message: BAD_CURSOR });
      return z.NEVER;
    }),
});

const emailParam = z.object({ email: z.email("Please give a valid e-mail address.").max(320) });

export function personSummaryJson(person: PersonSummary) {
  return {
    email: person.email,
    name: person.name,
    linkedinUrl: person.linkedinUrl,
    firstSeenAt: person.firstSeenAt.toISOString(),
    lastSeenAt: person.lastSeenAt.toISOString(),
    downloads: person.downloads,
    resources: person.resources,
    messages: person.messages,
    bookings: person.bookings,
    status: person.status,
    statusLabel: LEAD_STATUS_LABELS[person.status],
  };
}

const noteJson = (note: LeadNote) => ({ ...note, createdAt: note.createdAt.toISOString() });

export function personJson(person: Person, notes: LeadNote[]) {
  return {
    ...personSummaryJson(person),
    events: person.events.map((event) => ({ ...event, at: event.at.toISOString() })),
    notes: notes.map(noteJson),
  };
}

const statusBody = z.object({ status: z.enum(LEAD_STATUSES, { error: "Please choose a lead status." }) });
const noteBody = z.object({
  body: requiredText("Please write the note.").max(4000, "A note may be at most 4000 characters."),
});
const noteParam = emailParam.extend({ id: z.coerce.number().int().positive() });

/** The two exports of leads, read on the read worker (src/server/long-reads.ts; decision 060). */
export function leadReads(db: Db) {
  const leads = createLeadService(db);
  const people = createPeopleList(db, createLeadStatus(db, Date.now));
  return {
    texts: {},
    streams: {
      leadsCsv: () => csvChunks(ALL_LEAD_COLUMNS, leads.chunkAfter, allLeadCells),
      peopleCsv: () => csvChunks(PEOPLE_CSV_COLUMNS, people.chunkAfter, personCells, PEOPLE_EXPORT_CHUNK_ROWS),
    },
  };
}

type LeadReads = ReadWorker<ReturnType<typeof leadReads>>;

/**
 * Mounted at /api/admin/leads. `timeZone`: the site's, in which the date filters' days are read;
 * `reads`: the read worker, which reads the people export.
 */
export function createAdminLeadPeopleApi(services: Services, timeZone: string, reads: LeadReads) {
  const app = new Hono<AppEnv>();
  const people = services.leadPeople;
  const dayStart = (day: string | undefined, plusDays = 0) => {
    if (day === undefined) return undefined;
    const start = instantOfDateTimeInput(`${day}T00:00`, timeZone);
    return start ? new Date(start.getTime() + plusDays * 24 * 60 * 60_000) : undefined;
  };

  app.get("/", requires("leads.read"), validate("query", peopleQuery), (c) => {
    const query = c.req.valid("query");
    const page = people.list({
      q: query.q,
      resource: query.resource,
      status: query.status,
      from: dayStart(query.from),
      // "to" names the last day included.
      to: dayStart(query.to, 1),
      page: query.page,
      after: query.after,
    });
    c.header("Cache-Control", "private, no-store");
    const { nextCursor } = page;
    return c.json({
      ...page,
      data: page.data.map(personSummaryJson),
      nextCursor: nextCursor ? encodeCursor([nextCursor.lastSeenAt, nextCursor.email]) : null,
    });
  });

  app.get("/people.csv", requires("leads.read"), (c) =>
    csvResponse(c, reads.stream("peopleCsv"), `people-${today()}.csv`),
  );

  app.get("/:email", requires("leads.read"), validate("param", emailParam), (c) => {
    const person = people.get(c.req.valid("param").email);
    if (!person) return c.json({ success: false, message: PERSON_NOT_FOUND }, 404);
    c.header("Cache-Control", "private, no-store");
    return c.json(personJson(person, services.leadStatus.notesOf(person.email)));
  });

  // The person's address stays out of the activity trail (docs/product.md#erasure).
  const audited = (c: Context<AppEnv>, what: string) => c.set("auditAction", `${c.req.method} ${PERSON_PATH}${what}`);

  /** After the validators of a change to a person's `what`: audited, and 404 unless the person is known. */
  const knownPerson =
    (what: string): MiddlewareHandler<AppEnv> =>
    async (c, next) => {
      audited(c, what);
      if (!people.get(c.req.param("email") ?? "")) return c.json({ success: false, message: PERSON_NOT_FOUND }, 404);
      await next();
    };

  app.put(
    "/:email/status",
    requires("leads.manage"),
    validate("param", emailParam),
    validate("json", statusBody),
    knownPerson("/status"),
    (c) => {
      const { email } = c.req.valid("param");
      const { status } = c.req.valid("json");
      services.leadStatus.set(email, status, c.get("user")?.id ?? null);
      return written(c, `Marked as ${LEAD_STATUS_LABELS[status]}`, { email: email.toLowerCase(), status });
    },
  );

  app.post(
    "/:email/notes",
    requires("leads.manage"),
    validate("param", emailParam),
    validate("json", noteBody),
    knownPerson("/notes"),
    (c) => {
      const { email } = c.req.valid("param");
      const user = c.get("user")!;
      const note = services.leadStatus.addNote(email, c.req.valid("json").body, {
        id: user.id,
        username: user.username,
      });
      return written(c, "Note added", noteJson(note), { status: 201 });
    },
  );

  app.delete("/:email/notes/:id", requires("leads.manage"), validate("param", noteParam), (c) => {
    audited(c, "/notes");
    const { email, id } = c.req.valid("param");
    if (!services.leadStatus.deleteNote(email, id)) return c.json({ success: false, message: NOTE_NOT_FOUND }, 404);
    return written(c, "Note deleted", null);
  });

  app.delete("/:email", requires("leads.manage"), validate("param", emailParam), (c) => {
    // The trail keeps that one person was erased, by whom and when; never whom (docs/product.md#erasure).
    c.set("auditAction", `DELETE ${ERASED_PERSON_PATH}`);
    const erased = people.erase(c.req.valid("param").email);
    if (!erased) return c.json({ success: false, message: PERSON_NOT_FOUND }, 404);
    const booked = erased.bookings > 0 ? `, ${erased.bookings} booking${erased.bookings === 1 ? "" : "s"}` : "";
    const message = `Person erased: ${erased.downloads} download${erased.downloads === 1 ? "" : "s"}${booked} and ${erased.messages} message${erased.messages === 1 ? "" : "s"} removed`;
    return written(c, message, erased);
  });

  return app;
}

/** Mounted at /api/admin/leads.csv: every download, with its resource's title and slug, read on the read worker. */
export function createAdminLeadsCsvApi(reads: LeadReads) {
  const app = new Hono<AppEnv>();
  app.get("/", requires("leads.read"), (c) => csvResponse(c, reads.stream("leadsCsv"), `leads-${today()}.csv`));
  return app;
}
