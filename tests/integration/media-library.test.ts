// docs/product.md#media, the library finished: original file names kept and shown, search over the
// whole library, the "Unused" filter, bulk delete, an identical upload reusing its item, and the
// alt text a post gives an image kept with the item.
import { afterAll, describe, expect, test } from "bun:test";
import { media } from "../../src/db/schema";
import { postBody } from "../support/admin-api";
import { SAME_ORIGIN, send, sendJson, sessionFor, withCookie } from "../support/auth";
import { pngImage } from "../support/images";
import { MULTIPART_TYPE, multipartBody, type Part } from "../support/multipart";
import { createTestApp } from "../support/test-app";

const t = await createTestApp();
afterAll(() => t.close());
const asAdmin = withCookie(sessionFor(t.services, 1).cookie);

type Item = { id: number; url: string; originalName: string | null; alt: string; uses: unknown[] };
type Upload = { fullUrl: string; originalName: string; media: Item; reused: boolean };

async function upload(fileName: string, content: Uint8Array, extra: Part[] = []): Promise<Upload> {
  const res = await send(t.app, "/api/admin/upload/image", {
    method: "POST",
    headers: { ...asAdmin, Origin: SAME_ORIGIN, ...MULTIPART_TYPE },
    body: multipartBody([{ field: "coverImage", fileName, content }, ...extra]),
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as { data: Upload }).data;
}

const library = async (query: string) =>
  (await (await sendJson(t.app, "GET", `/api/admin/media?${query}`, undefined, asAdmin)).json()) as {
    items: Item[];
    total: number;
  };

describe("the media library", () => {
  test("an item keeps the file name it was uploaded with", async () => {
    const { media: item } = await upload("Team offsite 2026.png", pngImage(41, 20));
    expect(item.originalName).toBe("Team offsite 2026.png");
    expect((await library("q=offsite")).items.map((i) => i.id)).toEqual([item.id]);
  });

  test("the same bytes uploaded again reuse the stored item and its address; an alt text given fills a missing one", async () => {
    const bytes = pngImage(43, 21);
    const first = await upload("chart.png", bytes);
    const before = t.db.select().from(media).all().length;
    const again = await upload("chart-copy.png", bytes, [{ field: "alt", content: "Quarterly chart" }]);
    expect(again.reused).toBe(true);
    expect(again.media.id).toBe(first.media.id);
    expect(again.fullUrl).toBe(first.media.url);
    expect(again.media.alt).toBe("Quarterly chart");
    expect(t.db.select().from(media).all().length).toBe(before);
    // The second copy's file was not kept.
    expect((await send(t.app, first.media.url)).status).toBe(200);
    const other = await upload("chart.png", pngImage(44, 21));
    expect(other.reused).toBe(false);
    expect(other.media.id).not.toBe(first.media.id);
  });

  test("search covers the whole library, past the first page, by name and alt text", async () => {
    const { media: old } = await upload("aardvark-diagram.png", pngImage(45, 22), [
      { field: "alt", content: "Funnel stages" },
    ]);
    for (let i = 0; i < 3; i++) await upload(`filler-${i}.png`, pngImage(50 + i, 22));
    const first = await library("limit=2&page=1");
    expect(first.items.map((i) => i.id)).not.toContain(old.id);
    expect((await library("q=aardvark&limit=2")).items.map((i) => i.id)).toEqual([old.id]);
    expect((await library("q=funnel%20stages")).items.map((i) => i.id)).toEqual([old.id]);
    expect((await library("q=nothing-like-this")).total).toBe(0);
  });

  test("'Unused' lists only the items nothing uses; bulk delete removes those and keeps the ones in use", async () => {
    const { media: free } = await upload("free.png", pngImage(61, 30));
    const { media: used } = await upload("used.png", pngImage(62, 30));
    await sendJson(t.app, "POST", "/api/blog", postBody({ slug: "uses-an-image", coverImage: used.url }), asAdmin);
    const unused = await library("unused=true&limit=100");
    expect(unused.items.map((i) => i.id)).toContain(free.id);
    expect(unused.items.map((i) => i.id)).not.toContain(used.id);
    expect(unused.items.every((i) => i.uses.length === 0)).toBe(true);

    const res = await sendJson(
      t.app,
      "POST",
      "/api/admin/media/bulk-delete",
      { ids: [free.id, used.id, 999999] },
      asAdmin,
    );
    expect(res.status).toBe(200);
    const { data } = (await res.json()) as {
      data: { deleted: number[]; refused: { id: number; uses: unknown[] }[]; missing: number[] };
    };
    expect(data.deleted).toEqual([free.id]);
    expect(data.refused.map((r) => r.id)).toEqual([used.id]);
    expect(data.refused[0]!.uses.length).toBeGreaterThan(0);
    expect(data.missing).toEqual([999999]);
    expect((await send(t.app, free.url)).status).toBe(404);
    expect(t.services.media.get(used.id)).not.toBeNull();
    const empty = await sendJson(t.app, "POST", "/api/admin/media/bulk-delete", { ids: [] }, asAdmin);
    expect(empty.status).toBe(400);
  });

  test("the alt text a post gives an image is kept with its item, never over the library's own", async () => {
    const { media: bare } = await upload("bare.png", pngImage(71, 30));
    const { media: named } = await upload("named.png", pngImage(72, 30), [{ field: "alt", content: "Library text" }]);
    const content = `<p>Intro</p><img src="${bare.url}" alt="A roadmap on a whiteboard"><img src="${named.url}" alt="Editor text">`;
    const res = await sendJson(t.app, "POST", "/api/blog", postBody({ slug: "alt-texts", content }), asAdmin);
    expect(res.status).toBe(201);
    expect((await t.services.media.get(bare.id))?.alt).toBe("A roadmap on a whiteboard");
    expect((await t.services.media.get(named.id))?.alt).toBe("Library text");
  });
});
