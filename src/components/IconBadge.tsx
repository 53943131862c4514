// An icon on a soft accent square, as the site's cards and contact details lead with it.
import type { ReactNode } from "react";

const sizes = { sm: "h-10 w-10", md: "h-11 w-11", lg: "h-12 w-12" } as const;

/** `children` is the icon (an <Icon> on the server, an <SvgIcon> in an island), sized by the caller. */
export function IconBadge({ size = "lg", children }: { size?: keyof typeof sizes; children: ReactNode }) {
  return <span className={`icon-badge ${sizes[size]}`}>{children}</span>;
}
