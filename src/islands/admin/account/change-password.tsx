// Changing one's own password on the My Account tab (docs/product.md#account).
import { type FormEvent, useState } from "react";
import { Button, Form } from "react-aria-components";
import { apiRequest } from "../../../client/api";
import { TextField } from "../../../components/ui/TextField";
import { accountTexts as texts } from "../../../content/account";
import { ACCOUNT_PASSWORD_PATH, ACCOUNT_SESSIONS_PATH } from "../shared/data/paths";
import { failedToast } from "./account-support";
import { fieldErrorsOfRefusal, useApiMutation } from "../shared/data/mutation";

const NO_PASSWORDS = { currentPassword: "", newPassword: "", confirmPassword: "" };

export function ChangePassword() {
  const [values, setValues] = useState(NO_PASSWORDS);
  const change = useApiMutation({
    send: (body: typeof values) => apiRequest(ACCOUNT_PASSWORD_PATH, { method: "PUT", body }),
    doing: "Changing the password",
    doneToast: texts.password.changedToast,
    invalidates: [ACCOUNT_SESSIONS_PATH],
    onDone: () => setValues(NO_PASSWORDS),
    failed: failedToast,
  });
  const busy = change.busy;
  // A refusal that names no field is the current password's (it is the one that was checked).
  const errors = change.error ? fieldErrorsOfRefusal(change.error, "currentPassword") : {};
  const set = (name: keyof typeof values) => (value: string) => setValues((current) => ({ ...current, [name]: value }));
  const passwordField = (name: keyof typeof values, label: string, autoComplete: string) => ({
    label,
    name,
    type: "password" as const,
    autoComplete,
    isRequired: true,
    value: values[name],
    onChange: set(name),
    isDisabled: busy,
  });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void change.run(values);
  }

  return (
    <Form onSubmit={submit} validationErrors={errors} className="flex max-w-md flex-col gap-4" data-change-password="">
      <TextField {...passwordField("currentPassword", texts.password.current, "current-password")} />
      <TextField
        {...passwordField("newPassword", texts.password.next, "new-password")}
        description={texts.password.nextDescription}
      />
      <TextField {...passwordField("confirmPassword", texts.password.confirm, "new-password")} />
      <div>
        <Button type="submit" isDisabled={busy} className="btn-primary">
          {busy ? texts.password.saving : texts.password.submit}
        </Button>
      </div>
    </Form>
  );
}
