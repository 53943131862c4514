// The 24x24 stroke frame every icon is drawn in (its stroke and size are the class `icon` in
// src/styles/app.css). Decorative unless given a title.
import type { ReactNode } from "react";

/** The classes of an icon's <svg>: the frame, then the caller's size, colour or stroke (`stroke-3`). */
export const iconClass = (className?: string) => (className ? `icon ${className}` : "icon");

/** The icon frame around one drawing, for islands that import drawings directly. */
export function SvgIcon({ drawing, className, title }: { drawing: ReactNode; className?: string; title?: string }) {
  const labelled = title !== undefined && title !== "";
  return (
    // biome-ignore lint/a11y/noSvgWithoutTitle: labelled icons get a <title>; the others are aria-hidden
    <svg
      viewBox="0 0 24 24"
      className={iconClass(className)}
      {...(labelled ? { role: "img", "aria-label": title } : { "aria-hidden": true })}
    >
      {labelled ? <title>{title}</title> : null}
      {drawing}
    </svg>
  );
}
