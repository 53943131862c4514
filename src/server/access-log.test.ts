import { afterEach, describe, expect, jest, test } from "bun:test";
import { createAccessLog, FLUSH_INTERVAL_MS } from "./access-log";

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

const noSync = () => {};

/**
 * An access log whose output records each write at once but, while `held(writesSoFar)` says so,
 * does not finish it until `gate` opens: an output that has stopped draining.
 */
function heldLog(held: (writesSoFar: number) => boolean, options: { maxQueuedBytes?: number } = {}) {
  const writes: string[] = [];
  const gate = deferred();
  const log = createAccessLog({
    write: async (text) => {
      writes.push(text);
      if (held(writes.length)) await gate.promise;
    },
    writeSync: noSync,
    ...options,
  });
  return { writes, gate, log };
}

describe("access log", () => {
  afterEach(() => jest.useRealTimers());

  test("lines are written later, together, in order, and never while the request waits", () => {
    // The test's own clock: the flush interval passes when the test says so, not by sleeping.
    jest.useFakeTimers();
    const writes: string[] = [];
    const log = createAccessLog({ write: async (text) => void writes.push(text), writeSync: noSync });
    log.line("a 1");
    log.line("b 2");
    log.line("c 3");
    expect(writes).toEqual([]);
    jest.advanceTimersByTime(FLUSH_INTERVAL_MS - 1);
    expect(writes).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(writes).toEqual(["a 1\nb 2\nc 3\n"]);
  });

  test("one write at a time: lines that arrive meanwhile go out in the next", async () => {
    const { writes, gate, log } = heldLog((writesSoFar) => writesSoFar === 1);
    log.line("one");
    const flushed = log.flush();
    log.line("two");
    log.line("three");
    expect(writes).toEqual(["one\n"]);
    gate.resolve();
    await flushed;
    expect(writes).toEqual(["one\n", "two\nthree\n"]);
  });

  test("when the output stops draining, lines past the cap are counted, and the count is logged", async () => {
    let stuck = true;
    const { writes, gate, log } = heldLog(() => stuck, { maxQueuedBytes: 10 });
    log.line("first");
    const flushed = log.flush(); // "first" is being written, and the write hangs
    for (const line of ["12345", "67890", "dropped", "dropped too"]) log.line(line);
    stuck = false;
    gate.resolve();
    await flushed;
    expect(writes).toEqual([
      "first\n",
      "12345\n67890\n- access log: 2 line(s) dropped while the output was not draining\n",
    ]);
  });

  test("a failing output loses its lines but never throws into a request", async () => {
    const log = createAccessLog({ write: () => Promise.reject(new Error("EPIPE")), writeSync: noSync });
    expect(() => log.line("x")).not.toThrow();
    await log.flush();
  });
});
