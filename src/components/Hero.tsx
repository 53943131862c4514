// The banner at the top of every page: the page's one h1 on the brand gradient, with an optional
// eyebrow, supporting text and actions, and the meridian illustration: the full composition beside
// the home page's text on wide screens, a faint set of meridians behind every other hero.
import type { ReactNode } from "react";
import { MeridianArt } from "./MeridianArt";

export function Hero({
  eyebrow,
  title,
  subtitle,
  children,
  size = "md",
}: {
  eyebrow?: string;
  title: string;
  subtitle?: string;
  children?: ReactNode;
  /** "lg" is the home page's hero, with the full illustration. */
  size?: "md" | "lg";
}) {
  const large = size === "lg";
  return (
    <section className="relative isolate overflow-hidden bg-linear-to-br from-hero-from to-hero-to text-hero-fg">
      {large ? null : (
        <MeridianArt
          variant="subtle"
          className="pointer-events-none absolute top-1/2 -right-24 -z-10 h-[140%] w-auto -translate-y-1/2 sm:-right-12 lg:right-0"
        />
      )}
      <div
        className={`container-page ${large ? "grid items-center gap-10 py-20 sm:py-24 lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)] lg:py-28" : "py-14 sm:py-20"}`}
      >
        <div className="hero-reveal max-w-3xl">
          {eyebrow ? (
            <p className="mb-4 text-sm font-semibold uppercase tracking-wider text-teal-200">{eyebrow}</p>
          ) : null}
          <h1
            className={`font-heading font-semibold tracking-tight ${large ? "text-4xl leading-[1.08] sm:text-5xl lg:text-6xl" : "text-3xl leading-tight sm:text-4xl lg:text-5xl"}`}
          >
            {title}
          </h1>
          {subtitle ? <p className="mt-5 text-lg leading-8 text-indigo-100">{subtitle}</p> : null}
          {/* On phones the buttons stand one above the other at full width rather than wrap ragged. */}
          {children ? <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:flex-wrap">{children}</div> : null}
        </div>
        {large ? (
          <MeridianArt
            variant="hero"
            className="hero-art hidden h-auto w-full max-w-[30rem] justify-self-end lg:block"
          />
        ) : null}
      </div>
    </section>
  );
}
