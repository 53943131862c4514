// The user form (docs/product.md#entities, #validation, #errors) in a dialog: Username*, Password (required when creating; blank
// on edit keeps the current one), First Name, Last Name, Email, Role* and Active (on by default),
// then the 'Public profile' group (docs/product.md#people): Display Name, Title, Bio, Avatar URL
// and LinkedIn URL, each optional.
// Validation runs on submit, then on every change, with the shared schemas' messages; blank names
// and e-mail are sent as null. A refused save shows 'Failed to save user: {reason}' and puts the
// server's message on its field (a taken username). Closing with unsaved changes asks first.
import type { FormEvent } from "react";
import { ApiError } from "../../../client/api";
import { Select } from "../../../components/ui/Select";
import { Switch } from "../../../components/ui/Switch";
import { TextField } from "../../../components/ui/TextField";
import { userAdminTexts as texts } from "./texts";
import { createUserSchema, type UserRole, updateUserSchema } from "../../../shared/schemas/user";
import type { AdminUser } from "../shared/data/api-types";
import { USER_WRITES } from "../shared/data/paths";
import { DialogForm, type DialogFormProps } from "../shared/forms/form-shells";
import { fieldErrorsOf } from "../../../shared/field-errors";
import { saveItem, useAdminForm, valuesFrom } from "../shared/forms/form-support";
import { failureMessage, fieldErrorsOfRefusal } from "../shared/data/mutation";
import { ImageField } from "../shared/uploads/ImageField";
import { ROLE_LABELS, ROLES } from "../../../shared/roles";

type Values = {
  username: string;
  password: string;
  firstName: string;
  lastName: string;
  email: string;
  role: UserRole | "";
  isActive: boolean;
  displayName: string;
  jobTitle: string;
  bio: string;
  avatarUrl: string;
  linkedinUrl: string;
};

const blank: Values = {
  username: "",
  password: "",
  firstName: "",
  lastName: "",
  email: "",
  role: "user",
  isActive: true,
  displayName: "",
  jobTitle: "",
  bio: "",
  avatarUrl: "",
  linkedinUrl: "",
};

/** docs/product.md#api's body; on edit a blank password is left out (kept). */
function bodyOf(values: Values, editing: boolean) {
  const body: Record<string, unknown> = {
    username: values.username,
    firstName: values.firstName.trim() || null,
    lastName: values.lastName.trim() || null,
    email: values.email.trim() || null,
    role: values.role === "" ? undefined : values.role,
    isActive: values.isActive,
    displayName: values.displayName.trim() || null,
    jobTitle: values.jobTitle.trim() || null,
    bio: values.bio.trim() || null,
    avatarUrl: values.avatarUrl.trim() || null,
    linkedinUrl: values.linkedinUrl.trim() || null,
  };
  if (!editing || values.password !== "") body.password = values.password;
  return body;
}

// Every role, as docs/product.md#roles names them ('No admin access' for a 'user' account).
const roleOptions = ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] }));
const isRole = (value: string): value is UserRole => (ROLES as readonly string[]).includes(value);

export function UserForm({ item: user, onSaved, ...dialog }: DialogFormProps<AdminUser>) {
  const editing = user !== null;
  const schema = editing ? updateUserSchema : createUserSchema;
  const form = useAdminForm(valuesFrom(blank, user), (values) => fieldErrorsOf(schema, bodyOf(values, editing)));
  const { values, errors, saving, text } = form;

  const onSubmit = (event: FormEvent<HTMLFormElement>) =>
    form.submit(event, {
      send: () => saveItem(user, USER_WRITES, bodyOf(values, editing)),
      savedToast: user ? texts.toasts.updated : texts.toasts.created,
      onSaved,
      noun: "user",
      failedToast: (error) => ({ title: texts.toasts.saveFailed(failureMessage(error) ?? texts.toasts.unknownError) }),
      serverErrors: (error) => {
        const fromServer = fieldErrorsOfRefusal(error);
        // A taken username is a 409 with only a message: it belongs to the username field.
        if (error instanceof ApiError && error.status === 409 && /username/i.test(error.message))
          fromServer.username = error.message;
        return fromServer;
      },
    });

  return (
    <DialogForm
      formId="user-form"
      {...dialog}
      texts={texts}
      subtitle={user?.username}
      onSubmit={onSubmit}
      {...form.shell}
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField label={texts.fields.username} isRequired autoComplete="off" autoFocus {...text("username")} />
        <TextField
          label={texts.fields.password}
          type="password"
          isRequired={!editing}
          description={editing ? texts.fields.passwordEditDescription : texts.fields.passwordCreateDescription}
          autoComplete="new-password"
          {...text("password")}
        />
        <TextField label={texts.fields.firstName} autoComplete="off" {...text("firstName")} />
        <TextField label={texts.fields.lastName} autoComplete="off" {...text("lastName")} />
        <TextField label={texts.fields.email} type="email" autoComplete="off" {...text("email")} />
        <Select
          label={texts.fields.role}
          name="role"
          options={roleOptions}
          placeholder={texts.fields.rolePlaceholder}
          value={values.role}
          onChange={(value) => form.set("role")(isRole(value) ? value : "")}
          isRequired
          isDisabled={saving}
          isInvalid={errors.role !== undefined}
          errorMessage={errors.role}
        />
      </div>
      <Switch
        name="isActive"
        isSelected={values.isActive}
        onChange={form.set("isActive")}
        isDisabled={saving}
        label={texts.fields.isActive}
        description={texts.fields.isActiveDescription}
      />
      <fieldset className="flex flex-col gap-5 border-t border-border pt-5" data-profile-fields>
        <legend className="float-left mb-1 w-full">
          <span className="block font-heading text-base font-semibold text-fg">{texts.fields.profileHeading}</span>
          <span className="mt-1 block text-sm text-muted">{texts.fields.profileDescription}</span>
        </legend>
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            label={texts.fields.displayName}
            description={texts.fields.displayNameDescription}
            autoComplete="off"
            {...text("displayName")}
          />
          <TextField
            label={texts.fields.jobTitle}
            placeholder={texts.fields.jobTitlePlaceholder}
            autoComplete="off"
            {...text("jobTitle")}
          />
        </div>
        <TextField label={texts.fields.bio} description={texts.fields.bioDescription} rows={4} {...text("bio")} />
        <ImageField
          label={texts.fields.avatarUrl}
          description={texts.fields.avatarUrlDescription}
          placeholder={texts.fields.avatarUrlPlaceholder}
          {...form.image("avatarUrl")}
        />
        <TextField
          label={texts.fields.linkedinUrl}
          type="text"
          inputMode="url"
          placeholder={texts.fields.linkedinUrlPlaceholder}
          {...text("linkedinUrl")}
        />
      </fieldset>
    </DialogForm>
  );
}
