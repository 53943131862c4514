// Resources the browser tests need beyond the six seeded ones, created through the service layer
// by tests/e2e/prepare-data.ts before the server starts. Each has its own small private file (the
// tests compare the bytes a download saves) and a cover that cannot be shown: one address that
// does not exist, one 1x1 image. Each is downloaded by exactly one test, so its count is known.
import type { Services } from "../../src/services";
import type { ResourceCategory } from "../../src/shared/resource-options";
import type { FileStorage } from "../../src/storage";

export type E2eResource = {
  title: string;
  slug: string;
  category: ResourceCategory;
  fileName: string;
  /** The stored file's text (a stand-in document), which a download must save exactly. */
  body: string;
  coverImage: string;
};

/** Its cover address is not stored anywhere: 'Image Not Available'. Downloaded from the list. */
export const brokenCoverResource: E2eResource = {
  title: "Stakeholder Map Worksheet",
  slug: "stakeholder-map-worksheet",
  category: "Worksheets",
  fileName: "Stakeholder-Map-Worksheet.pdf",
  body: "%PDF-1.4\n% Stakeholder map worksheet (browser test fixture)\n%%EOF\n",
  coverImage: "/uploads/e2e/missing-cover.png",
};

/** Its cover is a 1x1 PNG: 'Image Not Available'. Downloaded from its detail page. */
export const pixelCoverResource: E2eResource = {
  title: "Launch Readiness Checklist",
  slug: "launch-readiness-checklist",
  category: "Checklists",
  fileName: "Launch-Readiness-Checklist.pdf",
  body: "%PDF-1.4\n% Launch readiness checklist (browser test fixture)\n%%EOF\n",
  coverImage: "/uploads/e2e/pixel.png",
};

// A valid 1x1 transparent PNG.
const PIXEL_PNG = Uint8Array.from(
  atob("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=="),
  (ch) => ch.charCodeAt(0),
);

export async function createResourceFixtures(services: Services, storage: FileStorage): Promise<void> {
  await storage.put("public/e2e/pixel.png", PIXEL_PNG);
  for (const [i, fixture] of [brokenCoverResource, pixelCoverResource].entries()) {
    const key = `private/e2e/${fixture.slug}.pdf`;
    await storage.put(key, fixture.body);
    services.resources.create({
      title: fixture.title,
      slug: fixture.slug,
      description: `${fixture.title}: a one-page stand-in document for the browser tests.`,
      category: fixture.category,
      fileUrl: `/api/admin/files/${key.slice("private/".length)}`,
      fileName: fixture.fileName,
      fileSize: `${fixture.body.length} B`,
      fileType: "PDF",
      coverImage: fixture.coverImage,
      published: true,
      // Older than every seeded resource: they come last in the list.
      publishedAt: new Date(Date.UTC(2020, 0, 2 - i)),
    });
  }
}
