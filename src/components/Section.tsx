// A page section below the hero: an h2 heading, an optional intro line and its content, on the page
// background or the muted band colour so consecutive sections read as separate blocks.
import type { ReactNode } from "react";

type SectionTone = "default" | "muted";

export function Section({
  id,
  title,
  intro,
  tone = "default",
  align = "center",
  children,
}: {
  /** In-page anchor; also ties the heading to the section as its accessible name. */
  id?: string;
  title: string;
  intro?: string;
  tone?: SectionTone;
  /** Alignment of the heading and intro; the content lays itself out. */
  align?: "center" | "start";
  children?: ReactNode;
}) {
  const headingId = id ? `${id}-heading` : undefined;
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className={`py-16 sm:py-20 ${tone === "muted" ? "bg-surface-muted" : "bg-bg"}`}
    >
      <div className="container-page">
        <div className={align === "center" ? "mx-auto max-w-2xl text-center" : "max-w-2xl"}>
          <h2 id={headingId} className="font-heading text-3xl font-semibold tracking-tight text-fg sm:text-4xl">
            {title}
          </h2>
          {intro ? <p className="mt-4 text-lg leading-8 text-muted">{intro}</p> : null}
        </div>
        {children ? <div className="mt-12">{children}</div> : null}
      </div>
    </section>
  );
}
