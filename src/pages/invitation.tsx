// /invitation/{id}?sig=…: the page an invitation e-mail links to (docs/product.md#invitations). It
// works without JavaScript: a plain form that posts to the same address (src/api/invitations.ts),
// whose answer is this page again, with the fields at fault or the account made. A forged, expired
// or used link says which. Never cached: the link is a secret.
import type { ReactNode } from "react";
import { RequiredMark } from "../components/ui/field-parts";
import { invitationTexts as texts } from "../content/invitation";
import type { Invitation } from "../db/schema";
import { INVITATION_MESSAGES, type InvitationRefusal } from "../services/invitations";
import { ROLE_LABELS } from "../shared/roles";
import type { Page, PageView } from "./page";

type Field = keyof typeof texts.fields;

/** A refused form post: what was sent (never the password) and what was wrong with it. */
export type InvitationFormState = {
  values: Partial<Record<Exclude<Field, "password">, string>>;
  errors: Partial<Record<string, string>>;
  /** 400 for fields at fault, 409 for a username taken. */
  status: number;
};

const ID = /^[1-9]\d{0,14}$/;

export const invitationPage: Page = ({ params, query, services }) => {
  const id = params.id ?? "";
  const opened = ID.test(id) ? services.invitations.open(Number(id), query.sig) : "invalid";
  return typeof opened === "string" ? invitationRefusedView(opened) : invitationFormView(opened, query.sig ?? "");
};

const frame = (status: number, body: ReactNode): PageView => ({
  status,
  cache: "private",
  meta: { ...texts.meta, path: null, noindex: true },
  body: (
    <div className="bg-bg px-4 py-16 sm:py-24">
      <section
        aria-labelledby="invitation-heading"
        className="mx-auto w-full max-w-md rounded-xl border border-border bg-surface p-6 shadow-sm sm:p-8"
      >
        {body}
      </section>
    </div>
  ),
});

const heading = (text: string) => (
  <h1 id="invitation-heading" className="font-heading text-2xl font-semibold tracking-tight text-fg">
    {text}
  </h1>
);

/** A link that does not open: 404 for a forged one, 410 for one expired or used. */
export function invitationRefusedView(refusal: InvitationRefusal): PageView {
  return frame(
    refusal === "invalid" ? 404 : 410,
    <>
      {heading(texts.refused[refusal])}
      <p className="mt-3 text-sm text-muted">{INVITATION_MESSAGES[refusal]}</p>
      <p className="mt-6">
        <a href={refusal === "used" ? "/login" : "/"} className="btn-primary">
          {refusal === "used" ? texts.signIn : texts.home}
        </a>
      </p>
    </>,
  );
}

/** The account is made: where to sign in, and the second factor to add. */
export function invitationAcceptedView(username: string): PageView {
  return frame(
    201,
    <>
      {heading(texts.done.heading)}
      <p role="status" className="mt-3 text-sm text-muted">
        {texts.done.text(username)}
      </p>
      <p className="mt-6">
        <a href="/login" className="btn-primary">
          {texts.signIn}
        </a>
      </p>
    </>,
  );
}

export function invitationFormView(invitation: Invitation, sig: string, form?: InvitationFormState): PageView {
  const inputClass =
    "w-full rounded-md border border-border bg-surface px-3 py-2.5 text-base text-fg shadow-sm aria-invalid:border-danger";
  const field = (name: Field, type: string, autoComplete: string, required: boolean) => {
    const error = form?.errors[name];
    const notes = [`invitation-${name}-hint`, error ? `invitation-${name}-error` : ""].filter(Boolean).join(" ");
    return (
      <div className="flex flex-col gap-1.5">
        <label htmlFor={`invitation-${name}`} className="text-sm font-semibold text-fg">
          {texts.fields[name].label}
          {required ? <RequiredMark /> : null}
        </label>
        <input
          id={`invitation-${name}`}
          name={name}
          type={type}
          autoComplete={autoComplete}
          aria-required={required ? "true" : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={notes}
          defaultValue={name === "password" ? undefined : (form?.values[name] ?? "")}
          className={inputClass}
        />
        <p id={`invitation-${name}-hint`} className="text-xs text-muted">
          {texts.fields[name].hint}
        </p>
        {error ? (
          <p id={`invitation-${name}-error`} className="text-sm font-medium text-danger">
            {error}
          </p>
        ) : null}
      </div>
    );
  };
  return frame(
    form?.status ?? 200,
    <>
      {heading(texts.heading)}
      <p className="mt-2 mb-6 text-sm text-muted">{texts.intro(ROLE_LABELS[invitation.role], invitation.email)}</p>
      <form method="post" action={`/invitation/${invitation.id}`} noValidate className="flex flex-col gap-4">
        {form ? (
          <p role="alert" className="rounded-md border border-danger px-3 py-2 text-sm font-medium text-danger">
            {texts.errorSummary}
          </p>
        ) : null}
        <input type="hidden" name="sig" value={sig} />
        {field("username", "text", "username", true)}
        {field("displayName", "text", "name", false)}
        {field("password", "password", "new-password", true)}
        <button type="submit" className="btn-primary w-full">
          {texts.submit}
        </button>
      </form>
    </>,
  );
}
