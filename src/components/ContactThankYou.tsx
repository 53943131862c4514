// The contact form's thank-you (docs/product.md#contact): the page after a send without JavaScript
// shows it in place of the form, and the hydrated form shows the same panel above the emptied form
// after a send, beside the toast, so the confirmation stays on the page once the toast is gone.
import type { Ref } from "react";
import { contactForm } from "../content/contact";
import { iconCheck, SvgIcon } from "./Icon";

export function ContactThankYou({
  again,
  ref,
}: {
  /** 'Send another message': a link to the form (no JavaScript) or a button that puts the form first. */
  again: { href: string } | { onPress: () => void };
  ref?: Ref<HTMLDivElement>;
}) {
  const againClass = "mt-4 inline-block rounded-sm font-medium text-primary underline underline-offset-2";
  return (
    <div
      ref={ref}
      role="status"
      tabIndex={-1}
      data-contact-thank-you=""
      className="rounded-lg border border-border bg-accent-soft p-6"
    >
      <p className="flex items-center gap-2 font-heading text-lg font-semibold text-fg">
        <SvgIcon drawing={iconCheck} className="h-5 w-5 shrink-0 text-accent" />
        {contactForm.thankYou.heading}
      </p>
      <p className="mt-2 leading-7 text-muted">{contactForm.thankYou.text}</p>
      {"href" in again ? (
        <a href={again.href} className={againClass}>
          {contactForm.thankYou.again}
        </a>
      ) : (
        <button type="button" onClick={again.onPress} className={`${againClass} cursor-pointer`}>
          {contactForm.thankYou.again}
        </button>
      )}
    </div>
  );
}
