// The Users tab's invitations (docs/product.md#invitations): 'Invite' a colleague by e-mail with a role
// (Author, Editor or Administrator), then the invitations still pending, each with its role, when it
// expires, its link (to copy when e-mail is not set up) and 'Revoke'. The e-mail address and role are
// checked as the server checks them (inviteSchema) before sending; the server's refusal (an address an
// account already has) lands on its field.
import { type FormEvent, useState } from "react";
import { Button, Form } from "react-aria-components";
import { apiRequest } from "../../../client/api";
import { Select } from "../../../components/ui/Select";
import { TextField } from "../../../components/ui/TextField";
import { fieldErrorsOf } from "../../../shared/field-errors";
import { ROLE_LABELS, STAFF_ROLES, type StaffRole } from "../../../shared/roles";
import { inviteSchema } from "../../../shared/schemas/invitation";
import { userAdminTexts } from "./texts";
import type { AdminInvitation } from "../shared/data/api-types";
import { ADMIN_INVITATIONS_PATH, invitationPath } from "../shared/data/paths";
import { useApiMutation } from "../shared/data/mutation";
import { useApiQuery } from "../shared/data/query";
import { focusFirstInvalid } from "../shared/forms/form-support";
import { DateTime, focusRing, smallButton } from "../shared/ui/admin-ui";

const texts = userAdminTexts.invitations;

const roleOptions = STAFF_ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] }));
const isStaffRole = (value: string): value is StaffRole => (STAFF_ROLES as readonly string[]).includes(value);

type Values = { email: string; role: StaffRole | "" };
const blank: Values = { email: "", role: "author" };

export function Invitations() {
  const query = useApiQuery<AdminInvitation[]>(ADMIN_INVITATIONS_PATH);
  const pending = (query.data ?? []).filter((invitation) => invitation.state === "pending");
  return (
    <section aria-labelledby="admin-invitations-heading" className="flex flex-col gap-4" data-invitations>
      <div>
        <h3 id="admin-invitations-heading" className="font-heading text-xl font-semibold text-fg">
          {texts.heading}
        </h3>
        <p className="mt-1 max-w-2xl text-sm text-muted">{texts.intro}</p>
      </div>
      <InviteForm />
      <h4 className="font-heading text-base font-semibold text-fg">{texts.pendingHeading}</h4>
      {query.status === "error" && query.data === undefined ? (
        <p className="text-sm text-danger">{texts.loadFailed}</p>
      ) : query.status === "pending" ? (
        <p className="text-sm text-muted">{texts.loading}</p>
      ) : pending.length === 0 ? (
        <p className="text-sm text-muted">{texts.none}</p>
      ) : (
        <ul className="flex flex-col gap-3">
          {pending.map((invitation) => (
            <PendingInvitation key={invitation.id} invitation={invitation} />
          ))}
        </ul>
      )}
    </section>
  );
}

export function InviteForm() {
  const [values, setValues] = useState<Values>(blank);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const invite = useApiMutation({
    send: (body: Values) =>
      apiRequest<{ message: string; mailed: boolean }>(ADMIN_INVITATIONS_PATH, { method: "POST", body }),
    doing: "Inviting",
    doneToast: (answer) => answer.message,
    invalidates: [ADMIN_INVITATIONS_PATH],
    onDone: () => {
      setValues(blank);
      setErrors({});
    },
    failed: texts.failed,
  });
  const check = (next: Values) => fieldErrorsOf(inviteSchema, next);
  const shown = { ...errors, ...invite.fieldErrors };
  const change = (patch: Partial<Values>) => {
    const next = { ...values, ...patch };
    setValues(next);
    // Once a send was refused, each change is checked again.
    if (Object.keys(errors).length > 0) setErrors(check(next));
    if (invite.error) invite.reset();
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const found = check(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return focusFirstInvalid(form);
    const answer = await invite.run(values);
    if (!answer) focusFirstInvalid(form);
  };

  return (
    <Form
      onSubmit={submit}
      validationBehavior="aria"
      aria-label={texts.formLabel}
      className="grid items-start gap-4 rounded-xl border border-border bg-surface p-4 sm:grid-cols-[1fr_14rem_auto]"
      data-invite-form
    >
      <TextField
        label={texts.email}
        name="email"
        type="email"
        autoComplete="off"
        isRequired
        value={values.email}
        onChange={(email) => change({ email })}
        isInvalid={shown.email !== undefined}
        errorMessage={shown.email}
        isDisabled={invite.busy}
        validationBehavior="aria"
      />
      <Select
        label={texts.role}
        name="role"
        options={roleOptions}
        placeholder={userAdminTexts.fields.rolePlaceholder}
        value={values.role}
        onChange={(role) => change({ role: isStaffRole(role) ? role : "" })}
        isRequired
        isDisabled={invite.busy}
        isInvalid={shown.role !== undefined}
        errorMessage={shown.role}
      />
      <Button type="submit" isDisabled={invite.busy} className={`btn-primary sm:mt-7 ${focusRing}`}>
        {invite.busy ? texts.inviting : texts.invite}
      </Button>
    </Form>
  );
}

function PendingInvitation({ invitation }: { invitation: AdminInvitation }) {
  const [copied, setCopied] = useState(false);
  const revoke = useApiMutation({
    send: () => apiRequest(invitationPath(invitation.id), { method: "DELETE" }),
    doing: "Revoking the invitation",
    doneToast: texts.revoked,
    invalidates: [ADMIN_INVITATIONS_PATH],
    failed: texts.revokeFailed,
  });
  const copy = async () => {
    if (!invitation.url) return;
    try {
      await navigator.clipboard.writeText(invitation.url);
      setCopied(true);
    } catch {
      // No clipboard (an insecure page, a refused permission): the link is on screen to select.
    }
  };
  return (
    <li
      className="flex flex-col gap-3 rounded-xl border border-border bg-surface p-4 sm:flex-row sm:items-center sm:justify-between"
      data-invitation={invitation.email}
    >
      <div className="min-w-0">
        <p className="break-all font-semibold text-fg">{invitation.email}</p>
        <p className="text-sm text-muted">
          {ROLE_LABELS[invitation.role]} · {texts.expires} <DateTime value={invitation.expiresAt} />
        </p>
        {invitation.url ? <p className="mt-1 break-all text-xs text-muted">{invitation.url}</p> : null}
      </div>
      <div className="flex shrink-0 gap-2">
        {invitation.url ? (
          <Button onPress={() => void copy()} className={smallButton} aria-label={texts.copyLabel(invitation.email)}>
            {copied ? texts.copied : texts.copy}
          </Button>
        ) : null}
        <Button
          onPress={() => void revoke.run()}
          isDisabled={revoke.busy}
          className={smallButton}
          aria-label={texts.revokeLabel(invitation.email)}
        >
          {texts.revoke}
        </Button>
      </div>
    </li>
  );
}
