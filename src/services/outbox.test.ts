import { describe, expect, test } from "bun:test";
import { queueContactMessage } from "../../tests/support/factories";
import { memoryDb } from "../../tests/support/memory-db";
import { createOutbox, retryDelay } from "./outbox";

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const KINDS = ["contact.mail"] as const;

function setup() {
  const { db, sqlite } = memoryDb();
  let now = Date.UTC(2026, 10, 23, 15, 0, 0);
  const clock = { now: () => now, advance: (ms: number) => (now += ms) };
  const outbox = createOutbox(db, clock.now);
  const queue = (name?: string) => queueContactMessage(db, outbox, name);
  const attempts = () =>
    sqlite
      .query<{ outcome: string | null; detail: string | null }, []>(
        "SELECT outcome, detail FROM outbox_attempts ORDER BY id",
      )
      .all();
  return { db, sqlite, clock, outbox, queue, attempts };
}

describe("retryDelay", () => {
  test("30 s after the first failure, doubling, never more than an hour", () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 50].map(retryDelay)).toEqual([
      30 * SECOND,
      1 * MINUTE,
      2 * MINUTE,
      4 * MINUTE,
      8 * MINUTE,
      16 * MINUTE,
      32 * MINUTE,
      HOUR,
      HOUR,
      HOUR,
    ]);
  });
});

describe("contact outbox", () => {
  test("a queued message is due at once; a claim holds it, and a second claim gets nothing", () => {
    const { outbox, queue, clock } = setup();
    const id = queue();
    expect(outbox.nextDueAt(KINDS)).toBe(clock.now());
    const claims = outbox.claimDue(10, KINDS);
    expect(claims.map((c) => [c.delivery.messageId, c.attempt])).toEqual([[id, 1]]);
    expect(outbox.claimDue(10, KINDS)).toEqual([]);
    // While the lease runs, the row is not due: the earliest time is the lease's end.
    expect(outbox.nextDueAt(KINDS)).toBe(clock.now() + 5 * MINUTE);
  });

  test("claims take at most `limit` rows, oldest first", () => {
    const { outbox, queue, clock } = setup();
    const first = queue("First Sender");
    clock.advance(SECOND);
    const second = queue("Second Sender");
    expect(outbox.claimDue(1, KINDS).map((c) => c.delivery.messageId)).toEqual([first]);
    expect(outbox.claimDue(5, KINDS).map((c) => c.delivery.messageId)).toEqual([second]);
  });

  test("completing records the attempt and ends the delivery as sent", () => {
    const { outbox, queue, clock, attempts } = setup();
    const id = queue();
    const [claim] = outbox.claimDue(10, KINDS);
    clock.advance(2 * SECOND);
    expect(outbox.complete(claim!, "250 2.0.0 Ok: queued")).toBe(true);
    expect(outbox.statusOfMessage(id)).toEqual({
      status: "sent",
      attempts: 1,
      nextAttemptAt: new Date(clock.now() - 2 * SECOND),
      sentAt: new Date(clock.now()),
      lastError: null,
    });
    expect(attempts()).toEqual([{ outcome: "sent", detail: "250 2.0.0 Ok: queued" }]);
    expect(outbox.claimDue(10, KINDS)).toEqual([]);
    expect(outbox.nextDueAt(KINDS)).toBeNull();
  });

  test("a failure schedules the next try with the backoff and keeps the error", () => {
    const { outbox, queue, clock, attempts } = setup();
    const id = queue();
    const first = outbox.claimDue(10, KINDS)[0]!;
    expect(outbox.fail(first, "connect ECONNREFUSED")).toEqual({
      gaveUp: false,
      nextAttemptAt: new Date(clock.now() + 30 * SECOND),
    });
    expect(outbox.statusOfMessage(id)).toMatchObject({
      status: "pending",
      attempts: 1,
      lastError: "connect ECONNREFUSED",
    });
    expect(outbox.claimDue(10, KINDS)).toEqual([]);
    clock.advance(30 * SECOND);
    const second = outbox.claimDue(10, KINDS)[0]!;
    expect(second.attempt).toBe(2);
    expect(outbox.fail(second, "421 try later").nextAttemptAt).toEqual(new Date(clock.now() + MINUTE));
    expect(attempts().map((a) => a.outcome)).toEqual(["failed", "failed"]);
  });

  test("no try is scheduled past 24 hours; a failure at the deadline ends the delivery as failed", () => {
    const { outbox, queue, clock } = setup();
    const id = queue();
    outbox.fail(outbox.claimDue(10, KINDS)[0]!, "down");
    clock.advance(24 * HOUR - 10 * SECOND);
    expect(outbox.fail(outbox.claimDue(10, KINDS)[0]!, "down").nextAttemptAt).toEqual(
      new Date(clock.now() + 10 * SECOND),
    );
    clock.advance(10 * SECOND);
    expect(outbox.fail(outbox.claimDue(10, KINDS)[0]!, "still down")).toEqual({ gaveUp: true, nextAttemptAt: null });
    expect(outbox.statusOfMessage(id)).toMatchObject({ status: "failed", attempts: 3, lastError: "still down" });
    clock.advance(HOUR);
    expect(outbox.claimDue(10, KINDS)).toEqual([]);
    expect(outbox.nextDueAt(KINDS)).toBeNull();
  });

  test("after a lease runs out another sender takes the row; the first one's report then counts for nothing", () => {
    const { outbox, queue, clock } = setup();
    const id = queue();
    const stale = outbox.claimDue(10, KINDS)[0]!;
    clock.advance(5 * MINUTE);
    const fresh = outbox.claimDue(10, KINDS)[0]!;
    expect(fresh.attempt).toBe(2);
    expect(outbox.complete(stale, "250 late")).toBe(false);
    expect(outbox.fail(stale, "late failure")).toEqual({ gaveUp: false, nextAttemptAt: null });
    expect(outbox.statusOfMessage(id)).toMatchObject({ status: "pending", lastError: null });
    expect(outbox.complete(fresh, "250 ok")).toBe(true);
    expect(outbox.statusOfMessage(id)?.status).toBe("sent");
  });

  test("a long error is stored cut short", () => {
    const { outbox, queue } = setup();
    const id = queue();
    outbox.fail(outbox.claimDue(10, KINDS)[0]!, "x".repeat(5000));
    expect(outbox.statusOfMessage(id)?.lastError).toHaveLength(1000);
  });

  test("deleting a message deletes its delivery and attempts", () => {
    const { outbox, queue, sqlite } = setup();
    const id = queue();
    outbox.fail(outbox.claimDue(10, KINDS)[0]!, "down");
    sqlite.query("DELETE FROM contact_messages WHERE id = ?").run(id);
    expect(outbox.statusOfMessage(id)).toBeNull();
    expect(sqlite.query("SELECT count(*) AS n FROM outbox_attempts").get()).toEqual({ n: 0 });
  });
});
