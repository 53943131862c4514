import { afterAll, expect, test } from "bun:test";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { waitFor } from "../../tests/support/wait";
import { createLocalStorage, isValidKey, keyFromPrivateFileUrl, privateFileUrl } from ".";

const root = mkdtempSync(join(tmpdir(), "storage-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** A stream that sends `first`, then waits for `release()` before sending `rest` (or failing). */
function gatedStream(first: string, rest: string | Error) {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  const encoder = new TextEncoder();
  let step = 0;
  const stream = new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (step++ === 0) return controller.enqueue(encoder.encode(first));
      await gate;
      if (rest instanceof Error) return controller.error(rest);
      controller.enqueue(encoder.encode(rest));
      controller.close();
    },
  });
  return { stream, release };
}

/** Waits until some file in `folder`, hidden or not, holds at least `bytes` bytes. */
async function bytesOnDisk(folder: string, bytes: number) {
  // The folder may not exist yet, and a file may be renamed between listing and reading its size.
  const sizes = () =>
    (existsSync(folder) ? readdirSync(folder) : []).map(
      (name) => statSync(join(folder, name), { throwIfNoEntry: false })?.size ?? 0,
    );
  await waitFor(() => sizes().some((size) => size >= bytes), `a file in ${folder} of ${bytes} bytes`, 5000);
}

test.each(["public/a.png", "private/resources/x1.pdf", "public/seed/blog-x.svg"])("%s is a valid key", (key) => {
  expect(isValidKey(key)).toBe(true);
});

test.each(["a.png", "public/../private/x.pdf", "public/.hidden", "private//x", "/etc/passwd", "public/a b.png"])(
  "%s is refused",
  (key) => {
    expect(isValidKey(key)).toBe(false);
  },
);

test("a key segment may have 200 characters but not 201, and a whole key at most 512", () => {
  expect(isValidKey(`public/${"a".repeat(200)}`)).toBe(true);
  expect(isValidKey(`public/${"a".repeat(201)}`)).toBe(false);
  const folders = Array.from({ length: 5 }, () => "f".repeat(100)).join("/"); // 504 characters
  expect(isValidKey(`public/${folders}`)).toBe(true); // 511
  expect(isValidKey(`public/${folders}/a`)).toBe(false); // 513
});

test("a stream is written, read back and deleted", async () => {
  const storage = createLocalStorage(root);
  const size = await storage.put("private/r/doc.txt", new Blob(["hello world"]).stream());
  expect(size).toBe(11);
  expect(await (await storage.get("private/r/doc.txt"))!.text()).toBe("hello world");
  await storage.delete("private/r/doc.txt");
  expect(await storage.get("private/r/doc.txt")).toBeNull();
  await expect(storage.put("../escape.txt", "x")).rejects.toThrow("Invalid storage key");
});

test("get answers null for a name longer than the file system allows, instead of throwing", async () => {
  const storage = createLocalStorage(root);
  expect(await storage.get(`public/${"a".repeat(4100)}.png`)).toBeNull();
  // A valid key whose full path is still too long for the file system (ENAMETOOLONG).
  const deepRoot = join(root, ...Array.from({ length: 21 }, () => "d".repeat(200)));
  expect(await createLocalStorage(deepRoot).get("public/x.png")).toBeNull();
});

test("a reader sees the old file or nothing while a write is under way, never half of the new one", async () => {
  const storage = createLocalStorage(join(root, "readers"));
  const half = "h".repeat(1024 * 1024);
  const fresh = gatedStream(half, "new file");
  const writingFresh = storage.put("public/fresh.txt", fresh.stream);
  await bytesOnDisk(join(root, "readers/public"), half.length);
  expect(await storage.get("public/fresh.txt")).toBeNull();
  fresh.release();
  await writingFresh;
  expect(await (await storage.get("public/fresh.txt"))!.text()).toBe(`${half}new file`);

  const replacement = gatedStream(`${half}${half}`, "replacement");
  const replacing = storage.put("public/fresh.txt", replacement.stream);
  await bytesOnDisk(join(root, "readers/public"), 2 * half.length);
  expect(await (await storage.get("public/fresh.txt"))!.text()).toBe(`${half}new file`);
  replacement.release();
  await replacing;
  expect(await (await storage.get("public/fresh.txt"))!.text()).toBe(`${half}${half}replacement`);
});

