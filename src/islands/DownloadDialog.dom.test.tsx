// The download dialog as a component (decision 034): validation on submit and then on every change,
// with the list's messages and the detail page's, and Cancel resetting the form. The downloads
// themselves (a file saved, the counts rising, the failure toasts), the dialog opened from a card
// by keyboard and axe stay browser tests (tests/e2e/resources.e2e.ts).
import { describe, expect, test } from "bun:test";
import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { requestDownloadDialog } from "../client/download-events";
import { serveApp } from "../../tests/support/dom";
import DownloadDialog from "./DownloadDialog";

const app = await serveApp();
const resource = app.sqlite
  .query("SELECT id, slug, title, file_name AS fileName, file_type AS fileType FROM resources WHERE slug = ?")
  .get("prd-guidelines") as { id: number; slug: string; title: string; fileName: string; fileType: string };

type User = ReturnType<typeof userEvent.setup>;

/** Puts `text` in place of `field`'s value in one input, as a paste over a selection does. */
async function replace(user: User, field: HTMLElement, text: string) {
  await user.clear(field);
  await user.paste(text);
}

const NAME = "Name must be at least 2 characters.";
const EMAIL = "Please enter a valid email address.";
const LINKEDIN = "Please enter a valid LinkedIn URL";

describe("the download dialog", () => {
  test("validates on submit, then on change, with the list's messages; Cancel resets", async () => {
    const user = userEvent.setup({ delay: null });
    render(<DownloadDialog variant="list" />);
    const open = () => act(() => void requestDownloadDialog(resource));
    open();
    let dialog = within(await screen.findByRole("dialog"));
    expect(dialog.getByRole("heading").textContent).toBe("Writing Effective Product Requirements");
    expect(dialog.getByRole("link", { name: "Privacy Policy" }).getAttribute("href")).toBe("/privacy-policy");

    // Nothing is said before the first submit.
    await replace(user, dialog.getByLabelText(/^Full Name/), "J");
    expect(dialog.queryByText(NAME)).toBeNull();

    await user.click(dialog.getByRole("button", { name: "Download Now" }));
    expect(dialog.getByText(NAME)).toBeTruthy();
    expect(dialog.getByText(EMAIL)).toBeTruthy();
    expect(dialog.getByText(LINKEDIN)).toBeTruthy();
    expect(document.activeElement).toBe(dialog.getByLabelText(/^Full Name/));

    // Then on every change.
    await replace(user, dialog.getByLabelText(/^Full Name/), "Jo");
    expect(dialog.queryByText(NAME)).toBeNull();
    await replace(user, dialog.getByLabelText(/^LinkedIn Profile URL/), "https://linkedin.com.evil.example/x");
    expect(dialog.getByText(LINKEDIN)).toBeTruthy();
    await replace(user, dialog.getByLabelText(/^LinkedIn Profile URL/), "https://www.linkedin.com/in/jo");
    expect(dialog.queryByText(LINKEDIN)).toBeNull();

    await user.click(dialog.getByRole("button", { name: "Cancel" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    open();
    dialog = within(await screen.findByRole("dialog"));
    expect((dialog.getByLabelText(/^Full Name/) as HTMLInputElement).value).toBe("");
    expect((dialog.getByLabelText(/^LinkedIn Profile URL/) as HTMLInputElement).value).toBe("");
    // A fresh form: no errors until the next submit.
    await replace(user, dialog.getByLabelText(/^Full Name/), "J");
    expect(dialog.queryByText(NAME)).toBeNull();
  });

  test("the detail page's dialog uses its own message", async () => {
    const user = userEvent.setup({ delay: null });
    render(<DownloadDialog variant="detail" resource={resource} />);
    await user.click(screen.getByRole("button", { name: "Download Resource" }));
    const dialog = within(await screen.findByRole("dialog"));
    await replace(user, dialog.getByLabelText(/^Full Name/), "Jordan Lee");
    await replace(user, dialog.getByLabelText(/^Email Address/), "jordan@example.com");
    await replace(user, dialog.getByLabelText(/^LinkedIn Profile URL/), "https://example.com/in/jordan");
    await user.click(dialog.getByRole("button", { name: "Download Now" }));
    expect(dialog.getByText(`${LINKEDIN}.`)).toBeTruthy();
  });
});
