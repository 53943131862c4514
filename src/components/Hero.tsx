// The banner at the top of every page: the page's one h1 on the brand gradient, with an optional
// eyebrow, supporting text and actions.
import type { ReactNode } from "react";

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
  size?: "md" | "lg";
}) {
  return (
    <section className="bg-linear-to-br from-hero-from to-hero-to text-hero-fg">
      <div className={`container-page ${size === "lg" ? "py-20 sm:py-28" : "py-14 sm:py-20"}`}>
        <div className="max-w-3xl">
          {eyebrow ? (
            <p className="mb-4 text-sm font-semibold uppercase tracking-wider text-teal-200">{eyebrow}</p>
          ) : null}
          <h1
            className={`font-heading font-bold tracking-tight ${size === "lg" ? "text-4xl sm:text-5xl lg:text-6xl" : "text-3xl sm:text-4xl lg:text-5xl"}`}
          >
            {title}
          </h1>
          {subtitle ? <p className="mt-5 text-lg leading-8 text-indigo-100">{subtitle}</p> : null}
          {children ? <div className="mt-8 flex flex-wrap gap-3">{children}</div> : null}
        </div>
      </div>
    </section>
  );
}
