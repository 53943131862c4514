// The public forms' check (useCheckedForm) on a form of two fields: what a refused post without
// JavaScript handed back, and a server's refusal after the form's own check passed (the two
// schemas disagreeing), which only the server can cause, so a button stands in for its answer.
// The contact form and the download dialog run the rest of the flow with their real schemas
// (ContactForm.dom.test.tsx, DownloadDialog.dom.test.tsx).
import { describe, expect, test } from "bun:test";
import { render, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { TextField } from "../components/ui/TextField";
import { type CheckedErrors, useCheckedForm } from "./checked-form";

type Field = "name" | "email";
const EMPTY: Record<Field, string> = { name: "", email: "" };
const check = (values: Record<Field, string>) => {
  const errors: CheckedErrors<Field> = {};
  if (values.name.length < 2) errors.name = "Too short";
  if (!values.email.includes("@")) errors.email = "Not an address";
  return errors;
};

function TwoFields(props: { initialValues?: Partial<Record<Field, string>>; initialErrors?: Record<string, string> }) {
  const checked = useCheckedForm({ empty: EMPTY, check, ...props });
  return (
    <form ref={checked.form} onSubmit={(event) => event.preventDefault()}>
      {(["name", "email"] as const).map((field) => (
        <TextField
          key={field}
          name={field}
          label={field}
          value={checked.values[field]}
          onChange={checked.change(field)}
          isInvalid={checked.errors[field] !== undefined}
          errorMessage={checked.errors[field]}
        />
      ))}
      <button type="button" onClick={() => checked.showServerErrors({ email: "Already on the list", other: "x" })}>
        refused
      </button>
      <button type="button" onClick={checked.reset}>
        reset
      </button>
    </form>
  );
}

describe("useCheckedForm", () => {
  test("a refused post's values and errors show at once, and its fields are checked as they change", async () => {
    const user = userEvent.setup({ delay: null });
    const { container } = render(
      <TwoFields initialValues={{ name: "J", email: "jane@company.test" }} initialErrors={{ name: "Too short" }} />,
    );
    const form = within(container);
    expect(form.getByText("Too short")).toBeTruthy();
    expect((form.getByLabelText("email") as HTMLInputElement).value).toBe("jane@company.test");
    await user.click(form.getByLabelText("name"));
    await user.paste("ane");
    expect(form.queryByText("Too short")).toBeNull();
  });

  test("a server's field errors land on the form's own fields, with the focus on the first; reset clears them", async () => {
    const user = userEvent.setup({ delay: null });
    const { container } = render(<TwoFields />);
    const form = within(container);
    await user.click(form.getByRole("button", { name: "refused" }));
    const email = form.getByLabelText("email");
    expect(form.getByText("Already on the list")).toBeTruthy();
    expect(email.getAttribute("aria-invalid")).toBe("true");
    expect(document.activeElement).toBe(email);
    expect(form.queryByText("x")).toBeNull();
    // Nothing was submitted, so typing does not check yet.
    await user.click(form.getByLabelText("name"));
    await user.paste("J");
    expect(form.queryByText("Too short")).toBeNull();

    await user.click(form.getByRole("button", { name: "reset" }));
    expect(form.queryByText("Already on the list")).toBeNull();
    expect((form.getByLabelText("name") as HTMLInputElement).value).toBe("");
  });
});
