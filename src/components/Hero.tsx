// The banner at the top of every page: the page's one h1 on the brand gradient, with an optional
// eyebrow, supporting text and actions, and the meridian illustration.
//
// The heroes differ in composition, not only in words (docs/product.md#screens): the home page's
// ("lg") gives its right half to `aside` (the founder's card) over the full illustration, so the
// half is never a bare gradient; "split" puts the subtitle in a second column beside the title, for
// a page that opens with an editorial statement; the default is a compact banner with a faint set of
// meridians at its right edge.
import type { ReactNode } from "react";
import { MeridianArt } from "./MeridianArt";

export function Hero({
  eyebrow,
  title,
  subtitle,
  children,
  details,
  below,
  aside,
  size = "md",
}: {
  eyebrow?: string;
  title: string;
  subtitle?: string;
  children?: ReactNode;
  /** Under the subtitle, before the buttons (the home hero's whom-for and outcome lines). */
  details?: ReactNode;
  /** Under the buttons (the home hero's founder row, below 1024 px). */
  below?: ReactNode;
  /** The right half of the home hero, from 1024 px. */
  aside?: ReactNode;
  /** "lg" is the home page's hero, with the full illustration; "split" sets title and subtitle side by side. */
  size?: "md" | "lg" | "split";
}) {
  const large = size === "lg";
  const split = size === "split";
  const layout = large
    ? "grid items-center gap-10 py-12 sm:py-24 lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)] lg:gap-12 lg:py-20"
    : split
      ? "grid gap-6 py-14 sm:py-20 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:items-end lg:gap-16"
      : "py-14 sm:py-20";
  return (
    <section className="relative isolate overflow-hidden bg-linear-to-br from-hero-from to-hero-to text-hero-fg">
      {large ? null : (
        <MeridianArt
          variant="subtle"
          className={`pointer-events-none absolute -z-10 w-auto ${split ? "-bottom-1/2 -left-40 h-[200%] opacity-70" : "top-1/2 -right-24 h-[140%] -translate-y-1/2 sm:-right-12 lg:right-0"}`}
        />
      )}
      <div className={`container-page ${layout}`}>
        <div className="hero-reveal max-w-3xl">
          {eyebrow ? (
            <p className="mb-4 text-sm font-semibold uppercase tracking-wider text-teal-200">{eyebrow}</p>
          ) : null}
          <h1
            className={`font-heading font-semibold tracking-tight ${large ? "text-4xl leading-[1.08] sm:text-5xl lg:text-6xl" : "text-3xl leading-tight sm:text-4xl lg:text-5xl"}`}
          >
            {title}
          </h1>
          {subtitle && !split ? (
            <p className="mt-5 text-base leading-7 text-indigo-100 sm:text-lg sm:leading-8">{subtitle}</p>
          ) : null}
          {details}
          {/* On phones the buttons stand one above the other at full width rather than wrap ragged. */}
          {children ? <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:flex-wrap">{children}</div> : null}
          {below}
        </div>
        {split && subtitle ? (
          <p className="hero-reveal border-l-2 border-teal-300/70 pl-5 text-lg leading-8 text-indigo-100">{subtitle}</p>
        ) : null}
        {large ? (
          <div data-hero-aside="" className="relative hidden min-h-[26rem] items-center justify-end lg:flex">
            <MeridianArt
              variant="hero"
              className="hero-art pointer-events-none absolute top-1/2 -left-16 -z-10 h-auto w-[115%] max-w-none -translate-y-1/2"
            />
            {aside}
          </div>
        ) : null}
      </div>
    </section>
  );
}
