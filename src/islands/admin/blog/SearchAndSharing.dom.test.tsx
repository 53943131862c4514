// The 'Search and sharing' group of a post's own page as a component (decision 034), against the
// real app (tests/support/dom.ts): closed at first; opened, it previews the search result and the share
// card from the title and excerpt while its own fields are blank, then from what is typed, with the
// lengths counted and the search result cut where a search engine cuts it. Its axe scan is the
// browser's (tests/e2e/admin.e2e.ts, on the editor page with its errors).
import { expect, test } from "bun:test";
import { within } from "@testing-library/react";
import { serveApp, signIn } from "../../../../tests/support/dom";
import { openEditor, replace } from "../../../../tests/support/admin-dom";

const app = await serveApp();
signIn(app);

test("the search and sharing group previews the search result and share card as one types", async () => {
  const { user, page } = await openEditor("post", null);
  await replace(user, page.getByRole("textbox", { name: "Title" }), "Pricing Experiments That Worked");
  await replace(user, page.getByRole("textbox", { name: "Excerpt" }), "Three pricing tests and what they taught us.");

  const group = document.querySelector<HTMLElement>("[data-search-and-sharing]")!;
  const text = (selector: string) => group.querySelector(selector)?.textContent;
  const toggle = within(group).getByRole("button", { name: "Search and sharing" });
  expect(toggle.getAttribute("aria-expanded")).toBe("false");
  await user.click(toggle);
  expect(toggle.getAttribute("aria-expanded")).toBe("true");
  // Blank, the title and excerpt stand in.
  expect(text("[data-search-title]")).toBe("Pricing Experiments That Worked");
  expect(text("[data-search-description]")).toBe("Three pricing tests and what they taught us.");
  expect(text("[data-search-title-count]")).toBe("Title length: 31/60");

  await replace(
    user,
    within(group).getByRole("textbox", { name: "Meta title" }),
    "Pricing experiments: what three tests taught a B2B product team",
  );
  expect(text("[data-search-title]")).toBe("Pricing experiments: what three tests taught a B2B product…");
  expect(text("[data-search-title-count]")).toBe("Title length: 63/60");
  expect(text("[data-share-title]")).toBe("Pricing experiments: what three tests taught a B2B product team");

  await replace(user, within(group).getByRole("textbox", { name: "Meta description" }), "d".repeat(170));
  expect(text("[data-search-description]")).toBe(`${"d".repeat(159)}…`);
  expect(text("[data-search-description-count]")).toBe("Description length: 170/160");
  expect(text("[data-share-description]")).toBe("d".repeat(170));
  expect(text("[data-share-preview]")).toContain(location.host);
  expect(location.host).not.toBe("");
});
