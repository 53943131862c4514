// The contact form of /contact (docs/product.md#screens, #states, #validation, #errors). Without JavaScript it is a plain form that
// posts to /contact (src/api/contact.ts), which redirects to the thank-you or renders the
// page again with the errors and values handed back here as props. Hydrated, it checks the fields
// with the API's own schema on submit and again on every change after that, shows 'Sending...'
// while the message goes to POST /api/contact, then SPEC's toast 'Message sent!' and an empty form
// (acknowledged once: no panel beside the toast; the focus returns to Name), or a toast 'Something
// went wrong' with the server's message. The thank-you page is the answer without JavaScript.
//
// The honeypot (CONTACT_HONEYPOT_FIELD) is in the markup for programs that fill every field; it is
// not displayed, not in the accessibility tree and not in the tab order, so no person meets it.
// The form's signed time stamp, made when the server rendered this view, goes back with every
// send: as a hidden field of the plain form and as a property of the JSON, so neither needs a
// cookie. It stays the same after a successful send; it is good for a day.
import { ConsentNote } from "../components/ConsentNote";
import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { Button, Form } from "react-aria-components";
import { ApiError, apiRequest } from "../client/api";
import { showToast } from "../client/toasts";
import { Select } from "../components/ui/Select";
import { TextField } from "../components/ui/TextField";
import { contactForm as content, contactServiceOptions } from "../content/contact";
import { fieldErrorsOf } from "../shared/field-errors";
import { useCheckedForm } from "./checked-form";
import { CONTACT_HONEYPOT_FIELD, CONTACT_STAMP_FIELD, contactSchema } from "../shared/schemas/contact";

type ContactField = "name" | "email" | "company" | "service" | "message";
export type ContactFormValues = Partial<Record<ContactField, string>>;

export type ContactFormProps = {
  /** What a refused form post sent, shown again so nothing needs retyping. */
  values?: ContactFormValues;
  /** That post's errors by field, in the product's words. */
  errors?: Record<string, string>;
  /** That post's refusal when it is not about one field (too quick, too many messages). */
  notice?: string | null;
  /** The signed time this form was shown, sent back with the message. */
  stamp?: string;
};

type Values = Record<ContactField, string>;
type Errors = Partial<Record<ContactField, string>>;

const EMPTY: Values = { name: "", email: "", company: "", service: "", message: "" };

/** Each invalid field's first message, from the schema the API checks with. */
export function contactErrorsOf(values: Values): Errors {
  return fieldErrorsOf(contactSchema, values);
}

/** The toast's text for a failed send (docs/product.md#errors): the server's message if it gave one. */
export function failureDescription(caught: unknown): string {
  if (caught instanceof ApiError) {
    const body = caught.body as { message?: unknown; error?: unknown } | null;
    if (typeof body === "object" && body !== null) {
      if (typeof body.message === "string" && body.message) return body.message;
      if (typeof body.error === "string" && body.error) return body.error;
    }
    return content.toasts.failedToSubmit;
  }
  return content.toasts.error.fallbackDescription;
}

export default function ContactForm({
  values: posted,
  errors: postedErrors,
  notice: postedNotice = null,
  stamp,
}: ContactFormProps) {
  const checked = useCheckedForm({
    empty: EMPTY,
    check: contactErrorsOf,
    initialValues: posted,
    initialErrors: postedErrors,
  });
  const { values, errors } = checked;
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<string | null>(postedNotice);
  // Counts successful sends: after each, the emptied form's first field takes the focus.
  const [sentCount, setSentCount] = useState(0);
  const honeypot = useRef<HTMLInputElement>(null);
  const noticeId = useId();

  useEffect(() => {
    if (sentCount > 0) checked.form.current?.querySelector<HTMLElement>("input[name=name]")?.focus();
  }, [sentCount, checked.form]);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setNotice(null);
    if (!checked.checkAll()) return;
    setBusy(true);
    try {
      await apiRequest("/api/contact", {
        method: "POST",
        body: { ...values, [CONTACT_HONEYPOT_FIELD]: honeypot.current?.value ?? "", [CONTACT_STAMP_FIELD]: stamp },
      });
      showToast({ title: content.toasts.success.title, description: content.toasts.success.description });
      checked.reset();
      setSentCount((n) => n + 1);
      if (honeypot.current) honeypot.current.value = "";
    } catch (caught) {
      // A field the server found wrong (its schema is this one, so only if the two disagree).
      if (caught instanceof ApiError) checked.showServerErrors(caught.fieldErrors);
      showToast({ title: content.toasts.error.title, description: failureDescription(caught), variant: "destructive" });
    } finally {
      setBusy(false);
    }
  }

  const field = (name: ContactField) => ({
    name,
    value: values[name],
    onChange: checked.change(name),
    isInvalid: errors[name] !== undefined,
    errorMessage: errors[name],
    isDisabled: busy,
    label: content.fields[name].label,
    placeholder: content.fields[name].placeholder,
  });

  return (
    <Form
      ref={checked.form}
      method="post"
      action="/contact"
      onSubmit={onSubmit}
      validationBehavior="aria"
      aria-describedby={notice ? noticeId : undefined}
      data-contact-form=""
      className="flex flex-col gap-5"
    >
      {notice ? (
        <p
          id={noticeId}
          role="alert"
          data-contact-notice=""
          className="rounded-md border border-danger bg-surface px-4 py-3 text-sm font-medium text-danger"
        >
          {notice}
        </p>
      ) : null}
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField {...field("name")} autoComplete="name" isRequired />
        <TextField {...field("email")} type="email" autoComplete="email" isRequired />
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField {...field("company")} autoComplete="organization" />
        <Select {...field("service")} options={contactServiceOptions} isRequired />
      </div>
      <TextField {...field("message")} rows={6} isRequired />
      {stamp ? <input type="hidden" name={CONTACT_STAMP_FIELD} value={stamp} /> : null}
      <div aria-hidden="true" className="hidden">
        <label>
          Website
          <input
            ref={honeypot}
            type="text"
            name={CONTACT_HONEYPOT_FIELD}
            tabIndex={-1}
            autoComplete="off"
            defaultValue=""
          />
        </label>
      </div>
      <ConsentNote consent={content.consent} data-contact-consent="" />
      <Button
        type="submit"
        isDisabled={busy}
        data-contact-submit=""
        className="btn-primary w-full sm:w-auto sm:self-start"
      >
        {busy ? content.submitting : content.submit}
      </Button>
    </Form>
  );
}
