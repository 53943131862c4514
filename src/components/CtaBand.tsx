// The closing call to action of a page: a heading, one sentence and one button on the brand
// gradient, so every page ends with the same clear next step. Always below a phone's first screen,
// it is drawn only when near (docs/performance.md#below-the-fold).
import { useId } from "react";
import type { Link } from "../shared/schemas/pages/fields";

export function CtaBand({ heading, text, button }: { heading: string; text: string; button: Link }) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="render-when-near bg-linear-to-br from-hero-from to-hero-to text-hero-fg"
    >
      <div className="container-page flex flex-col items-center py-16 text-center sm:py-20">
        <h2 id={headingId} className="max-w-3xl font-heading text-3xl font-semibold tracking-tight sm:text-4xl">
          {heading}
        </h2>
        <p className="mt-4 max-w-2xl text-lg leading-8 text-indigo-100">{text}</p>
        <a href={button.href} className="btn-hero mt-8">
          {button.label}
        </a>
      </div>
    </section>
  );
}
