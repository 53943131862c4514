// The admin's uploads through the real app: a resource file into private storage and a
// cover into public storage under generated names, the answer the resource form fills its fields
// from, the allow-lists and magic bytes (an .exe, a renamed .exe, a PNG holding a PDF: 415), SVG
// covers that could run script refused and the safe ones served sandboxed, text with binary
// content refused, file names with "../" and NUL kept as data only, more than 50 MB refused with
// 413 while streaming and nothing left behind, missing fields and wrong content types. Multipart
// bodies are written out byte by byte here, so the file names are exactly what a client could send.
import { afterAll, describe, expect, test } from "bun:test";
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { SAME_ORIGIN, send, sendJson, sessionFor, withCookie } from "../support/auth";
import { BOUNDARY, MULTIPART_TYPE, multipartBody } from "../support/multipart";
import { expectRefused, expectWritten } from "../support/answers";
import { jpegPhoto, PHOTO_GPS, PHOTO_SCAN, pngHeader } from "../support/images";
import { createTestApp } from "../support/test-app";

const t = await createTestApp();
afterAll(() => t.close());

const asAdmin = withCookie(sessionFor(t.services, 1).cookie);
const encoder = new TextEncoder();
const PDF = encoder.encode("%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n");
const PNG = new Uint8Array([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 1, 2, 3,
]);
// The start of a Windows program: "MZ", then the DOS header's NUL bytes.
const EXE = new Uint8Array([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00, 0x04, 0x00, 0x00, 0x00, 0xff, 0xff]);
const SAFE_SVG = encoder.encode(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 4"><rect width="4" height="4" fill="#234"/></svg>',
);
const SCRIPT_SVG = encoder.encode(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 4"><script>alert(document.cookie)</script></svg>',
);

function upload(route: "resource" | "image", body: BodyInit, headers: Record<string, string> = {}) {
  return send(t.app, `/api/admin/upload/${route}`, {
    method: "POST",
    headers: {
      ...asAdmin,
      Origin: SAME_ORIGIN,
      ...MULTIPART_TYPE,
      ...headers,
    },
    body,
    // @ts-expect-error Bun needs duplex for a streamed request body; the DOM typings lack it
    duplex: "half",
  });
}

const uploadFile = (route: "resource" | "image", fileName: string, content: Uint8Array | string, field?: string) =>
  upload(
    route,
    multipartBody([{ field: field ?? (route === "resource" ? "resourceFile" : "coverImage"), fileName, content }]),
  );

type UploadAnswer = {
  success: boolean;
  message: string;
  data: {
    fullUrl: string;
    originalName: string;
    fileType: string;
    fileSize: string;
    bytes: number;
    pageCount: number | null;
  };
};

/** What uploading `content` answers, for the form to use. */
const uploaded = async (route: "resource" | "image", fileName: string, content: Uint8Array | string) =>
  ((await (await uploadFile(route, fileName, content)).json()) as UploadAnswer).data;

/**
 * Creates a resource as the form does from an upload's answer: the file's fields as the answer gave
 * them, a published 'Tools' resource without a cover unless `fields` say otherwise.
 */
const createResourceFrom = (file: UploadAnswer["data"], fields: { slug: string } & Record<string, unknown>) =>
  sendJson(
    t.app,
    "POST",
    "/api/admin/resources",
    {
      title: "Uploaded Kit",
      description: "Made from the upload answers.",
      category: "Tools",
      coverImage: null,
      published: true,
      fileUrl: file.fullUrl,
      fileName: file.originalName,
      fileType: file.fileType,
      fileSize: file.fileSize,
      publishedAt: null,
      ...fields,
    },
    asAdmin,
  );

/** Every file under the storage root, with unfinished (hidden) writes, seed files left out. */
function storedFiles(): string[] {
  const root = join(t.dir, "uploads");
  return (readdirSync(root, { recursive: true, withFileTypes: true }) as import("node:fs").Dirent[])
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name).slice(root.length + 1))
    .filter((path) => !path.split("/").includes("seed"))
    .sort();
}

