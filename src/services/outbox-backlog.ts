// How many deliveries wait to be sent, for the operators' status (docs/architecture.md#operations):
// the pending rows of the one outbox (docs/architecture.md#outbox), counted for each kind.
import { count, eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { outbox } from "../db/schema";

export type OutboxBacklog = Record<string, number>;

export function outboxBacklog(db: Db): OutboxBacklog {
  const rows = db
    .select({ kind: outbox.kind, n: count() })
    .from(outbox)
    .where(eq(outbox.status, "pending"))
    .groupBy(outbox.kind)
    .all();
  const backlog: OutboxBacklog = Object.fromEntries(outbox.kind.enumValues.map((kind) => [kind, 0]));
  for (const row of rows) backlog[row.kind] = row.n;
  return backlog;
}
