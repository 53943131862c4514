// The streamed CSV export (./csv-response.ts) on a real Hono app: chunks read one at a time as
// the client takes them, the last empty read closing the file, and a client that goes away
// stopping the reading.
import { describe, expect, test } from "bun:test";
import { Hono } from "hono";
import type { AppEnv } from "./context";
import { csvStreamResponse } from "./csv-response";

type Row = { n: number };

/** An app whose export holds `total` rows of numbers, counting the chunks it reads. */
function exportOf(total: number) {
  const reads: number[] = [];
  const app = new Hono<AppEnv>();
  app.get("/export.csv", (c) =>
    csvStreamResponse(
      c,
      "numbers.csv",
      ["N"],
      (after: Row | undefined, limit: number) => {
        const start = after ? after.n + 1 : 0;
        reads.push(start);
        return Array.from({ length: Math.max(0, Math.min(limit, total - start)) }, (_, i) => ({ n: start + i }));
      },
      (row) => [row.n],
      10,
    ),
  );
  return { app, reads };
}

describe("csvStreamResponse", () => {
  test("reads a chunk only when the client asks, and the whole file is every row once", async () => {
    const { app, reads } = exportOf(35);
    const res = await app.request("/export.csv");
    expect(res.headers.get("content-disposition")).toContain("numbers.csv");
    expect(reads).toEqual([]);
    // The byte order mark kept, to see it.
    const text = new TextDecoder("utf-8", { ignoreBOM: true }).decode(await res.arrayBuffer());
    expect(reads).toEqual([0, 10, 20, 30, 35]);
    const lines = text.split("\r\n");
    expect(lines[0]).toBe('\uFEFF"N"');
    expect(lines.slice(1, -1)).toEqual(Array.from({ length: 35 }, (_, i) => `"${i}"`));
  });

  test("a client that cancels stops the reading", async () => {
    const { app, reads } = exportOf(1_000);
    const res = await app.request("/export.csv");
    const reader = res.body!.getReader();
    await reader.read();
    await reader.cancel();
    for (let i = 0; i < 5; i++) await new Promise((resolve) => setImmediate(resolve));
    expect(reads.length).toBeLessThanOrEqual(2);
  });
});
