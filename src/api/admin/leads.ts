// /api/admin/leads, /api/admin/webhooks and /api/admin/notifications: the dashboard's Leads tab
// (docs/product.md#leads), its webhook endpoints (docs/product.md#webhooks) and what the Settings
// tab says about notification e-mail (docs/product.md#notifications). Behind the admin guard like
// all of /api/admin, which records every write in the activity trail.
//
//   GET    /api/admin/leads?q=&resource=&from=&to=&page=
//          → {data: [{email, name, linkedinUrl, firstSeenAt, lastSeenAt, downloads, resources, messages}],
//             total, page, pageSize}   (people who downloaded something, one per e-mail in any case)
//   GET    /api/admin/leads/people.csv          every person as CSV (raw downloads: /api/admin/leads.csv)
//   GET    /api/admin/leads/{email}             the person and their timeline, newest first; 404 if none
//   DELETE /api/admin/leads/{email}             erases the person; 404 if none. Audited without the e-mail.
//
//   GET    /api/admin/webhooks                  {data: [{id, url, events, createdAt, deliveries: [...]}]}
//   POST   /api/admin/webhooks                  {url, events} → 201, data with the secret (shown this once)
//   DELETE /api/admin/webhooks/:id
//   POST   /api/admin/webhooks/:id/test         queues a test event → 202
//
//   GET    /api/admin/notifications             {mailConfigured, sendsTo}
import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../../http/context";
import { idParam, wholeNumberUpTo } from "../../http/params";
import { validate } from "../../http/validate";
import type { Services } from "../../services";
import { notificationRecipient } from "../../services/lead-notifications";
import { peopleCsv, type Person, type PersonSummary } from "../../services/leads";
import { WEBHOOK_EVENTS, type WebhookDelivery, WebhookUrlError } from "../../services/webhooks";
import type { WebhookEndpoint } from "../../db/schema";
import { instantOfDateTimeInput } from "../../shared/format";
import { csvResponse, today } from "./resources";
import { written } from "../../http/answers";

const PERSON_NOT_FOUND = "No downloads or messages from this e-mail address.";
const ENDPOINT_NOT_FOUND = "Webhook endpoint not found";
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

const endpointBody = z.object({
  url: z
    .string({ error: "Please enter the endpoint's address" })
    .trim()
    .min(1, "Please enter the endpoint's address")
    .max(2048, "The address must be at most 2048 characters"),
  events: z
    .array(z.enum(WEBHOOK_EVENTS, { error: "Choose lead.created or contact.created" }), {
      error: "Choose at least one event",
    })
    .min(1, "Choose at least one event")
    .transform((events) => [...new Set(events)]),
});

const endpointIdParam = idParam("Invalid webhook endpoint id.");

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

function deliveryJson(delivery: WebhookDelivery) {
  return {
    id: delivery.id,
    event: delivery.event,
    status: delivery.status,
    attempts: delivery.attempts,
    createdAt: delivery.createdAt.toISOString(),
    nextAttemptAt: delivery.status === "pending" ? delivery.nextAttemptAt.toISOString() : null,
    sentAt: delivery.sentAt?.toISOString() ?? null,
    lastError: delivery.lastError,
    attemptList: delivery.attemptList.map((attempt) => ({
      startedAt: attempt.startedAt.toISOString(),
      finishedAt: attempt.finishedAt?.toISOString() ?? null,
      outcome: attempt.outcome,
      detail: attempt.detail,
    })),
  };
}

export function endpointJson(endpoint: WebhookEndpoint, deliveries: WebhookDelivery[]) {
  return {
    id: endpoint.id,
    url: endpoint.url,
    events: endpoint.events,
    createdAt: endpoint.createdAt.toISOString(),
    deliveries: deliveries.map(deliveryJson),
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

  app.get("/", validate("query", peopleQuery), (c) => {
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

  app.get("/people.csv", (c) => csvResponse(c, peopleCsv(people.all()), `people-${today()}.csv`));

  app.get("/:email", validate("param", emailParam), (c) => {
    const person = people.get(c.req.valid("param").email);
    if (!person) return c.json({ success: false, message: PERSON_NOT_FOUND }, 404);
    c.header("Cache-Control", "private, no-store");
    return c.json(personJson(person));
  });

  app.delete("/:email", validate("param", emailParam), (c) => {
    // The trail keeps that one person was erased, by whom and when; never whom (docs/product.md#erasure).
    c.set("auditAction", `DELETE ${ERASED_PERSON_PATH}`);
    const erased = people.erase(c.req.valid("param").email);
    if (!erased) return c.json({ success: false, message: PERSON_NOT_FOUND }, 404);
    const message = `Person erased: ${erased.downloads} download${erased.downloads === 1 ? "" : "s"} and ${erased.messages} message${erased.messages === 1 ? "" : "s"} removed`;
    return written(c, message, erased);
  });

  return app;
}

/** Mounted at /api/admin/webhooks. */
export function createAdminWebhooksApi(services: Services) {
  const app = new Hono<AppEnv>();
  const webhooks = services.webhooks;

  app.get("/", (c) => {
    c.header("Cache-Control", "private, no-store");
    return c.json({ data: webhooks.list().map((e) => endpointJson(e, webhooks.deliveriesOf(e.id))) });
  });

  app.post("/", validate("json", endpointBody), async (c) => {
    const user = c.get("user");
    try {
      const { endpoint, secret } = await webhooks.create(c.req.valid("json"), user?.id ?? null);
      return written(
        c,
        "Webhook endpoint added. Copy its secret now: it is not shown again.",
        { ...endpointJson(endpoint, []), secret },
        { status: 201 },
      );
    } catch (error) {
      if (!(error instanceof WebhookUrlError)) throw error;
      return c.json({ success: false, message: error.message, errors: { url: error.message } }, 400);
    }
  });

  app.delete("/:id", validate("param", endpointIdParam), (c) => {
    if (!webhooks.remove(c.req.valid("param").id)) return c.json({ success: false, message: ENDPOINT_NOT_FOUND }, 404);
    return written(c, "Webhook endpoint removed", null);
  });

  app.post("/:id/test", validate("param", endpointIdParam), (c) => {
    const id = c.req.valid("param").id;
    if (!webhooks.sendTest(id)) return c.json({ success: false, message: ENDPOINT_NOT_FOUND }, 404);
    return written(c, "Test event queued", { id }, { status: 202 });
  });

  return app;
}

/** Mounted at /api/admin/notifications: whether notification e-mail can be sent at all, and where it goes. */
export function createAdminNotificationsApi(services: Services) {
  const app = new Hono<AppEnv>();
  app.get("/", (c) =>
    c.json({
      mailConfigured: services.deliveries.mailSender !== null,
      sendsTo: notificationRecipient(services.settings),
    }),
  );
  return app;
}
