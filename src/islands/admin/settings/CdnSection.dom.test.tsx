// The Settings tab's CDN section as a component (decision 034), against the real app
// (tests/support/dom.ts): a refused save names the problem on its field and stores nothing; a save
// stores the configuration and its token, which the section never shows again (not in a field,
// not anywhere on the page), even when read again; Remove, asked first, stops the purges; a role
// without `cdn.manage` is not shown the section. The environment's configuration is in
// CdnSection.environment.dom.test.tsx (one app per file).
import { describe, expect, test } from "bun:test";
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import { serveApp, signIn } from "../../../../tests/support/dom";
import { openAdminTab, replace, shown, toastSaying } from "../../../../tests/support/admin-dom";
import { createUser } from "../../../../tests/support/factories";
import { queryClient } from "../shared/data/query";

const app = await serveApp();
signIn(app);

const TOKEN = "cf-token-never-shown-4711";
// The API's address on this machine: no purge ever leaves it, should one be queued.
const API = "http://127.0.0.1:9/";

async function openCdnSection() {
  const { user, panel } = await openAdminTab("settings");
  const section = within(await panel.findByRole("region", { name: "CDN" }, { timeout: 10_000 }));
  await section.findByRole("combobox", { name: "CDN" });
  // Found anew each time: a save or a removal starts the form again from what the server kept.
  const provider = () => section.getByRole("combobox", { name: "CDN" }) as HTMLSelectElement;
  const field = (label: string | RegExp) => section.getByLabelText(label) as HTMLInputElement;
  return { user, section, provider, field };
}

describe("the CDN section", () => {
  test("a refused save lands on its field; a save keeps the token unseen; Remove stops the purges", async () => {
    const { user, section, provider, field } = await openCdnSection();
    expect(provider().value).toBe("");
    expect(section.queryByRole("button", { name: "Save CDN settings" })).toBeNull();

    await user.selectOptions(provider(), "cloudflare");
    await replace(user, field("API address"), API);
    await replace(user, field(/^Zone ID/), "not a zone!");
    await replace(user, field(/^API token/), TOKEN);
    await user.click(section.getByRole("button", { name: "Save CDN settings" }));
    await waitFor(
      () =>
        expect(
          section.queryAllByText("Please enter the id as the provider shows it (letters, digits, - and _).").length,
        ).toBe(1),
      { timeout: 10_000 },
    );
    expect(field(/^Zone ID/).getAttribute("aria-invalid")).toBe("true");
    expect(app.services.cdnPurge.view()).toBeNull();

    await replace(user, field(/^Zone ID/), "zone_4711");
    await user.click(section.getByRole("button", { name: "Save CDN settings" }));
    await toastSaying("CDN settings saved");
    expect(app.services.cdnPurge.view()).toEqual({
      provider: "cloudflare",
      url: API,
      zone: "zone_4711",
      hasToken: true,
      source: "settings",
    });
    await waitFor(() => expect(field(/^API token/).value).toBe(""), { timeout: 10_000 });
    expect(document.body.innerHTML.includes(TOKEN)).toBe(false);

    // Read again from the server, as a reload does: the configuration is shown back, the token
    // only said to be stored.
    cleanup();
    queryClient.clear();
    const again = await openCdnSection();
    await waitFor(() => expect(again.provider().value).toBe("cloudflare"), { timeout: 10_000 });
    expect([again.field("API address").value, again.field(/^Zone ID/).value, again.field(/^API token/).value]).toEqual([
      API,
      "zone_4711",
      "",
    ]);
    expect(shown("A token is stored (never shown). Leave blank to keep it, or enter a new one.")).toBe(true);
    expect(document.body.innerHTML.includes(TOKEN)).toBe(false);

    await again.user.click(again.section.getByRole("button", { name: "Remove CDN" }));
    const dialog = within(await screen.findByRole("alertdialog", { name: "Remove the CDN settings?" }));
    await again.user.click(dialog.getByRole("button", { name: "Delete" }));
    await toastSaying("CDN settings removed");
    expect(app.services.cdnPurge.view()).toBeNull();
    await waitFor(() => expect(again.provider().value).toBe(""), { timeout: 10_000 });
    expect(again.section.queryByRole("button", { name: "Remove CDN" })).toBeNull();
  });

  test("a role without cdn.manage is not shown the section", async () => {
    const editor = await createUser(app.services, { role: "editor" });
    signIn(app, editor.username);
    queryClient.clear();
    try {
      const { panel } = await openAdminTab("settings");
      // What the editor may not read is refused (the server's 403), and the CDN section is not offered.
      await panel.findByText("Failed to load the backups. Please try again.", {}, { timeout: 10_000 });
      expect(panel.queryByRole("region", { name: "CDN" })).toBeNull();
      expect(shown("Loading the CDN settings…")).toBe(false);
    } finally {
      signIn(app);
    }
  });
});
