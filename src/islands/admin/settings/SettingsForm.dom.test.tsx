// The Settings tab's form as a component (decision 034), against the real app (tests/support/dom.ts):
// the schema's messages on save, each on its field, the first invalid field focused, then gone as
// the fields change; a save the database refuses (a trigger) says so in the product's toast and
// keeps every value, ready to be sent again; the Profiles group's addresses saved (a blank one
// cleared) and shown back when read again, a wrong one refused on its field. The browser keeps the saved settings shown on the
// public pages, the server's own refusal landing on a nested field, the portrait's crop and
// upload, and axe (tests/e2e/admin-settings.e2e.ts).
import { describe, expect, test } from "bun:test";
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import { serveApp, signIn } from "../../../../tests/support/dom";
import { openAdminTab, replace, toastSaying } from "../../../../tests/support/admin-dom";
import { queryClient } from "../shared/data/query";

const app = await serveApp();
signIn(app);

/** The Settings tab, once its form shows: that is after the settings are read, not with the tab. */
async function openSettings() {
  const opened = await openAdminTab("settings");
  await opened.panel.findByRole("group", { name: "Firm" }, { timeout: 10_000 });
  return opened;
}

describe("the settings form", () => {
  test("a refused save shows each message on its field and keeps every value", async () => {
    const { user, panel } = await openSettings();
    const group = (legend: string) => within(panel.getByRole("group", { name: legend }));
    const groupField = (legend: string, label: string) =>
      group(legend).getByRole("textbox", { name: label }) as HTMLInputElement;
    const firmName = () => groupField("Firm", "Firm name");
    const email = () => groupField("Contact", "Email");
    const founderName = () => groupField("Founder", "Name");
    await screen.findByRole("heading", { level: 2, name: "Site Settings" });
    await waitFor(() => expect(firmName().value).not.toBe(""));

    // Checked in the browser first, with the schema's words, then as the fields change.
    await replace(user, firmName(), "");
    await replace(user, email(), "studio@");
    await user.click(panel.getByRole("button", { name: "Save settings" }));
    expect(group("Firm").queryAllByText("Firm name is required").length).toBe(1);
    expect(group("Contact").queryAllByText("Please enter a valid email address").length).toBe(1);
    expect(document.activeElement === firmName()).toBe(true);
    await replace(user, firmName(), "Reyes & Partners");
    expect(group("Firm").queryAllByText("Firm name is required").length).toBe(0);
    await replace(user, email(), "partners@example.test");
    expect(firmName().getAttribute("aria-invalid")).toBeNull();
    expect(group("Contact").queryAllByText("Please enter a valid email address").length).toBe(0);

    // The database refuses the save: the product's toast; nothing typed is lost.
    await replace(user, founderName(), "Jordan Reyes");
    app.sqlite.exec(
      "CREATE TRIGGER refuse_settings BEFORE UPDATE ON site_settings BEGIN SELECT RAISE(ABORT, 'refused'); END;" +
        "CREATE TRIGGER refuse_new_settings BEFORE INSERT ON site_settings BEGIN SELECT RAISE(ABORT, 'refused'); END",
    );
    try {
      await user.click(panel.getByRole("button", { name: "Save settings" }));
      await toastSaying("Failed to save settings");
    } finally {
      app.sqlite.exec("DROP TRIGGER refuse_settings; DROP TRIGGER refuse_new_settings");
    }
    expect([firmName().value, email().value, founderName().value]).toEqual([
      "Reyes & Partners",
      "partners@example.test",
      "Jordan Reyes",
    ]);
    await waitFor(() =>
      expect((panel.getByRole("button", { name: "Save settings" }) as HTMLButtonElement).disabled).toBe(false),
    );
  });

  test("the profiles are saved, blank clears one, and a bad address is refused on its field", async () => {
    const open = async () => {
      const { user, panel } = await openSettings();
      const profiles = within(panel.getByRole("group", { name: "Profiles" }));
      const field = (label: string) => profiles.getByRole("textbox", { name: label }) as HTMLInputElement;
      await waitFor(() => expect(field("LinkedIn URL").value).not.toBe(""));
      return { user, panel, profiles, field };
    };
    const { user, panel, profiles, field } = await open();

    await replace(user, field("LinkedIn URL"), "");
    await replace(user, field("X URL"), "https://x.com/reyes_partners");
    await replace(user, field("YouTube URL"), "https://www.youtube.com/@reyes");
    await replace(user, field("GitHub URL"), "https://gitlab.com/reyes");
    await replace(user, field("Medium URL"), "https://medium.com/@reyes");
    await replace(user, field("Newsletter URL"), "http://news.example.test/");
    await user.click(panel.getByRole("button", { name: "Save settings" }));
    expect(profiles.queryAllByText("Please enter an https address on github.com").length).toBe(1);
    expect(profiles.queryAllByText("Please enter the newsletter's https address").length).toBe(1);
    expect(field("GitHub URL").getAttribute("aria-invalid")).toBe("true");
    expect(app.services.settings.current().social.x).toBeNull();

    await replace(user, field("GitHub URL"), "https://github.com/reyes");
    await replace(user, field("Newsletter URL"), "https://news.example.test/");
    await user.click(panel.getByRole("button", { name: "Save settings" }));
    await toastSaying("Settings saved");
    const saved = app.services.settings.current();
    expect([saved.linkedinUrl, saved.social]).toEqual([
      null,
      {
        x: "https://x.com/reyes_partners",
        youtube: "https://www.youtube.com/@reyes",
        github: "https://github.com/reyes",
        medium: "https://medium.com/@reyes",
        newsletter: "https://news.example.test/",
      },
    ]);

    // Read again from the server, as a reload does: what was saved is shown back, LinkedIn blank.
    cleanup();
    queryClient.clear();
    const again = await openSettings();
    const field2 = (label: string) =>
      within(again.panel.getByRole("group", { name: "Profiles" })).getByRole("textbox", {
        name: label,
      }) as HTMLInputElement;
    await waitFor(() => expect(field2("X URL").value).toBe("https://x.com/reyes_partners"), { timeout: 10_000 });
    expect(["LinkedIn URL", "GitHub URL", "Newsletter URL"].map((label) => field2(label).value)).toEqual([
      "",
      "https://github.com/reyes",
      "https://news.example.test/",
    ]);
  });
});

