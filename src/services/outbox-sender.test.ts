import { afterEach, describe, expect, jest, test } from "bun:test";
import { queueContactMessage } from "../../tests/support/factories";
import { memoryDb } from "../../tests/support/memory-db";
import { waitFor } from "../../tests/support/wait";
import { createOutbox } from "./outbox";
import { createOutboxSender } from "./outbox-sender";
import type { Mailer, OutgoingMail } from "./mailer";
import { contactMessages } from "../db/schema";
import { eq } from "drizzle-orm";

/** A mailer that records each send and answers as told: "ok", "fail" or "hang" (until released). */
function fakeMailer() {
  const sent: OutgoingMail[] = [];
  let mode: "ok" | "fail" | "hang" = "ok";
  let release: (() => void) | null = null;
  let closed = false;
  const mailer: Mailer = {
    async send(mail) {
      if (mode === "fail") throw new Error("connect ECONNREFUSED 127.0.0.1:2525\r\nInjected: line");
      if (mode === "hang") {
        await new Promise<void>((resolve) => (release = resolve));
        release = null;
      }
      sent.push(mail);
      return { response: `250 queued ${sent.length}` };
    },
    close() {
      closed = true;
    },
    describe: "smtp://fake.test:25",
  };
  return {
    mailer,
    sent,
    set: (next: typeof mode) => (mode = next),
    release: () => release?.(),
    isHanging: () => release !== null,
    isClosed: () => closed,
  };
}

function setup(pollMs?: number) {
  const { db } = memoryDb();
  let now = Date.UTC(2026, 10, 23, 15, 0, 0);
  const clock = { now: () => now, advance: (ms: number) => (now += ms) };
  const outbox = createOutbox(db, clock.now);
  const fake = fakeMailer();
  const log: string[] = [];
  const sender = createOutboxSender({
    outbox,
    now: clock.now,
    log: (line) => log.push(line),
    pollMs,
    onStop: () => fake.mailer.close(),
    handlers: {
      "contact.mail": {
        describe: ({ delivery }) => `Contact message #${delivery.messageId}: e-mail`,
        async send({ delivery }) {
          const message = db.select().from(contactMessages).where(eq(contactMessages.id, delivery.messageId!)).get()!;
          const sent = await fake.mailer.send({
            from: { address: "website@consultancy.test" },
            to: "hello@consultancy.test",
            replyTo: { name: message.name, address: message.email },
            subject: `Contact form: ${message.name}`,
            text: message.message,
            messageId: `<contact-${message.id}@consultancy.test>`,
          });
          return sent.response;
        },
      },
    },
  });
  const queue = (name?: string) => queueContactMessage(db, outbox, name);
  return { clock, outbox, fake, log, sender, queue };
}

describe("contact sender", () => {
  afterEach(() => jest.useRealTimers());

  test("runOnce sends everything due, more than one batch, each once", async () => {
    const { sender, queue, fake } = setup();
    for (let i = 1; i <= 12; i++) queue(`Sender ${i}`);
    expect(await sender.runOnce()).toEqual({ sent: 12, failed: 0, gaveUp: 0 });
    expect(fake.sent.map((m) => m.subject)).toEqual(
      Array.from({ length: 12 }, (_, i) => `Contact form: Sender ${i + 1}`),
    );
    expect(await sender.runOnce()).toEqual({ sent: 0, failed: 0, gaveUp: 0 });
  });

  test("a failed send is logged on one line, with the error escaped, and retried when due", async () => {
    const { sender, queue, fake, log, clock, outbox } = setup();
    const id = queue("Jane Smith");
    fake.set("fail");
    expect(await sender.runOnce()).toEqual({ sent: 0, failed: 1, gaveUp: 0 });
    expect(log).toEqual([
      `Contact message #${id}: e-mail attempt 1 failed (connect ECONNREFUSED 127.0.0.1:2525\\u000d\\u000aInjected: line); next try at 2026-11-23T15:00:30.000Z`,
    ]);
    fake.set("ok");
    expect(await sender.runOnce()).toEqual({ sent: 0, failed: 0, gaveUp: 0 });
    clock.advance(30_000);
    expect(await sender.runOnce()).toEqual({ sent: 1, failed: 0, gaveUp: 0 });
    expect(outbox.statusOfMessage(id)).toMatchObject({ status: "sent", attempts: 2 });
  });

  test("started, it sends what is already due, and a nudge sends a new message without waiting for the poll", async () => {
    const { sender, queue, fake } = setup(60 * 60 * 1000);
    queue("Left From Before");
    sender.start();
    await waitFor(() => fake.sent.length === 1, "the first send");
    queue("Just Arrived");
    sender.nudge();
    await waitFor(() => fake.sent.length === 2, "the nudged send");
    await sender.stop();
    expect(fake.sent.map((m) => m.subject)).toEqual(["Contact form: Left From Before", "Contact form: Just Arrived"]);
  });

  test("a nudge while a send is in progress runs again afterwards", async () => {
    const { sender, queue, fake } = setup(60 * 60 * 1000);
    fake.set("hang");
    queue("First");
    sender.start();
    await waitFor(() => fake.isHanging(), "the first send to hang");
    queue("Second");
    sender.nudge();
    fake.set("ok");
    fake.release();
    await waitFor(() => fake.sent.length === 2, "both sends");
    await sender.stop();
    expect(fake.sent.map((m) => m.subject)).toEqual(["Contact form: First", "Contact form: Second"]);
  });

  test("stop waits for the send in progress to be recorded, then closes the mailer; nothing runs after", async () => {
    const { sender, queue, fake, outbox } = setup();
    fake.set("hang");
    const id = queue("Jane Smith");
    sender.start();
    await waitFor(() => outbox.statusOfMessage(id)?.attempts === 1, "the send to start");
    const stopped = sender.stop();
    expect(fake.isClosed()).toBe(false);
    fake.release();
    await stopped;
    expect(fake.isClosed()).toBe(true);
    expect(outbox.statusOfMessage(id)?.status).toBe("sent");
    fake.set("ok");
    queue("After Stop");
    // Every timer the nudge could have set is run out at once on the test's clock.
    jest.useFakeTimers();
    sender.nudge();
    jest.runAllTimers();
    expect(fake.sent).toHaveLength(1);
  });

  test("without start, nudges do nothing", async () => {
    const { sender, queue, fake } = setup();
    queue("Jane Smith");
    jest.useFakeTimers();
    sender.nudge();
    jest.runAllTimers();
    expect(fake.sent).toHaveLength(0);
  });
});
