// The admin's side of stored contact messages (the dashboard's Messages tab): the list, marking a
// message handled or not, deleting one, and the count of messages still to handle. Marking one not
// spam is the contact service's (src/services/contact.ts), which owns the e-mail outbox.
//
// "Handled" is the `read` column that contact_messages has had since its first migration: a
// message is stored unread, and the admin marks it once it has been dealt with. No new column, so
// no migration. Messages marked as spam (the honeypot was filled) are listed, flagged, but never
// counted as waiting: a robot's message is nobody's to-do. Unverified ones (no valid form stamp)
// are counted: they may well be a person's, and no e-mail told anyone about them.
import { and, count, desc, eq, lt, type SQL } from "drizzle-orm";
import type { AdminListQuery, MessageStatus } from "../shared/list-params";
import { adminListPage, countWhere, type ListOrder } from "./list-pages";
import { containsText } from "./sql-search";
import type { Db } from "../db/client";
import { contactMessages, type ContactMessage, outbox } from "../db/schema";
import type { ContactMessageWithDelivery } from "./contact";

export const MESSAGE_LIST_MAX = 500;

// Open: still to handle; handled: dealt with; spam: a robot's, handled or not.
const messageStatusIs: Record<MessageStatus, SQL> = {
  open: and(eq(contactMessages.read, false), eq(contactMessages.spam, false)) as SQL,
  handled: and(eq(contactMessages.read, true), eq(contactMessages.spam, false)) as SQL,
  spam: eq(contactMessages.spam, true),
};

const newestFirst = [desc(contactMessages.createdAt), desc(contactMessages.id)];

export function createContactInbox(db: Db) {
  const withDelivery = (
    where: SQL | undefined,
    limit: number,
    offset = 0,
    order = newestFirst,
  ): ContactMessageWithDelivery[] =>
    db
      .select({ message: contactMessages, delivery: outbox })
      .from(contactMessages)
      .leftJoin(outbox, and(eq(outbox.messageId, contactMessages.id), eq(outbox.kind, "contact.mail")))
      .where(where)
      .orderBy(...order)
      .limit(limit)
      .offset(offset)
      .all()
      .map(({ message, delivery }) => ({
        ...message,
        delivery: delivery && {
          status: delivery.status,
          attempts: delivery.attempts,
          nextAttemptAt: delivery.nextAttemptAt,
          sentAt: delivery.sentAt,
          lastError: delivery.lastError,
        },
      }));

  return {
    /** Newest first, `limit` at a time (pass the last id seen as `beforeId`), with each one's e-mail state. */
    list(query: { limit?: number; beforeId?: number } = {}): ContactMessageWithDelivery[] {
      const limit = Math.min(Math.max(query.limit ?? MESSAGE_LIST_MAX, 1), MESSAGE_LIST_MAX);
      return withDelivery(query.beforeId === undefined ? undefined : lt(contactMessages.id, query.beforeId), limit);
    },

    /** One page of the admin's list (docs/product.md#admin-lists), with the counts per status of the search. */
    adminPage(query: AdminListQuery<"messages">) {
      const searched = containsText([contactMessages.name, contactMessages.email, contactMessages.message], query.q);
      const where = and(searched, query.status ? messageStatusIs[query.status] : undefined);
      const descending = query.sort !== "oldest";
      const order: ListOrder<ContactMessageWithDelivery> = [
        { by: contactMessages.createdAt, descending, of: (m) => m.createdAt.getTime() },
        { by: contactMessages.id, descending, of: (m) => m.id },
      ];
      const page = adminListPage(db, contactMessages, where, query, order, (where, order, limit, offset) =>
        withDelivery(where, limit, offset, order),
      );
      const counts = db
        .select({
          open: countWhere(messageStatusIs.open),
          handled: countWhere(messageStatusIs.handled),
          spam: countWhere(messageStatusIs.spam),
        })
        .from(contactMessages)
        .where(searched)
        .get() ?? { open: 0, handled: 0, spam: 0 };
      return { ...page, counts };
    },

    /** One message with its e-mail state; null when there is none with this id. */
    get(id: number): ContactMessageWithDelivery | null {
      return withDelivery(eq(contactMessages.id, id), 1)[0] ?? null;
    },

    /** Marks a message handled (or not); null when there is none with this id. */
    setHandled(id: number, handled: boolean): ContactMessage | null {
      return (
        db.update(contactMessages).set({ read: handled }).where(eq(contactMessages.id, id)).returning().get() ?? null
      );
    },

    /** Deletes a message (its e-mail delivery rows go with it); false when there was none. */
    delete(id: number): boolean {
      return (
        db.delete(contactMessages).where(eq(contactMessages.id, id)).returning({ id: contactMessages.id }).all()
          .length > 0
      );
    },

    /** Messages that still wait for the admin: not handled, not spam. */
    unhandledCount(): number {
      return (
        db
          .select({ n: count() })
          .from(contactMessages)
          .where(and(eq(contactMessages.read, false), eq(contactMessages.spam, false)))
          .get()?.n ?? 0
      );
    },
  };
}
