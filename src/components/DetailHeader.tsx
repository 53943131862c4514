// The header of a detail page (a blog post, a resource): the way back to its list, labels, the
// title and a line of facts, on the hero's gradient with the meridian art the other heroes draw
// (src/components/Hero.tsx), so a post or a resource opens as designed as the pages around it.
import type { ReactNode } from "react";
import type { IconName } from "../content/icons";
import type { Link } from "../shared/schemas/pages/fields";
import { Icon } from "./Icon";
import { MeridianArt } from "./MeridianArt";

/** The look of a label over the title (a category, a file type). */
export const detailLabelClass = "inline-flex rounded-full border border-white/30 bg-white/10 px-3 py-1";

export function DetailHeader({
  titleId,
  title,
  back,
  centered = false,
  labels,
  children,
}: {
  /** The h1's id, which names the page's <article>. */
  titleId: string;
  title: string;
  back: Link;
  centered?: boolean;
  labels: ReactNode;
  /** The facts (HeaderFact). */
  children: ReactNode;
}) {
  return (
    <header className="relative isolate overflow-hidden bg-linear-to-br from-hero-from to-hero-to text-hero-fg">
      <MeridianArt
        variant="subtle"
        className="pointer-events-none absolute top-1/2 -right-24 -z-10 h-[140%] w-auto -translate-y-1/2 sm:-right-12 lg:right-0"
      />
      <div className="container-page py-12 sm:py-16">
        <div className={centered ? "mx-auto max-w-3xl" : "max-w-3xl"}>
          <a
            href={back.href}
            className="inline-flex items-center gap-2 rounded-sm text-sm font-semibold text-indigo-100 hover:text-white hover:underline"
          >
            <Icon name="arrow-left" className="h-4 w-4" />
            {back.label}
          </a>
          {labels}
          <h1 id={titleId} className="mt-4 font-heading text-3xl font-semibold tracking-tight sm:text-4xl lg:text-5xl">
            {title}
          </h1>
          {/* A div, not a p: a fact may be an island, whose marker is a div. */}
          <div className="mt-6 flex flex-wrap items-center gap-x-5 gap-y-2 text-indigo-100">{children}</div>
        </div>
      </div>
    </header>
  );
}

/** One fact under the title, after its icon; `data` names it for tests and scripts (`data-byline`). */
export function HeaderFact({ icon, data, children }: { icon: IconName; data?: string; children: ReactNode }) {
  return (
    <span className="inline-flex items-center gap-2" {...(data ? { [`data-${data}`]: true } : {})}>
      <Icon name={icon} className="h-4 w-4" />
      {children}
    </span>
  );
}
