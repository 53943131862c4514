import { describe, expect, test } from "bun:test";
import { createDownloadLinks } from "./download-links";

const KEY = new TextEncoder().encode("k".repeat(32));
const START = Date.UTC(2026, 10, 22, 12, 0, 0);

function setup() {
  let at = START;
  const links = createDownloadLinks(KEY, () => at);
  return { links, advance: (ms: number) => (at += ms) };
}

function partsOf(link: string) {
  const url = new URL(link, "https://site.test");
  const resourceId = /^\/api\/resources\/(\d+)\/file$/.exec(url.pathname)?.[1] ?? "";
  return {
    resourceId,
    lead: url.searchParams.get("lead") ?? undefined,
    expires: url.searchParams.get("expires") ?? undefined,
    signature: url.searchParams.get("signature") ?? undefined,
  };
}

describe("download links", () => {
  test("a link names the resource, the lead and an expiry 15 minutes ahead", () => {
    const { links } = setup();
    const link = links.sign({ resourceId: 7, leadId: 42 });
    const parts = partsOf(link);
    expect(parts.resourceId).toBe("7");
    expect(parts.lead).toBe("42");
    expect(parts.expires).toBe(String(START / 1000 + 900));
    expect(parts.signature).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(links.verify(parts)).toEqual({ ok: true, resourceId: 7, leadId: 42 });
  });

  test("works until the 15 minutes are up, then is expired", () => {
    const { links, advance } = setup();
    const parts = partsOf(links.sign({ resourceId: 7, leadId: 42 }));
    advance(15 * 60 * 1000 - 1);
    expect(links.verify(parts).ok).toBe(true);
    advance(1);
    expect(links.verify(parts)).toEqual({
      ok: false,
      reason: "expired",
      message: "This download link has expired. Please request the resource again.",
    });
  });

  test("changing the resource, the lead, the expiry or any character of the signature invalidates it", () => {
    const { links } = setup();
    const parts = partsOf(links.sign({ resourceId: 7, leadId: 42 }));
    const invalid = {
      ok: false,
      reason: "invalid",
      message: "This download link is not valid. Please request the resource again.",
    } as const;
    expect(links.verify({ ...parts, resourceId: "8" })).toEqual(invalid);
    expect(links.verify({ ...parts, lead: "43" })).toEqual(invalid);
    expect(links.verify({ ...parts, expires: String(Number(parts.expires) + 3600) })).toEqual(invalid);
    const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
    const signature = parts.signature!;
    for (let i = 0; i < signature.length; i++) {
      for (const replacement of alphabet) {
        if (replacement === signature[i]) continue;
        const changed = signature.slice(0, i) + replacement + signature.slice(i + 1);
        expect(links.verify({ ...parts, signature: changed }).ok).toBe(false);
      }
    }
  });

  test("missing or malformed parts are invalid, never an error", () => {
    const { links } = setup();
    const parts = partsOf(links.sign({ resourceId: 7, leadId: 42 }));
    for (const broken of [
      { ...parts, signature: undefined },
      { ...parts, lead: undefined },
      { ...parts, expires: undefined },
      { ...parts, lead: "042" },
      { ...parts, lead: "-1" },
      { ...parts, expires: "1e12" },
      { ...parts, expires: `0${parts.expires}` },
      { ...parts, expires: `+${parts.expires}` },
      { ...parts, expires: `${parts.expires}.0` },
      { ...parts, resourceId: "abc" },
      { ...parts, signature: `${parts.signature}=` },
      { ...parts, signature: "A".repeat(43) },
    ]) {
      expect(links.verify(broken)).toMatchObject({ ok: false, reason: "invalid" });
    }
  });

  test("a link signed with another key is invalid", () => {
    const { links } = setup();
    const other = createDownloadLinks(new TextEncoder().encode("o".repeat(32)), () => START);
    expect(links.verify(partsOf(other.sign({ resourceId: 7, leadId: 42 }))).ok).toBe(false);
  });

  test("a key shorter than 32 bytes is refused", () => {
    expect(() => createDownloadLinks(new Uint8Array(31))).toThrow("at least 32 bytes");
  });
});
