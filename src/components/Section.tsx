// A page section below the hero: an h2 heading, an optional intro line and its content, on the page
// background or the muted band colour so consecutive sections read as separate blocks.
//
// Not every section is a centred heading over a grid (docs/product.md#screens): "start" sets the
// heading flush left like an editorial page; "split" puts the heading on the left and the intro,
// with any `aside` such as a link, in a column on its right from 1024 px.
import type { ReactNode } from "react";

type SectionTone = "default" | "muted";

export function Section({
  id,
  title,
  intro,
  tone = "default",
  align = "center",
  aside,
  renderWhenNear = false,
  children,
}: {
  /** In-page anchor; also ties the heading to the section as its accessible name. */
  id?: string;
  title: string;
  intro?: string;
  tone?: SectionTone;
  /** Composition of the heading and intro; the content lays itself out. */
  align?: "center" | "start" | "split";
  /** Beside the intro in a "split" heading (a 'View all' link). */
  aside?: ReactNode;
  /** For a section below a phone's first screen: its contents are styled, laid out and painted
   * only when it comes near the viewport (`render-when-near`, docs/performance.md#below-the-fold). */
  renderWhenNear?: boolean;
  children?: ReactNode;
}) {
  const headingId = id ? `${id}-heading` : undefined;
  const heading = (
    <h2 id={headingId} className="font-heading text-3xl font-semibold tracking-tight text-fg sm:text-4xl">
      {title}
    </h2>
  );
  const introLine = intro ? <p className="text-lg leading-8 text-muted">{intro}</p> : null;
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className={`py-16 sm:py-20 ${tone === "muted" ? "bg-surface-muted" : "bg-bg"}${renderWhenNear ? " render-when-near" : ""}`}
    >
      <div className="container-page">
        {align === "split" ? (
          <div className="grid gap-4 border-t-2 border-fg pt-6 lg:grid-cols-[minmax(0,5fr)_minmax(0,6fr)] lg:gap-16">
            {heading}
            <div className="flex flex-col items-start gap-4 lg:pt-1">
              {introLine}
              {aside}
            </div>
          </div>
        ) : (
          <div className={align === "center" ? "mx-auto max-w-2xl text-center" : "max-w-2xl"}>
            {heading}
            {introLine ? <div className="mt-4">{introLine}</div> : null}
          </div>
        )}
        {children ? <div className="mt-12">{children}</div> : null}
      </div>
    </section>
  );
}
