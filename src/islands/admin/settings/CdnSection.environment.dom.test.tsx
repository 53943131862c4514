// The CDN section when the server's environment configures the CDN (CDN_PURGE_*, docs/deploying.md#cdn):
// the environment wins, so the section says so and offers nothing to change. Its own file, for an
// app started with that configuration (the rest: CdnSection.dom.test.tsx).
import { expect, test } from "bun:test";
import { within } from "@testing-library/react";
import { serveApp, signIn } from "../../../../tests/support/dom";
import { openAdminTab } from "../../../../tests/support/admin-dom";

// The API's address on this machine: no purge ever leaves it, should one be queued.
const app = await serveApp({
  cdn: { provider: "fastly", url: "http://127.0.0.1:9/", zone: "service_1", token: "fastly-env-key-0815" },
});
signIn(app);

test("a CDN the environment configures is only named, read-only", async () => {
  const { panel } = await openAdminTab("settings");
  const section = within(await panel.findByRole("region", { name: "CDN" }, { timeout: 10_000 }));
  await section.findByText(
    "The server's environment configures the CDN (CDN_PURGE_PROVIDER: Fastly). Change it there; it cannot be changed here.",
  );
  expect(section.queryByRole("combobox")).toBeNull();
  expect(section.queryAllByRole("button").length).toBe(0);
  expect(document.body.innerHTML.includes("fastly-env-key-0815")).toBe(false);
});
