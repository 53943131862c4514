import { afterAll, expect, test } from "bun:test";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createLocalStorage, isValidKey, keyFromPrivateFileUrl, privateFileUrl } from ".";

const root = mkdtempSync(join(tmpdir(), "storage-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

test.each(["public/a.png", "private/resources/x1.pdf", "public/seed/blog-x.svg"])("%s is a valid key", (key) => {
  expect(isValidKey(key)).toBe(true);
});

test.each(["a.png", "public/../private/x.pdf", "public/.hidden", "private//x", "/etc/passwd", "public/a b.png"])(
  "%s is refused",
  (key) => {
    expect(isValidKey(key)).toBe(false);
  },
);

test("a stream is written, read back and deleted", async () => {
  const storage = createLocalStorage(root);
  const size = await storage.put("private/r/doc.txt", new Blob(["hello world"]).stream());
  expect(size).toBe(11);
  expect(await (await storage.get("private/r/doc.txt"))!.text()).toBe("hello world");
  await storage.delete("private/r/doc.txt");
  expect(await storage.get("private/r/doc.txt")).toBeNull();
  expect(storage.put("../escape.txt", "x")).rejects.toThrow("Invalid storage key");
});

test("private file URLs map to keys and back, and nothing else maps", () => {
  expect(keyFromPrivateFileUrl(privateFileUrl("private/resources/a.pdf"))).toBe("private/resources/a.pdf");
  expect(keyFromPrivateFileUrl("/api/admin/files/../../site.db")).toBeNull();
  expect(keyFromPrivateFileUrl("https://elsewhere.test/x.pdf")).toBeNull();
});
