// Nothing a visitor reads changes until the firm edits (docs/product.md#pages-editor): every public
// page the firm can edit, rendered from its seeded default document, says word for word what it
// said before pages became documents. The fixture is the text of each page as rendered by the code
// before that change (tests/support/page-texts.ts); only the date of the legal pages' "Last Updated"
// line, which is today's, is written as {today}.
import { afterAll, expect, test } from "bun:test";
import { sql } from "drizzle-orm";
import { send } from "../support/auth";
import { EDITABLE_PAGE_PATHS, pageTexts } from "../support/page-texts";
import { createTestApp } from "../support/test-app";
import before from "./fixtures/public-page-texts.json";

const t = await createTestApp();
afterAll(() => t.close());
// The case studies (docs/product.md#case-studies) came after the fixture: with none public, the home
// page's section and the service tabs' links to them are left out, as they were then.
t.db.run(sql`update case_studies set published = 0`);

const DATE = /^[A-Z][a-z]+ \d{1,2}, \d{4}$/;

test.each(EDITABLE_PAGE_PATHS)("%s renders the same text from its default document", async (path) => {
  const response = await send(t.app, path);
  expect(response.status).toBe(200);
  const texts = (await pageTexts(await response.text())).map((text) => (DATE.test(text) ? "{today}" : text));
  expect(texts).toEqual(before[path]);
});
