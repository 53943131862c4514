// How much mail waits to be sent, for the operators' status (docs/architecture.md#operations):
// the one place that knows which outbox tables there are, so a new kind of message adds a line here.
import { count, eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { contactDeliveries } from "../db/schema";

export type OutboxBacklog = Record<string, number>;

export function outboxBacklog(db: Db): OutboxBacklog {
  const contact =
    db.select({ n: count() }).from(contactDeliveries).where(eq(contactDeliveries.status, "pending")).get()?.n ?? 0;
  return { contact };
}