test("a write that fails part-way leaves nothing behind and keeps the earlier file", async () => {
  const storage = createLocalStorage(root);
  const failing = gatedStream("the start of it", new Error("client went away"));
  failing.release();
  await expect(storage.put("private/failed/new.txt", failing.stream)).rejects.toThrow("client went away");
  expect(readdirSync(join(root, "private/failed"))).toEqual([]);

  await storage.put("private/failed/kept.txt", "the earlier file");
  const failingAgain = gatedStream("a newer one", new Error("disk full"));
  failingAgain.release();
  await expect(storage.put("private/failed/kept.txt", failingAgain.stream)).rejects.toThrow("disk full");
  expect(readdirSync(join(root, "private/failed"))).toEqual(["kept.txt"]);
  expect(await (await storage.get("private/failed/kept.txt"))!.text()).toBe("the earlier file");
});

test("folders and files of the private area are created for the server's user only", async () => {
  const storage = createLocalStorage(join(root, "modes"));
  await storage.put("private/resources/a.pdf", "x");
  await storage.put("public/covers/a.png", "x");
  const mode = (path: string) => statSync(join(root, "modes", path)).mode & 0o777;
  expect(mode("private")).toBe(0o700);
  expect(mode("private/resources")).toBe(0o700);
  expect(mode("public/covers") & 0o700).toBe(0o700);
  expect(mode("private/resources/a.pdf")).toBe(0o600);
});

test("deleteFolder removes a folder's files, unfinished writes included, and nothing beside it", async () => {
  const storage = createLocalStorage(join(root, "folders"));
  await storage.put("private/seed/a.pdf", "a");
  await Bun.write(join(root, "folders/private/seed/.a.pdf.123.partial"), "half");
  await storage.put("private/seedling.pdf", "kept");
  await storage.deleteFolder("private/seed");
  expect(readdirSync(join(root, "folders/private"))).toEqual(["seedling.pdf"]);
  await expect(storage.deleteFolder("private/..")).rejects.toThrow("Invalid storage key");
});

test("removeUnfinished removes temporary files older than asked, and nothing else", async () => {
  const dir = mkdtempSync(join(root, "unfinished-"));
  const storage = createLocalStorage(dir);
  await storage.put("private/kept/report.pdf", "complete");
  const folder = join(dir, "private", "kept");
  const old = join(folder, ".big.pdf.11111111-1111-4111-8111-111111111111.partial");
  const fresh = join(folder, ".other.pdf.22222222-2222-4222-8222-222222222222.partial");
  const oldPublic = join(dir, "public", ".cover.png.33333333-3333-4333-8333-333333333333.partial");
  mkdirSync(join(dir, "public"));
  for (const path of [old, fresh, oldPublic]) writeFileSync(path, "half");
  const hourAgo = new Date(Date.now() - 60 * 60_000);
  utimesSync(old, hourAgo, hourAgo);
  utimesSync(oldPublic, hourAgo, hourAgo);

  expect(await storage.removeUnfinished(30 * 60_000)).toBe(2);
  expect(readdirSync(folder).sort()).toEqual([".other.pdf.22222222-2222-4222-8222-222222222222.partial", "report.pdf"]);
  expect(readdirSync(join(dir, "public"))).toEqual([]);
  expect(await createLocalStorage(join(dir, "missing")).removeUnfinished(0)).toBe(0);
});

test("private file URLs map to keys and back, and nothing else maps", () => {
  expect(keyFromPrivateFileUrl(privateFileUrl("private/resources/a.pdf"))).toBe("private/resources/a.pdf");
  expect(keyFromPrivateFileUrl("/api/admin/files/../../site.db")).toBeNull();
  expect(keyFromPrivateFileUrl("https://elsewhere.test/x.pdf")).toBeNull();
});
