// A card for one area of experience: its icon and title, a description and its tags (the home
// page's credentials, the expertise page's featured areas).
import type { TagCardContent } from "../content/cards";
import { Icon } from "./Icon";
import { IconBadge } from "./IconBadge";
import { TagList } from "./TagList";

export function TagCard({
  card: { icon, title, description, tags },
  lift = false,
}: {
  card: TagCardContent;
  /** Rises on hover, and keeps its tags at its foot when cards side by side differ in length. */
  lift?: boolean;
}) {
  return (
    <article
      className={`${lift ? "card-lift flex flex-col " : ""}w-full rounded-xl border border-border bg-surface p-6 shadow-sm sm:p-8`}
    >
      <div className="flex items-center gap-4">
        <IconBadge>
          <Icon name={icon} className="h-6 w-6" />
        </IconBadge>
        <h3 className="text-xl font-semibold text-fg">{title}</h3>
      </div>
      <p className={`mt-4 ${lift ? "flex-1 " : ""}leading-7 text-muted`}>{description}</p>
      <TagList tags={tags} className="mt-5" />
    </article>
  );
}
