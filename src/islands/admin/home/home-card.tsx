// The Home tab's box (docs/product.md#admin-home): every section of the overview is one.
import type { ReactNode } from "react";

/** One of the tab's boxes: a heading named `home-<name>`, its content, and what it holds. */
export function HomeCard({ name, heading, children }: { name: string; heading: string; children: ReactNode }) {
  const id = `home-${name}-heading`;
  return (
    <section
      aria-labelledby={id}
      className="flex flex-col gap-3 rounded-xl border border-border bg-surface p-5"
      {...{ [`data-home-${name}`]: true }}
    >
      <h3 id={id} className="font-heading text-lg font-semibold text-fg">
        {heading}
      </h3>
      {children}
    </section>
  );
}
