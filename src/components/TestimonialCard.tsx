// One client testimonial: the quote, then who said it, with their photo or, without one, their
// initials. A photo that fails to load falls back to the initials through the Avatar island.
import { Icon } from "./Icon";
import { Initials } from "./Initials";
import { Island } from "./Island";
import Avatar from "../islands/Avatar";

export type TestimonialCardData = {
  name: string;
  position: string | null;
  company: string | null;
  testimonial: string;
  avatar: string | null;
};

/**
 * The page's CSP allows images from this site only, so absolute http(s) addresses go through the
 * image proxy (SPEC §7, GET /api/images/proxy?url=…); site-relative paths are used as they are.
 */
export function avatarSrc(avatar: string): string {
  return /^https?:\/\//i.test(avatar) ? `/api/images/proxy?url=${encodeURIComponent(avatar)}` : avatar;
}

export function TestimonialCard({ testimonial }: { testimonial: TestimonialCardData }) {
  const { name, position, company, avatar } = testimonial;
  const role = [position, company].filter((part) => part && part.trim()).join(", ");
  return (
    <figure data-testimonial className="flex h-full flex-col rounded-xl border border-border bg-surface p-6 shadow-sm">
      <Icon name="quote" className="h-8 w-8 text-accent" />
      <blockquote className="mt-4 flex-1 leading-7 text-fg">
        <p>{testimonial.testimonial}</p>
      </blockquote>
      <figcaption className="mt-6 flex items-center gap-4 border-t border-border pt-5">
        {avatar ? (
          <Island
            name="Avatar"
            component={Avatar}
            props={{ name, src: avatarSrc(avatar) }}
            when="visible"
            className="block shrink-0"
          />
        ) : (
          <Initials name={name} />
        )}
        <div className="min-w-0">
          <p className="font-semibold text-fg">{name}</p>
          {role ? <p className="text-sm text-muted">{role}</p> : null}
        </div>
      </figcaption>
    </figure>
  );
}
