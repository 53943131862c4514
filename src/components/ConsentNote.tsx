// The privacy line under every form that takes a visitor's details (docs/product.md#consent): its
// text around the link to the privacy policy. Other attributes (a test's data-* hook) go on the <p>.
import type { ComponentPropsWithoutRef } from "react";

export type ConsentText = { before: string; link: { href: string; label: string }; after: string };

export function ConsentNote({ consent, ...attributes }: { consent: ConsentText } & ComponentPropsWithoutRef<"p">) {
  return (
    <p className="text-xs leading-5 text-muted" {...attributes}>
      {consent.before}
      <a href={consent.link.href} className="font-semibold text-primary underline underline-offset-2">
        {consent.link.label}
      </a>
      {consent.after}
    </p>
  );
}
