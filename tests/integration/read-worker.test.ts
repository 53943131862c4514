// Long reads run on the read worker (src/db/read-worker.ts; decision 060), not on the server's
// thread. The app here starts a worker that serves the app's own reads but can be held
// (tests/support/held-read-worker.ts): held, it blocks its thread inside the read, as a long read
// does. Meanwhile pages are answered and the export and the unpaged list wait; released, each
// answer is the bytes the same reads make on the server's own connection. A cancelled download ends
// the worker's read; a read that fails is a clear error and the worker goes on serving.
import { afterAll, describe, expect, setDefaultTimeout, test } from "bun:test";
import { existsSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { brotliDecompressSync } from "node:zlib";
import { longReads } from "../../src/server/long-reads";
import { send, sessionFor, withCookie } from "../support/auth";
import { createResource } from "../support/factories";
import { insertDownloads } from "../support/scale-data";
import { createTestApp } from "../support/test-app";

setDefaultTimeout(60_000);

const t = await createTestApp({ readWorkerEntry: new URL("../support/held-read-worker.ts", import.meta.url) });
const hold = join(t.dir, "site.db.hold");
const chunks = join(t.dir, "site.db.chunks");
afterAll(() => {
  rmSync(hold, { force: true });
  t.close();
});
const asAdmin = withCookie(sessionFor(t.services, 1).cookie);

const resource = createResource(t.services, { title: "Worker Kit", slug: "worker-kit" });
// 3,000 downloads by 1,500 people: fifteen chunks of leads, fifteen of people.
insertDownloads(t.sqlite, {
  resourceIds: [resource.id],
  people: 1_500,
  perPerson: 2,
  newestAt: Date.now() - 60_000,
  prefix: "worker",
});

/** "answered" if `answer` settles within a moment, else "waiting". */
const stateOf = (answer: Promise<unknown>) =>
  Promise.race([answer.then(() => "answered"), Bun.sleep(300).then(() => "waiting")]);

const chunksRead = () => (existsSync(chunks) ? readFileSync(chunks, "utf8").split("\n").filter(Boolean).length : 0);

/** The body as text, its byte order mark kept. */
const bodyText = async (res: Response) => new TextDecoder("utf-8", { ignoreBOM: true }).decode(await res.arrayBuffer());

describe("the read worker", () => {
  test("held, it holds the export and the unpaged list, not the pages; released, both are the reads' own bytes", async () => {
    const onThisThread = longReads(t.db);
    const csv = [...onThisThread.streams.leadsCsv()].join("");
    const list = await onThisThread.texts.adminBlogList({ ownerId: undefined });

    writeFileSync(hold, "");
    const exported = await send(t.app, "/api/admin/leads.csv", { headers: asAdmin });
    expect(exported.status).toBe(200);
    const exportedText = bodyText(exported);
    const listed = send(t.app, "/api/admin/blog", { headers: asAdmin });
    for (const path of ["/", "/blog", "/api/blog"]) expect((await send(t.app, path)).status).toBe(200);
    expect(await stateOf(exportedText)).toBe("waiting");
    expect(await stateOf(listed)).toBe("waiting");
    expect(chunksRead()).toBe(0);

    rmSync(hold);
    expect(await exportedText).toBe(csv);
    const answer = await listed;
    expect(answer.headers.get("content-type")).toBe("application/json");
    expect(await answer.text()).toBe(list);
    // Every chunk was read in the worker.
    expect(chunksRead()).toBe(15);
  });

  test("a document leaves the worker in the encoding the request takes, and decodes to the read's own text", async () => {
    const list = await longReads(t.db).texts.adminBlogList({ ownerId: undefined });
    const decoded: Record<string, (bytes: Uint8Array<ArrayBuffer>) => Uint8Array> = {
      br: (bytes) => brotliDecompressSync(bytes),
      gzip: (bytes) => Bun.gunzipSync(bytes),
    };
    for (const [accepted, encoding] of [
      ["gzip, deflate, br", "br"],
      ["gzip", "gzip"],
      ["identity", null],
    ] as const) {
      const res = await send(t.app, "/api/admin/blog", { headers: { ...asAdmin, "Accept-Encoding": accepted } });
      expect(res.status).toBe(200);
      expect(res.headers.get("content-encoding")).toBe(encoding);
      expect(res.headers.get("vary")).toContain("Accept-Encoding");
      const bytes = new Uint8Array(await res.arrayBuffer());
      expect(new TextDecoder().decode(encoding ? decoded[encoding]!(bytes) : bytes)).toBe(list);
    }
  });

  test("a cancelled download ends its read; a failed read is an error and the worker serves on", async () => {
    rmSync(chunks, { force: true });
    const res = await send(t.app, "/api/admin/leads/people.csv", { headers: asAdmin });
    const reader = res.body!.getReader();
    expect((await reader.read()).done).toBe(false);
    await reader.cancel();

    // (Not `expect(…).rejects`: it does not let the worker's answer in while it waits.)
    const askByName = t.reads.document as (name: string, encoding: string) => Promise<Uint8Array>;
    const failed = await askByName("noSuchRead", "identity").catch((error: Error) => error.message);
    expect(failed).toContain('no read named "noSuchRead"');
    // The worker takes its messages in order: the cancel came before this read's answer.
    expect((await send(t.app, "/api/admin/blog", { headers: asAdmin })).status).toBe(200);
    // The first chunk, the one read ahead, and at most one asked for as the download was cancelled.
    expect(chunksRead()).toBeGreaterThanOrEqual(1);
    expect(chunksRead()).toBeLessThanOrEqual(3);

    // Closed (as the app closes it), the next read starts another worker.
    t.reads.close();
    const again = await send(t.app, "/api/admin/messages", { headers: asAdmin });
    expect(again.status).toBe(200);
    expect(Array.isArray(await again.json())).toBe(true);
  });
});
