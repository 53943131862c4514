// /api/admin/leads: the dashboard's Leads tab (docs/product.md#leads), and the raw downloads as CSV
// at /api/admin/leads.csv. Behind the admin guard like all of /api/admin, which records every write
// in the activity trail.
//
//   GET    /api/admin/leads?q=&resource=&from=&to=&page=
//          → {data: [{email, name, linkedinUrl, firstSeenAt, lastSeenAt, downloads, resources, messages}],
//             total, page, pageSize}   (people who downloaded something, one per e-mail in any case)
//   GET    /api/admin/leads/people.csv          every person as CSV
//   GET    /api/admin/leads/{email}             the person and their timeline, newest first; 404 if none
//   DELETE /api/admin/leads/{email}             erases the person; 404 if none. Audited without the e-mail.
//   GET    /api/admin/leads.csv                 every download as CSV, one row per download
import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../../http/context";
import { wholeNumberUpTo } from "../../http/params";
import { validate } from "../../http/validate";
import type { Services } from "../../services";
import { allLeadsCsv, peopleCsv, type Person, type PersonSummary } from "../../services/leads";
import { instantOfDateTimeInput } from "../../shared/format";
import { csvResponse, today } from "../../http/csv-response";
import { written } from "../../http/answers";
import { requires } from "../../http/route-action";

const PERSON_NOT_FOUND = "No downloads or messages from this e-mail address.";
/** What the audit trail records in place of the erased person's address. */
const ERASED_PERSON_PATH = "/api/admin/leads/(erased person)";
const DATE_MESSAGE = "Please enter a date as YYYY-MM-DD";

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
  from: dateQuery,
  to: dateQuery,
  page: wholeNumberUpTo(100_000, "The page must be a whole number from 1").default(1),
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
  };
}

export function personJson(person: Person) {
  return {
    ...personSummaryJson(person),
    events: person.events.map((event) => ({ ...event, at: event.at.toISOString() })),
  };
}

/** Mounted at /api/admin/leads. `timeZone`: the site's, in which the date filters' days are read. */
export function createAdminLeadPeopleApi(services: Services, timeZone: string) {
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
      from: dayStart(query.from),
      // "to" names the last day included.
      to: dayStart(query.to, 1),
      page: query.page,
    });
    c.header("Cache-Control", "private, no-store");
    return c.json({ ...page, data: page.data.map(personSummaryJson) });
  });

  app.get("/people.csv", requires("leads.read"), (c) =>
    csvResponse(c, peopleCsv(people.all()), `people-${today()}.csv`),
  );

  app.get("/:email", requires("leads.read"), validate("param", emailParam), (c) => {
    const person = people.get(c.req.valid("param").email);
    if (!person) return c.json({ success: false, message: PERSON_NOT_FOUND }, 404);
    c.header("Cache-Control", "private, no-store");
    return c.json(personJson(person));
  });

  app.delete("/:email", requires("leads.manage"), validate("param", emailParam), (c) => {
    // The trail keeps that one person was erased, by whom and when; never whom (docs/product.md#erasure).
    c.set("auditAction", `DELETE ${ERASED_PERSON_PATH}`);
    const erased = people.erase(c.req.valid("param").email);
    if (!erased) return c.json({ success: false, message: PERSON_NOT_FOUND }, 404);
    const message = `Person erased: ${erased.downloads} download${erased.downloads === 1 ? "" : "s"} and ${erased.messages} message${erased.messages === 1 ? "" : "s"} removed`;
    return written(c, message, erased);
  });

  return app;
}

/** Mounted at /api/admin/leads.csv: every download, with its resource's title and slug. */
export function createAdminLeadsCsvApi(services: Services) {
  const app = new Hono<AppEnv>();
  app.get("/", requires("leads.read"), (c) =>
    csvResponse(c, allLeadsCsv(services.leads.listAll()), `leads-${today()}.csv`),
  );
  return app;
}