describe("the Proof group", () => {
  test("logos are added, checked row by row, moved and saved with the threshold", async () => {
    const { user, panel } = await openSettings();
    const proof = within(panel.getByRole("group", { name: "Proof" }));
    await screen.findByRole("heading", { level: 2, name: "Site Settings" });
    await waitFor(() => expect(proof.getByText("No client logos yet.")).toBeTruthy());

    await user.click(proof.getByRole("button", { name: "Add logo" }));
    await user.click(proof.getByRole("button", { name: "Add logo" }));
    // Two rows, neither filled in: the save is refused and the messages stand on the rows' fields.
    await user.click(panel.getByRole("button", { name: "Save settings" }));
    await waitFor(() => expect(proof.queryAllByText("Company is required").length).toBe(2));

    await replace(user, proof.getByRole("textbox", { name: "Company 1" }) as HTMLInputElement, "Harbor Health");
    await replace(user, proof.getByRole("textbox", { name: "Company 2" }) as HTMLInputElement, "Northwind Bank");
    // The failed save opened each row's address field (under Advanced), as an invalid image field does.
    const addresses = document.querySelectorAll<HTMLInputElement>('input[name$=".logoUrl"]');
    expect(addresses.length).toBe(2);
    await replace(user, addresses[0]!, "/uploads/logos/harbor.svg");
    await replace(user, addresses[1]!, "/uploads/logos/northwind.svg");
    await user.click(proof.getByRole("button", { name: "Move Northwind Bank up" }));
    await replace(user, proof.getByRole("textbox", { name: "Show download counts from" }) as HTMLInputElement, "25");
    await user.click(panel.getByRole("button", { name: "Save settings" }));
    await toastSaying("Settings saved");

    const saved = app.services.settings.current();
    expect(saved.clientLogos).toEqual([
      { company: "Northwind Bank", logoUrl: "/uploads/logos/northwind.svg" },
      { company: "Harbor Health", logoUrl: "/uploads/logos/harbor.svg" },
    ]);
    expect(saved.downloadCountThreshold).toBe(25);
  });
});
