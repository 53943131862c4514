// One client testimonial: the quote, then who said it, with their photo or, without one, their
// initials. The photo is passed in by the page (the Avatar island, which falls back to the
// initials when the image cannot load), so this component never imports an island; its src comes
// from imageSrc (src/shared/image-src.ts), which sends external photos through the image proxy.
import type { ReactNode } from "react";
import { Icon } from "./Icon";
import { Initials } from "./Initials";

type TestimonialCardData = {
  name: string;
  position: string | null;
  company: string | null;
  testimonial: string;
};

type TestimonialCardProps = {
  testimonial: TestimonialCardData;
  /** The person's photo, shown before their name; without one, their initials are shown. */
  photo?: ReactNode;
};

export function TestimonialCard({ testimonial, photo }: TestimonialCardProps) {
  const { name, position, company } = testimonial;
  const role = [position, company].filter((part) => part?.trim()).join(", ");
  return (
    <figure data-testimonial className="testimonial-card">
      <Icon name="quote" className="h-10 w-10 text-accent" />
      {/* Set large, as a pull quote, not as card copy. */}
      <blockquote className="testimonial-quote">
        <p>{testimonial.testimonial}</p>
      </blockquote>
      {/* Room for a two-line role, so the rule above the author lines up across a row of cards. */}
      <figcaption className="testimonial-by">
        {photo ?? <Initials name={name} />}
        <div className="min-w-0">
          <p className="font-semibold text-fg">{name}</p>
          {role ? <p className="text-sm text-muted">{role}</p> : null}
        </div>
      </figcaption>
    </figure>
  );
}
