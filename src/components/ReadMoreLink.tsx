// A card's "Read more" link (a blog post's, a case study's): stretched over the whole card, which
// must be `relative`, so a click anywhere opens the item; screen readers hear which item it opens.
import { iconArrowRight, SvgIcon } from "./Icon";

export function ReadMoreLink({
  href,
  label,
  item,
  className = "",
}: {
  href: string;
  label: string;
  /** The item the card shows: screen readers hear its title after the label ("Read More about …"). */
  item: { title: string };
  className?: string;
}) {
  return (
    <a
      href={href}
      className={`${className} inline-flex items-center gap-1.5 font-semibold text-primary after:absolute after:inset-0 after:content-[''] hover:underline`.trim()}
    >
      {label}
      <span className="sr-only">{` about ${item.title}`}</span>
      <SvgIcon drawing={iconArrowRight} className="h-4 w-4 transition-transform group-hover:translate-x-0.5" />
    </a>
  );
}