describe("POST /api/admin/upload/resource", () => {
  test("stores the file privately under a generated name and answers what the form fills in", async () => {
    const body = await expectWritten<UploadAnswer>(
      uploadFile("resource", "Quarterly Roadmap.pdf", PDF),
      201,
      "Resource file uploaded successfully",
    );
    expect(body.data).toEqual({
      fullUrl: expect.stringMatching(/^\/api\/admin\/files\/resources\/[0-9a-f]{32}\.pdf$/),
      originalName: "Quarterly Roadmap.pdf",
      fileType: "PDF",
      fileSize: `${PDF.length} B`,
      bytes: PDF.length,
      // A catalog and no page: no count rather than a wrong one (src/shared/pdf-pages.ts).
      pageCount: null,
    });
    const key = `private/${body.data.fullUrl.slice("/api/admin/files/".length)}`;
    expect(new Uint8Array(await (await t.storage.get(key))!.arrayBuffer())).toEqual(PDF);

    // The admin can open it at that address; nobody else can.
    const opened = await send(t.app, body.data.fullUrl, { headers: asAdmin });
    expect(opened.status).toBe(200);
    expect(new Uint8Array(await opened.arrayBuffer())).toEqual(PDF);
    expect((await send(t.app, body.data.fullUrl)).status).toBe(401);
  });

  test("sizes are given as the site shows them, and each allowed type gets the form's label", async () => {
    const big = new Uint8Array(2_500_000);
    big.set(PDF);
    const res = await uploadFile("resource", "big.PDF", big);
    expect(((await res.json()) as UploadAnswer).data).toMatchObject({ fileType: "PDF", fileSize: "2.4 MB" });

    const zip = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 20, 0, 0, 0, 8, 0]);
    const ole = new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0]);
    const cases: [string, Uint8Array | string, string][] = [
      ["plan.docx", zip, "DOCX"],
      ["model.xlsx", zip, "XLSX"],
      ["deck.pptx", zip, "PPTX"],
      ["kit.zip", zip, "ZIP"],
      ["guide.epub", zip, "EPUB"],
      ["old.doc", ole, "DOC"],
      ["old.xls", ole, "XLS"],
      ["old.ppt", ole, "PPT"],
      ["chart.png", PNG, "PNG"],
      ["photo.jpeg", new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16]), "JPG"],
      ["diagram.svg", SAFE_SVG, "SVG"],
      ["notes.txt", "Plain notes, caf\u00e9 included.\n", "TXT"],
      ["leads.csv", "name,email\nJane,jane@example.com\n", "CSV"],
    ];
    for (const [name, content, label] of cases) {
      const answer = await uploadFile("resource", name, content);
      expect([name, answer.status]).toEqual([name, 201]);
      expect(((await answer.json()) as UploadAnswer).data.fileType).toBe(label);
    }
  });

  test("the upload's answer creates a resource whose deletion removes both stored files", async () => {
    const file = await uploaded("resource", "kit.pdf", PDF);
    const cover = await uploaded("image", "cover.png", PNG);
    const created = await createResourceFrom(file, { slug: "uploaded-kit", coverImage: cover.fullUrl });
    expect(created.status).toBe(201);
    const { resource } = (await created.json()) as { resource: { id: number } };
    const fileKey = `private/${file.fullUrl.slice("/api/admin/files/".length)}`;
    const coverKey = `public/${cover.fullUrl.slice("/uploads/".length)}`;
    expect(await t.storage.get(fileKey)).not.toBeNull();
    expect((await send(t.app, cover.fullUrl)).status).toBe(200);

    const byId = await send(t.app, `/api/admin/resources/${resource.id}/file`, { headers: asAdmin });
    expect(byId.headers.get("content-disposition")).toContain('filename="kit.pdf"');

    expect((await sendJson(t.app, "DELETE", `/api/admin/resources/${resource.id}`, undefined, asAdmin)).status).toBe(
      200,
    );
    expect(await t.storage.get(fileKey)).toBeNull();
    expect(await t.storage.get(coverKey)).toBeNull();
    expect((await send(t.app, cover.fullUrl)).status).toBe(404);
  });

  test("an older Office file's answer is accepted by the resource form as it is (fileType DOC)", async () => {
    const ole = new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0, 0, 0]);
    const file = await uploaded("resource", "Legacy Plan.doc", ole);
    const created = await createResourceFrom(file, { title: "Legacy Plan", slug: "legacy-plan", published: false });
    expect(created.status).toBe(201);
    expect(((await created.json()) as { resource: { fileType: string } }).resource.fileType).toBe("DOC");
  });

  test("an .exe, a renamed .exe and a PNG holding a PDF: 415, nothing stored", async () => {
    const before = storedFiles();
    const exe = await uploadFile("resource", "setup.exe", EXE);
    await expectRefused(
      exe,
      415,
      "Resource files may only be PDF, DOC, DOCX, XLS, XLSX, PPT, PPTX, ZIP, EPUB, PNG, JPG, JPEG, SVG, TXT, CSV files.",
    );

    const renamed = await uploadFile("resource", "invoice.pdf", EXE);
    expect(renamed.status).toBe(415);
    expect(((await renamed.json()) as { message: string }).message).toBe(
      "The file's content is not a .pdf file (it is a Windows executable).",
    );

    const disguised = await uploadFile("resource", "chart.png", PDF);
    expect(disguised.status).toBe(415);
    expect(((await disguised.json()) as { message: string }).message).toBe(
      "The file's content is not a .png file (it is a PDF document).",
    );

    const binaryText = await uploadFile("resource", "readme.txt", EXE);
    expect(binaryText.status).toBe(415);
    expect(((await binaryText.json()) as { message: string }).message).toBe(
      "The file's content is not a .txt file (it holds binary data).",
    );
    expect(storedFiles()).toEqual(before);
  });

  test('"../" and NUL in the file name stay data: the file lands in the upload area under a generated name', async () => {
    const before = new Set(storedFiles());
    for (const fileName of [
      "../../../../site.db.pdf",
      "..\\..\\escape.pdf",
      "nul\u0000byte.pdf",
      "report.pdf\u0000.exe",
    ]) {
      const res = await uploadFile("resource", fileName, PDF);
      const answer = (await res.json()) as UploadAnswer;
      if (fileName.endsWith(".exe")) {
        expect(res.status).toBe(415); // NUL removed: "report.pdf.exe" is no PDF name
        continue;
      }
      expect([fileName, res.status]).toEqual([fileName, 201]);
      for (const forbidden of ["/", "\\", "\u0000"]) expect(answer.data.originalName).not.toContain(forbidden);
      expect(answer.data.fullUrl).toMatch(/^\/api\/admin\/files\/resources\/[0-9a-f]{32}\.pdf$/);
    }
    const added = storedFiles().filter((path) => !before.has(path));
    expect(added).toHaveLength(3);
    for (const path of added) expect(path).toMatch(/^private\/resources\/[0-9a-f]{32}\.pdf$/);
    // Nothing was written where the names point, anywhere in the data folder.
    const everything = readdirSync(t.dir, { recursive: true }).map(String);
    expect(everything.filter((path) => /site\.db\.pdf|escape\.pdf|byte\.pdf/.test(path))).toEqual([]);
  });

  test("more than 50 MB, streamed without a length: 413 while streaming, the partial file removed", async () => {
    const before = storedFiles();
    const head = encoder.encode(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="resourceFile"; filename="huge.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.7\n`,
    );
    const tail = encoder.encode(`\r\n--${BOUNDARY}--\r\n`);
    const total = 51 * 1024 * 1024;
    let sent = 0;
    let ended = false;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent === 0) controller.enqueue(head);
        if (sent >= total) {
          controller.enqueue(tail);
          ended = true;
          controller.close();
          return;
        }
        const chunk = new Uint8Array(256 * 1024).fill(0x41);
        sent += chunk.length;
        controller.enqueue(chunk);
      },
    });
    const res = await upload("resource", body);
    await expectRefused(res, 413, "The file is larger than 50 MB, the most an upload may be.");
    expect(ended).toBe(true); // the rest of the body was read (and dropped), so any client sees the answer
    expect(storedFiles()).toEqual(before);
  });

  test("a Content-Length beyond the limit is refused before reading", async () => {
    const res = await upload("resource", multipartBody([{ field: "resourceFile", fileName: "a.pdf", content: PDF }]), {
      "Content-Length": String(60 * 1024 * 1024),
    });
    expect(res.status).toBe(413);
  });

  test("no file, the wrong field, an empty file, another content type: 400 or 415 with a clear message", async () => {
    const missing = await upload("resource", multipartBody([{ field: "title", content: "no file here" }]));
    expect(missing.status).toBe(400);
    expect(await missing.json()).toEqual({
      success: false,
      message: 'No file was received: send it in the form field "resourceFile" as multipart/form-data.',
    });
    const wrongField = await uploadFile("resource", "a.pdf", PDF, "file");
    expect(wrongField.status).toBe(400);
    const noChoice = await uploadFile("resource", "", "");
    expect(noChoice.status).toBe(400);
    const empty = await uploadFile("resource", "empty.pdf", "");
    expect(empty.status).toBe(400);
    expect(((await empty.json()) as { message: string }).message).toBe("The file is empty.");

    const json = await upload("resource", JSON.stringify({ file: "x" }), { "Content-Type": "application/json" });
    expect(json.status).toBe(415);
    expect(((await json.json()) as { message: string }).message).toBe("Send the file as multipart/form-data.");
    const broken = await upload("resource", "this is not multipart at all");
    expect(broken.status).toBe(400);
  });

  test("an upload is audited", async () => {
    await uploadFile("resource", "audited.pdf", PDF);
    const [entry] = (await (await send(t.app, "/api/admin/activity?limit=1", { headers: asAdmin })).json()) as {
      action: string;
      summary: string;
    }[];
    expect(entry).toMatchObject({ action: "POST /api/admin/upload/resource", summary: "Uploaded a resource file" });
  });
});

