// One client testimonial: the quote, then who said it, with their photo or, without one, their
// initials. The photo is passed in by the page (the Avatar island, which falls back to the
// initials when the image cannot load), so this component never imports an island; its src comes
// from imageSrc (src/shared/image-src.ts), which sends external photos through the image proxy.
import type { ReactNode } from "react";
import { Icon } from "./Icon";
import { Initials } from "./Initials";

const testimonialCardTexts = { linkedinSuffix: " on LinkedIn (opens in a new tab)" } as const;

type TestimonialCardData = {
  name: string;
  position: string | null;
  company: string | null;
  testimonial: string;
  /** Their LinkedIn profile: the name links to it (a new tab), so a reader can check who said it. */
  linkedinUrl?: string | null;
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
          <p className="font-semibold text-fg">
            {testimonial.linkedinUrl ? (
              <a
                href={testimonial.linkedinUrl}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex items-center gap-1.5 rounded-sm hover:text-primary hover:underline hover:underline-offset-4"
                data-testimonial-linkedin=""
              >
                {name}
                <Icon name="linkedin" className="h-4 w-4 text-muted" />
                <span className="sr-only">{testimonialCardTexts.linkedinSuffix}</span>
              </a>
            ) : (
              name
            )}
          </p>
          {role ? <p className="text-sm text-muted">{role}</p> : null}
        </div>
      </figcaption>
    </figure>
  );
}
