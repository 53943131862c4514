// /api/admin/messages: the dashboard's Messages tab (contact messages are stored, and the admin
// reads them here). Behind the admin guard like all of /api/admin; writes are audited.
//
//   GET    /api/admin/messages                 newest first (`limit` 1–500, `beforeId` for the next page);
//                                              one page with list parameters (src/http/list-answer.ts)
//   GET    /api/admin/messages/unread-count    {count}: messages not handled yet, spam left out
//   PATCH  /api/admin/messages/:id             {handled?: boolean, verified?: true}
//                                              → {success, message, data} (alias contactMessage)
//   DELETE /api/admin/messages/:id             {success, message}
//
// `verified: true` is the admin's "Not spam": it clears the `spam` and `unverified` flags and, when
// mail is forwarded, queues the message's e-mail once (src/services/contact.ts).
//
// The list also carries the count in X-Unread-Count, so one poll can refresh both. The contact
// form has no phone or subject: `phone` is always null and `subject` is the label of the service
// the visitor chose, so a list can show a subject line without knowing the service values.
import { Hono } from "hono";
import { z } from "zod";
import { serviceLabel } from "../../services/contact-mail";
import type { AppEnv } from "../../http/context";
import { idParam, limitQuery } from "../../http/params";
import type { Db } from "../../db/client";
import type { ReadWorker } from "../../db/read-worker";
import type { Services } from "../../services";
import type { ContactMessageWithDelivery } from "../../services/contact";
import { createContactInbox, MESSAGE_LIST_MAX } from "../../services/contact-inbox";
import type { ContactMessage } from "../../db/schema";
import { adminListAnswer } from "../../http/list-answer";
import { deletedOr404, workerJson, written } from "../../http/answers";
import { validate } from "../../http/validate";
import { requires } from "../../http/route-action";

const MESSAGE_NOT_FOUND = "Message not found";

const messageIdParam = idParam("Invalid message id.");

const listQuery = z.object({
  limit: limitQuery(MESSAGE_LIST_MAX, MESSAGE_LIST_MAX),
  beforeId: z.coerce.number({ error: "Invalid message id." }).int("Invalid message id.").positive().optional(),
});

const NOTHING_TO_CHANGE = "Send handled (true or false) or verified: true.";
const patchBody = z
  .object({
    handled: z.boolean({ error: "handled must be true or false." }).optional(),
    verified: z.literal(true, { error: "verified can only be true." }).optional(),
  })
  .refine((body) => body.handled !== undefined || body.verified !== undefined, { error: NOTHING_TO_CHANGE });

/** A stored message as the dashboard reads it; `handled` is the stored `read` flag. */
export function adminMessageJson(message: ContactMessage | ContactMessageWithDelivery) {
  const delivery = "delivery" in message ? message.delivery : undefined;
  return {
    id: message.id,
    name: message.name,
    email: message.email,
    phone: null,
    company: message.company,
    subject: serviceLabel(message.service),
    service: message.service,
    message: message.message,
    createdAt: message.createdAt.toISOString(),
    handled: message.read,
    spam: message.spam,
    unverified: message.unverified,
    ...(delivery === undefined
      ? {}
      : {
          delivery: delivery && {
            status: delivery.status,
            attempts: delivery.attempts,
            sentAt: delivery.sentAt?.toISOString() ?? null,
            lastError: delivery.lastError,
          },
        }),
  };
}

/** SPEC's unpaged list (up to 500 messages at once), read on the read worker (src/server/long-reads.ts; decision 060). */
export function messageReads(db: Db) {
  const inbox = createContactInbox(db);
  return {
    texts: {
      messagesList: (query: { limit?: number; beforeId?: number }) =>
        JSON.stringify(inbox.list(query).map(adminMessageJson)),
    },
    streams: {},
  };
}

/** Mounted at /api/admin/messages; `reads`: the read worker, which reads the unpaged list. */
export function createAdminMessagesApi(services: Services, reads: ReadWorker<ReturnType<typeof messageReads>>) {
  const app = new Hono<AppEnv>();
  const inbox = services.contactInbox;

  app.get("/", requires("messages.read"), validate("query", listQuery), (c) => {
    c.header("Cache-Control", "private, no-store");
    c.header("X-Unread-Count", String(inbox.unhandledCount()));
    return adminListAnswer(
      c,
      "messages",
      () => workerJson(c, (encoding) => reads.document("messagesList", encoding, c.req.valid("query"))),
      inbox.adminPage,
      adminMessageJson,
    );
  });

  app.get("/unread-count", requires("messages.read"), (c) => c.json({ count: inbox.unhandledCount() }));

  app.patch(
    "/:id",
    requires("messages.manage"),
    validate("param", messageIdParam),
    validate("json", patchBody),
    (c) => {
      const { handled, verified } = c.req.valid("json");
      const id = c.req.valid("param").id;
      if (handled !== undefined && !inbox.setHandled(id, handled)) {
        return c.json({ success: false, message: MESSAGE_NOT_FOUND }, 404);
      }
      const marked = verified ? services.contact.markNotSpam(id) : null;
      const updated = marked?.message ?? inbox.get(id);
      if (!updated) return c.json({ success: false, message: MESSAGE_NOT_FOUND }, 404);
      const message = marked
        ? marked.queued
          ? "Message marked as not spam; its e-mail is on its way."
          : "Message marked as not spam"
        : handled
          ? "Message marked as handled"
          : "Message marked as not handled";
      const json = adminMessageJson(updated);
      return written(c, message, json, { aliases: { contactMessage: json } });
    },
  );

  app.delete("/:id", requires("messages.manage"), validate("param", messageIdParam), (c) => {
    return deletedOr404(c, inbox.delete(c.req.valid("param").id), "Message deleted successfully", MESSAGE_NOT_FOUND);
  });

  return app;
}
