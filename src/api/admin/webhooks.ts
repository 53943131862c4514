// /api/admin/webhooks: the webhook endpoints the Leads tab manages (docs/product.md#webhooks), each
// with its latest deliveries. Behind the admin guard like all of /api/admin, which records every
// write in the activity trail.
//
//   GET    /api/admin/webhooks                  {data: [{id, url, events, createdAt, deliveries: [...]}]}
//   POST   /api/admin/webhooks                  {url, events} → 201, data with the secret (shown this once)
//   DELETE /api/admin/webhooks/:id
//   POST   /api/admin/webhooks/:id/test         queues a test event → 202
import { Hono } from "hono";
import { z } from "zod";
import type { WebhookEndpoint } from "../../db/schema";
import { written } from "../../http/answers";
import type { AppEnv } from "../../http/context";
import { idParam } from "../../http/params";
import { validate } from "../../http/validate";
import type { Services } from "../../services";
import { WEBHOOK_EVENTS, type WebhookDelivery, WebhookUrlError } from "../../services/webhooks";
import { requires } from "../../http/route-action";
import { requiredText } from "../../shared/schemas/fields";

const ENDPOINT_NOT_FOUND = "Webhook endpoint not found";

const endpointBody = z.object({
  url: requiredText("Please enter the endpoint's address").max(2048, "The address must be at most 2048 characters"),
  events: z
    .array(z.enum(WEBHOOK_EVENTS, { error: `Choose one of ${WEBHOOK_EVENTS.join(", ")}` }), {
      error: "Choose at least one event",
    })
    .min(1, "Choose at least one event")
    .transform((events) => [...new Set(events)]),
});

const endpointIdParam = idParam("Invalid webhook endpoint id.");

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

/** Mounted at /api/admin/webhooks. */
export function createAdminWebhooksApi(services: Services) {
  const app = new Hono<AppEnv>();
  const webhooks = services.webhooks;

  app.get("/", requires("webhooks.manage"), (c) => {
    c.header("Cache-Control", "private, no-store");
    return c.json({ data: webhooks.list().map((e) => endpointJson(e, webhooks.deliveriesOf(e.id))) });
  });

  app.post("/", requires("webhooks.manage"), validate("json", endpointBody), async (c) => {
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

  app.delete("/:id", requires("webhooks.manage"), validate("param", endpointIdParam), (c) => {
    if (!webhooks.remove(c.req.valid("param").id)) return c.json({ success: false, message: ENDPOINT_NOT_FOUND }, 404);
    return written(c, "Webhook endpoint removed", null);
  });

  app.post("/:id/test", requires("webhooks.manage"), validate("param", endpointIdParam), (c) => {
    const id = c.req.valid("param").id;
    if (!webhooks.sendTest(id)) return c.json({ success: false, message: ENDPOINT_NOT_FOUND }, 404);
    return written(c, "Test event queued", { id }, { status: 202 });
  });

  return app;
}
