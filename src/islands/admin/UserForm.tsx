// The user form (docs/product.md#entities, #validation, #errors) in a dialog: Username*, Password (required when creating; blank
// on edit keeps the current one), First Name, Last Name, Email, Role* and Active (on by default).
// Validation runs on submit, then on every change, with the shared schemas' messages; blank names
// and e-mail are sent as null. A refused save shows 'Failed to save user: {reason}' and puts the
// server's message on its field (a taken username). Closing with unsaved changes asks first.
import { type FormEvent, useState } from "react";
import { Form } from "react-aria-components";
import { ApiError, apiRequest } from "../../client/api";
import { FormDialog } from "../../components/ui/FormDialog";
import { Select } from "../../components/ui/Select";
import { Switch } from "../../components/ui/Switch";
import { TextField } from "../../components/ui/TextField";
import { dialogTexts, userAdminTexts as texts } from "../../content/admin";
import { createUserSchema, type UserRole, updateUserSchema } from "../../shared/schemas/user";
import { FormActions } from "./admin-ui";
import { type AdminUser, USERS_PATH, userPath } from "./api-types";
import { useDiscardGuard } from "./discard-guard";
import { fieldErrorsOf, hasChanged, reasonOf, serverFieldErrors, useAdminForm } from "./form-support";
import { useReportUnsaved } from "./unsaved";

type Values = {
  username: string;
  password: string;
  firstName: string;
  lastName: string;
  email: string;
  role: UserRole | "";
  isActive: boolean;
};

function valuesOf(user: AdminUser | null): Values {
  return {
    username: user?.username ?? "",
    password: "",
    firstName: user?.firstName ?? "",
    lastName: user?.lastName ?? "",
    email: user?.email ?? "",
    role: user?.role ?? "user",
    isActive: user?.isActive ?? true,
  };
}

/** docs/product.md#api's body; on edit a blank password is left out (kept). */
function bodyOf(values: Values, editing: boolean) {
  const body: Record<string, unknown> = {
    username: values.username,
    firstName: values.firstName.trim() || null,
    lastName: values.lastName.trim() || null,
    email: values.email.trim() || null,
    role: values.role === "" ? undefined : values.role,
    isActive: values.isActive,
  };
  if (!editing || values.password !== "") body.password = values.password;
  return body;
}

const roleOptions = [
  { value: "user", label: texts.roles.user },
  { value: "admin", label: texts.roles.admin },
] as const;

export function UserForm({
  isOpen,
  user,
  onSaved,
  onClose,
}: {
  isOpen: boolean;
  user: AdminUser | null;
  onSaved: () => void;
  onClose: () => void;
}) {
  const editing = user !== null;
  const initial = useState(() => valuesOf(user))[0];
  const [values, setValues] = useState(initial);
  const { errors, setErrors, submitted, saving, submit, field } = useAdminForm<Values>();
  const schema = editing ? updateUserSchema : createUserSchema;
  const dirty = isOpen && hasChanged(values, initial);
  useReportUnsaved("user-form", dirty && !saving);
  const { guard, dialog } = useDiscardGuard(dirty && !saving);

  const set =
    <K extends keyof Values>(field: K) =>
    (value: Values[K]) => {
      const next = { ...values, [field]: value };
      setValues(next);
      if (submitted) setErrors(fieldErrorsOf(schema, bodyOf(next, editing)));
    };

  const onSubmit = (event: FormEvent<HTMLFormElement>) =>
    submit(event, {
      validate: () => fieldErrorsOf(schema, bodyOf(values, editing)),
      send: () =>
        apiRequest(user ? userPath(user.id) : USERS_PATH, {
          method: user ? "PUT" : "POST",
          body: bodyOf(values, editing),
        }),
      savedToast: user ? texts.toasts.updated : texts.toasts.created,
      onSaved,
      noun: "user",
      failedToast: (error) => ({ title: texts.toasts.saveFailed(reasonOf(error) ?? "Unknown error") }),
      serverErrors: (error) => {
        const fromServer = serverFieldErrors(error);
        // A taken username is a 409 with only a message: it belongs to the username field.
        if (error instanceof ApiError && error.status === 409 && /username/i.test(error.message))
          fromServer.username = error.message;
        return fromServer;
      },
    });

  return (
    <>
      <FormDialog
        isOpen={isOpen}
        title={editing ? texts.editHeading : texts.createHeading}
        subtitle={user?.username}
        closeLabel={dialogTexts.close}
        onClose={() => guard(onClose)}
        isBusy={saving}
        dataName="user-form-dialog"
      >
        <Form onSubmit={onSubmit} validationBehavior="aria" className="flex flex-col gap-5" data-user-form>
          <div className="grid gap-5 sm:grid-cols-2">
            <TextField
              label={texts.fields.username}
              isRequired
              value={values.username}
              onChange={set("username")}
              autoComplete="off"
              autoFocus
              {...field("username")}
            />
            <TextField
              label={texts.fields.password}
              type="password"
              isRequired={!editing}
              description={editing ? texts.fields.passwordEditDescription : texts.fields.passwordCreateDescription}
              value={values.password}
              onChange={set("password")}
              autoComplete="new-password"
              {...field("password")}
            />
            <TextField
              label={texts.fields.firstName}
              value={values.firstName}
              onChange={set("firstName")}
              autoComplete="off"
              {...field("firstName")}
            />
            <TextField
              label={texts.fields.lastName}
              value={values.lastName}
              onChange={set("lastName")}
              autoComplete="off"
              {...field("lastName")}
            />
            <TextField
              label={texts.fields.email}
              type="email"
              value={values.email}
              onChange={set("email")}
              autoComplete="off"
              {...field("email")}
            />
            <Select
              label={texts.fields.role}
              name="role"
              options={roleOptions}
              placeholder={texts.fields.rolePlaceholder}
              value={values.role}
              onChange={(value) => set("role")(value === "admin" || value === "user" ? value : "")}
              isRequired
              isDisabled={saving}
              isInvalid={errors.role !== undefined}
              errorMessage={errors.role}
            />
          </div>
          <Switch
            name="isActive"
            isSelected={values.isActive}
            onChange={set("isActive")}
            isDisabled={saving}
            label={texts.fields.isActive}
            description={texts.fields.isActiveDescription}
          />
          <FormActions
            saving={saving}
            submitLabel={saving ? texts.saving : editing ? texts.submitUpdate : texts.submitCreate}
            cancelLabel={texts.cancel}
            onCancel={() => guard(onClose)}
          />
        </Form>
      </FormDialog>
      {dialog}
    </>
  );
}
