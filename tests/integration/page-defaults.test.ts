// Nothing a visitor reads changes until the firm edits (docs/product.md#pages-editor): every public
// page the firm can edit, rendered from its seeded default document, says word for word what it
// said before pages became documents. The fixture is the text of each page as rendered by the code
// before that change (tests/support/page-texts.ts); only the date of the legal pages' "Last Updated"
// line, which is today's, is written as {today}.
import { afterAll, expect, test } from "bun:test";
import { send } from "../support/auth";
import { EDITABLE_PAGE_PATHS, pageTexts } from "../support/page-texts";
import { createTestApp } from "../support/test-app";
import before from "./fixtures/public-page-texts.json";

const t = await createTestApp();
afterAll(() => t.close());

const DATE = /^[A-Z][a-z]+ \d{1,2}, \d{4}$/;

test.each(EDITABLE_PAGE_PATHS)("%s renders the same text from its default document", async (path) => {
  const response = await send(t.app, path);
  expect(response.status).toBe(200);
  const texts = (await pageTexts(await response.text())).map((text) => (DATE.test(text) ? "{today}" : text));
  expect(texts).toEqual(before[path]);
});
