// The Testimonials tab as a component (decision 034), against the real app (tests/support/dom.ts):
// the product's toasts for a failed read, save and delete (the database's own failures: a table
// moved away, triggers that refuse), the form keeping what was typed, and the featured notice that
// names who a fourth featured testimonial pushes off the home page, and the LinkedIn profile's check. The browser keeps the flow
// across to the home page and axe (tests/e2e/admin.e2e.ts), and the lists' polling (the blog
// list's test: both lists are the same `FormAboveList`).
import { describe, expect, test } from "bun:test";
import { screen, waitFor, within } from "@testing-library/react";
import { serveApp, signIn } from "../../../../tests/support/dom";
import { openAdminTab, openTabWhoseReadFails, replace, shown, toastSaying } from "../../../../tests/support/admin-dom";

const app = await serveApp();
signIn(app);

/** Makes the database refuse `event` on testimonials (a trigger) while `run` runs. */
async function refusing(event: "INSERT" | "DELETE", run: () => Promise<void>) {
  app.sqlite.exec(
    `CREATE TRIGGER refuse_${event} BEFORE ${event} ON testimonials BEGIN SELECT RAISE(ABORT, 'refused'); END`,
  );
  try {
    await run();
  } finally {
    app.sqlite.exec(`DROP TRIGGER refuse_${event}`);
  }
}

describe("the testimonials tab", () => {
  // First in the file: the list's first read is the one that fails.
  test("a failed read shows the product's toast and says so in the list; Refresh reads it again", async () => {
    const failed = "Failed to load testimonials. Please try again.";
    const { user, panel } = await openTabWhoseReadFails(app, "testimonials", "testimonials", failed);
    const { name } = app.sqlite.query("SELECT name FROM testimonials ORDER BY id LIMIT 1").get() as { name: string };
    await user.click(panel.getAllByRole("button", { name: "Refresh" })[0]!);
    await screen.findByRole("button", { name: `Delete testimonial from ${name}` });
  });

  test("a refused save shows the product's toast; the form keeps what was typed", async () => {
    const { user, panel } = await openAdminTab("testimonials");
    const field = (name: string) => panel.getByRole("textbox", { name }) as HTMLInputElement;
    await refusing("INSERT", async () => {
      await replace(user, field("Name"), "Never Saved");
      await replace(user, field("Testimonial"), "This one does not reach the database.");
      await user.click(panel.getByRole("button", { name: "Create Testimonial" }));
      await toastSaying("Failed to create testimonial. Please try again.");
    });
    expect(field("Name").value).toBe("Never Saved");
    expect(field("Testimonial").value).toBe("This one does not reach the database.");
    expect(app.sqlite.query("SELECT count(*) AS n FROM testimonials WHERE name = 'Never Saved'").get()).toEqual({
      n: 0,
    });
  });

  test("a refused delete shows the product's toast; the dialog stays for another try, and the item stays", async () => {
    const { user } = await openAdminTab("testimonials");
    const { name } = app.sqlite.query("SELECT name FROM testimonials ORDER BY id LIMIT 1").get() as { name: string };
    await refusing("DELETE", async () => {
      await user.click(await screen.findByRole("button", { name: `Delete testimonial from ${name}` }));
      const confirm = within(await screen.findByRole("alertdialog", { name: "Delete this testimonial?" }));
      await user.click(confirm.getByRole("button", { name: "Delete" }));
      await toastSaying("Failed to delete testimonial. Please try again.");
      expect(screen.getByRole("alertdialog", { name: "Delete this testimonial?" })).toBeTruthy();
      await user.click(confirm.getByRole("button", { name: "Cancel" }));
    });
    expect(screen.getAllByRole("button", { name: `Delete testimonial from ${name}` }).length).toBe(1);
  });

  test("the form says the home page shows three featured, and which one a fourth pushes off", async () => {
    const stamp = Date.now().toString(36);
    // Two featured ones newer than any other, then a third through the form: the three the home page shows.
    for (const n of [1, 2])
      app.sqlite
        .query(
          "INSERT INTO testimonials (name, testimonial, featured, created_at, updated_at) VALUES (?, 'Helpful.', 1, ?, ?)",
        )
        .run(`Featured ${n} ${stamp}`, Date.now() + n, Date.now() + n);
    const { user, panel } = await openAdminTab("testimonials");
    const featured = () => panel.getByRole("checkbox", { name: /Featured on Homepage/ });
    expect(shown("The home page shows the newest three featured testimonials.")).toBe(true);
    await replace(user, panel.getByRole("textbox", { name: "Name" }), `Featured 3 ${stamp}`);
    await replace(user, panel.getByRole("textbox", { name: "Testimonial" }), "Helpful.");
    await user.click(featured());
    await user.click(panel.getByRole("button", { name: "Create Testimonial" }));
    await toastSaying("Testimonial created successfully");
    await screen.findByRole("button", { name: `Delete testimonial from Featured 3 ${stamp}` });

    await user.click(featured());
    await waitFor(() => expect(shown(`Featured 1 ${stamp} will no longer show on the home page.`)).toBe(true));
  });

  test("a LinkedIn profile off linkedin.com is refused on its field; one on it is saved with the testimonial", async () => {
    const { user, panel } = await openAdminTab("testimonials");
    const field = (name: string) => panel.getByRole("textbox", { name }) as HTMLInputElement;
    await replace(user, field("Name"), "Linked Person");
    await replace(user, field("Testimonial"), "Worth checking who said it.");
    await replace(user, field("LinkedIn Profile"), "https://example.org/linked-person");
    await user.click(panel.getByRole("button", { name: "Create Testimonial" }));
    await waitFor(() => expect(shown("Please enter an https address on linkedin.com")).toBe(true));
    await replace(user, field("LinkedIn Profile"), "https://www.linkedin.com/in/linked-person");
    await user.click(panel.getByRole("button", { name: "Create Testimonial" }));
    await toastSaying("Testimonial created successfully");
    expect(app.sqlite.query("SELECT linkedin_url AS url FROM testimonials WHERE name = 'Linked Person'").get()).toEqual(
      {
        url: "https://www.linkedin.com/in/linked-person",
      },
    );
  });
});
