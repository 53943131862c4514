// The contact form as a component (decision 034): the product's validation messages on submit and
// then on every change, the first invalid field focused, nothing sent, on a form the real app
// signed (tests/support/dom.ts). The browser keeps what needs one: the sending state and toasts
// with the real post, the focus scrolled below the sticky header, the invalid Select's colours,
// the Select by keyboard, the post without JavaScript, axe (tests/e2e/contact.e2e.ts).
import { describe, expect, test } from "bun:test";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { serveApp } from "../../tests/support/dom";
import { select } from "../../tests/support/html";
import ContactForm from "./ContactForm";

const app = await serveApp({ trustProxy: true });

/** The form, rendered as the island renders it, with a stamp the server signed. */
async function renderForm() {
  const page = await (await fetch(new URL("/contact", location.href))).text();
  const stamp = (await select(page, 'input[name="formStamp"]'))[0]?.attrs.value;
  expect(stamp, "the contact page's form stamp").toMatch(/^\d+\.[\w-]{43}$/);
  const user = userEvent.setup({ delay: null });
  const { container } = render(<ContactForm stamp={stamp} />);
  return { user, form: within(container.querySelector("form")!), stamp: stamp! };
}

async function chooseService(user: User, label: string) {
  await user.click(screen.getByRole("button", { name: /Service of Interest/ }));
  await user.click(await screen.findByRole("option", { name: label }));
}

type User = ReturnType<typeof userEvent.setup>;

/** Adds `text` to the end of `field` in one input, as a paste does (one change, not one a key). */
async function enter(user: User, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

const messages = {
  name: "Name must be at least 2 characters.",
  email: "Please enter a valid email address.",
  service: "Please select a service.",
  message: "Message must be at least 10 characters.",
};

describe("the contact form", () => {
  test("the product's messages appear on submit, then follow each change; the first invalid field takes the focus; nothing is sent", async () => {
    const before = app.sqlite.query("SELECT count(*) AS n FROM contact_messages").get() as { n: number };
    const { user, form } = await renderForm();
    expect(form.queryByText(messages.name)).toBeNull();

    await user.click(form.getByRole("button", { name: "Send Message" }));
    for (const text of Object.values(messages)) expect(form.getByText(text)).toBeTruthy();
    const name = form.getByLabelText(/^Name/);
    expect(document.activeElement).toBe(name);
    expect(name.getAttribute("aria-invalid")).toBe("true");
    expect(form.getByLabelText(/^Company/).getAttribute("aria-invalid")).toBeNull();

    await enter(user, name, "J");
    expect(form.getByText(messages.name)).toBeTruthy();
    await enter(user, name, "ane");
    expect(form.queryByText(messages.name)).toBeNull();
    expect(name.getAttribute("aria-invalid")).toBeNull();

    const email = form.getByLabelText(/^Email/);
    await enter(user, email, "jane@");
    expect(form.getByText(messages.email)).toBeTruthy();
    await enter(user, email, "company.test");
    expect(form.queryByText(messages.email)).toBeNull();

    await chooseService(user, "Fractional CPO");
    expect(form.queryByText(messages.service)).toBeNull();
    expect(form.getByRole("button", { name: /Service of Interest/ }).textContent).toContain("Fractional CPO");

    const message = form.getByLabelText(/^Message/);
    await enter(user, message, "Too short");
    expect(form.getByText(messages.message)).toBeTruthy();
    await enter(user, message, " no more.");
    expect(form.queryByText(messages.message)).toBeNull();

    expect(app.sqlite.query("SELECT count(*) AS n FROM contact_messages").get()).toEqual(before);
    expect(document.querySelector("[data-toast-region] [data-toast]")).toBeNull();
  });
});
