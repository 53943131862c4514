// Changing one's own password on the My Account tab (docs/product.md#account).
import { type FormEvent, useState } from "react";
import { Button, Form } from "react-aria-components";
import { apiRequest } from "../../../client/api";
import { showToast } from "../../../client/toasts";
import { TextField } from "../../../components/ui/TextField";
import { accountTexts as texts } from "../../../content/account";
import { ACCOUNT_SESSIONS_PATH } from "../shared/data/api-types";
import { errorsOf, failedToast } from "./account-support";
import { invalidate } from "../shared/data/query";

export function ChangePassword() {
  const [values, setValues] = useState({ currentPassword: "", newPassword: "", confirmPassword: "" });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
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

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    setErrors({});
    try {
      await apiRequest("/api/account/password", { method: "PUT", body: values });
      showToast({ title: texts.password.changedToast });
      setValues({ currentPassword: "", newPassword: "", confirmPassword: "" });
      void invalidate(ACCOUNT_SESSIONS_PATH);
    } catch (caught) {
      setErrors(errorsOf(caught, "currentPassword"));
      failedToast(caught);
    }
    setBusy(false);
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
