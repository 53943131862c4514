// The 24x24 stroke frame every icon is drawn in. Decorative unless given a title.
import type { ReactNode } from "react";

/** The icon frame around one drawing, for islands that import drawings directly. */
export function SvgIcon({
  drawing,
  name,
  className,
  title,
  strokeWidth = 2,
}: {
  drawing: ReactNode;
  name?: string;
  className?: string;
  title?: string;
  strokeWidth?: number;
}) {
  const labelled = title !== undefined && title !== "";
  return (
    // biome-ignore lint/a11y/noSvgWithoutTitle: labelled icons get a <title>; the others are aria-hidden
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width="24"
      height="24"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
      data-icon={name}
      {...(labelled ? { role: "img", "aria-label": title } : { "aria-hidden": true, focusable: "false" })}
    >
      {labelled ? <title>{title}</title> : null}
      {drawing}
    </svg>
  );
}