describe("POST /api/admin/upload/image", () => {
  test("stores a cover publicly; /uploads serves it as an image, nosniff", async () => {
    const res = await uploadFile("image", "Team Photo.PNG", PNG);
    expect(res.status).toBe(201);
    const body = (await res.json()) as UploadAnswer;
    expect(body.message).toBe("Cover image uploaded successfully");
    // Read before toMatchObject, which in this Bun writes its matchers into the object it checks.
    const { fullUrl } = body.data;
    expect(body.data).toMatchObject({
      fullUrl: expect.stringMatching(/^\/uploads\/covers\/[0-9a-f]{32}\.png$/),
      originalName: "Team Photo.PNG",
      fileType: "PNG",
    });
    const served = await send(t.app, fullUrl);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/png");
    expect(served.headers.get("x-content-type-options")).toBe("nosniff");
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(PNG);
  });

  test("covers are images only, by name and by content", async () => {
    expect((await uploadFile("image", "doc.pdf", PDF)).status).toBe(415);
    expect((await uploadFile("image", "fake.jpg", EXE)).status).toBe(415);
    expect((await uploadFile("image", "pic.gif", encoder.encode("GIF89a\u0001\u0000"))).status).toBe(201);
    expect((await uploadFile("image", "pic.webp", encoder.encode("RIFF\u0000\u0000\u0000\u0000WEBPVP8 "))).status).toBe(
      201,
    );
  });

  test("an SVG that could run script is refused; a plain one is served sandboxed, never run", async () => {
    const before = storedFiles();
    const scripted = await uploadFile("image", "logo.svg", SCRIPT_SVG);
    await expectRefused(scripted, 415, "This SVG image cannot be used: it holds a <script> element.");
    // An event handler, a foreign object, an outside image.
    for (const svg of [
      '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>',
      '<svg xmlns="http://www.w3.org/2000/svg"><foreignObject><iframe src="https://evil.example"/></foreignObject></svg>',
      '<svg xmlns="http://www.w3.org/2000/svg"><image href="https://tracker.example/p.png"/></svg>',
    ]) {
      expect({ svg, status: (await uploadFile("image", "logo.svg", svg)).status }).toEqual({ svg, status: 415 });
    }
    // A CSS escape spells url( so that a plain search misses it, yet a browser still fetches.
    const escaped = await uploadFile(
      "image",
      "logo.svg",
      '<svg xmlns="http://www.w3.org/2000/svg"><rect width="4" height="4" style="fill:\\75rl(http://tracker.example/p.png)"/></svg>',
    );
    await expectRefused(escaped, 415, "This SVG image cannot be used: it refers to an outside resource (url).");
    expect(storedFiles()).toEqual(before);

    const res = await uploadFile("image", "logo.svg", SAFE_SVG);
    expect(res.status).toBe(201);
    const served = await send(t.app, ((await res.json()) as UploadAnswer).data.fullUrl);
    expect(served.headers.get("content-type")).toBe("image/svg+xml");
    expect(served.headers.get("x-content-type-options")).toBe("nosniff");
    expect(served.headers.get("content-security-policy")).toBe(
      "default-src 'none'; style-src 'unsafe-inline'; sandbox",
    );
  });

  test("a cover whose header claims an absurd size is refused (400) and nothing is stored", async () => {
    const before = storedFiles();
    await expectRefused(
      await uploadFile("image", "huge.png", pngHeader(4294967295, 4294967295)),
      400,
      "The image says it is 4,294,967,295 × 4,294,967,295 pixels; images may be at most 32,767 pixels on a side and 268,435,456 pixels in all.",
    );
    expect((await uploadFile("image", "wide.png", pngHeader(40_000, 10))).status).toBe(400);
    expect((await uploadFile("image", "vast.png", pngHeader(20_000, 20_000))).status).toBe(400);
    expect(storedFiles()).toEqual(before);
    // As large as a browser draws is still taken.
    expect((await uploadFile("image", "panorama.png", pngHeader(32_767, 8_000))).status).toBe(201);
  });

  test("a JPEG is served without its location and camera data, the right way up", async () => {
    const photo = jpegPhoto(4000, 3000, 6);
    const res = await uploadFile("image", "holiday.jpg", photo);
    expect(res.status).toBe(201);
    const { data } = (await res.json()) as UploadAnswer & { data: { media: { width: number; height: number } } };
    const served = Buffer.from(await (await send(t.app, data.fullUrl)).arrayBuffer());
    expect(served.includes(Buffer.from(PHOTO_GPS.latitude))).toBe(false);
    expect(served.includes("GPSLatitude")).toBe(false);
    expect(served.includes("Phone")).toBe(false);
    expect(served.includes(Buffer.from(PHOTO_SCAN))).toBe(true);
    // The EXIF Orientation is kept (6: turned a quarter), so it is drawn as wide as it is stored high.
    expect(served.includes(Buffer.from([0x01, 0x12, 0, 3, 0, 0, 0, 1, 0, 6]))).toBe(true);
    expect([data.media.width, data.media.height]).toEqual([3000, 4000]);
    expect(data.bytes).toBe(served.length);
    expect(data.bytes).toBeLessThan(photo.length);
  });

  test("a JPEG resource file is stored without its location too", async () => {
    const file = await uploaded("resource", "site-map.jpg", jpegPhoto(800, 600, 1));
    const stored = Buffer.from(await (await send(t.app, file.fullUrl, { headers: asAdmin })).arrayBuffer());
    expect(stored.includes(Buffer.from(PHOTO_SCAN))).toBe(true);
    expect(stored.includes(Buffer.from(PHOTO_GPS.latitude))).toBe(false);
    expect(stored.includes("GPSLatitude")).toBe(false);
  });

  test("the cover route reads its own field only", async () => {
    const res = await uploadFile("image", "cover.png", PNG, "resourceFile");
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toBe(
      'No file was received: send it in the form field "coverImage" as multipart/form-data.',
    );
  });
});
