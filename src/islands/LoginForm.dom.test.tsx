// The sign-in form as a component (decision 034): the form's own messages for empty fields, and a
// wrong password's answer from the real app, inline and in a toast. Signing in, the redirect, the
// guards and the form post without JavaScript stay browser tests (tests/e2e/auth.e2e.ts).
import { describe, expect, test } from "bun:test";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { serveApp } from "../../tests/support/dom";
import { TEST_ADMIN } from "../../tests/support/test-app";
import LoginForm from "./LoginForm";

await serveApp();

function renderForm() {
  const user = userEvent.setup({ delay: null });
  const { container } = render(<LoginForm />);
  return { user, form: within(container) };
}

describe("the sign-in form", () => {
  test("empty fields are refused with the form's messages; nothing is sent", async () => {
    let posts = 0;
    const fetchBefore = globalThis.fetch;
    globalThis.fetch = Object.assign((...args: Parameters<typeof fetch>) => {
      posts += 1;
      return fetchBefore(...args);
    }, fetchBefore);
    try {
      const { user, form } = renderForm();
      await user.click(form.getByRole("button", { name: "Sign In" }));
      expect(form.getByText("Username is required")).toBeTruthy();
      expect(form.getByText("Password is required")).toBeTruthy();
      expect(posts).toBe(0);
    } finally {
      globalThis.fetch = fetchBefore;
    }
  });

  test("a wrong password: the server's message inline and in a 'Login failed' toast; the password kept", async () => {
    const { user, form } = renderForm();
    await user.click(form.getByLabelText(/^Username/));
    await user.paste(TEST_ADMIN.username);
    await user.click(form.getByLabelText(/^Password/));
    await user.paste("not-the-password");
    await user.click(form.getByRole("button", { name: "Sign In" }));

    await waitFor(() => expect(form.getByRole("alert").textContent).toBe("Invalid username or password."), {
      timeout: 20_000,
    });
    const toast = within(screen.getByRole("region", { name: "Notification" })).getByRole("alertdialog");
    expect(toast.textContent).toContain("Login failed");
    expect(toast.textContent).toContain("Invalid username or password.");
    expect((form.getByLabelText(/^Password/) as HTMLInputElement).value).toBe("not-the-password");
    expect((form.getByRole("button", { name: "Sign In" }) as HTMLButtonElement).disabled).toBe(false);
  });
});
