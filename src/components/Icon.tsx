// Draws every IconName from src/content/icons.ts as a 24x24 stroke SVG, so content files can name
// icons as plain strings and pages need no icon library.
import { createContext, useContext } from "react";
import type { IconName } from "../content/icons";
import { drawings } from "./icon-drawings";
import { iconClass, SvgIcon } from "./SvgIcon";

export { SvgIcon };
export * from "./icon-drawings";

type IconProps = {
  name: IconName;
  className?: string;
  /** When given, the icon is announced with this text; otherwise it is hidden from assistive tech. */
  title?: string;
};

/**
 * The icons a page has drawn so far, filled while the page renders (the Document provides one per
 * render). With it, <Icon> refers to a <symbol> of the page's one sprite instead of drawing again:
 * the same check mark eleven times on the home page is drawn once (docs/decisions/036-costs-flat-as-the-content-grows.md).
 * Without it (an island's own render, a component test) every icon is drawn inline.
 */
export const IconSpriteContext = createContext<Set<IconName> | null>(null);

const symbolId = (name: IconName) => `icon-${name}`;

export function Icon({ name, className, title }: IconProps) {
  const sprite = useContext(IconSpriteContext);
  if (!sprite) return <SvgIcon drawing={drawings[name]} className={className} title={title} />;
  sprite.add(name);
  const labelled = title !== undefined && title !== "";
  return (
    // biome-ignore lint/a11y/noSvgWithoutTitle: labelled icons get a <title>; the others are aria-hidden
    <svg
      className={iconClass(className)}
      {...(labelled ? { role: "img", "aria-label": title } : { "aria-hidden": true })}
    >
      {labelled ? <title>{title}</title> : null}
      <use href={`#${symbolId(name)}`} />
    </svg>
  );
}

/**
 * The page's sprite: one <symbol> for each icon the page used, in the 24x24 stroke frame of
 * SvgIcon (its stroke is inherited from each icon's class). Rendered last in <body>, after every <Icon> above it has named its icon.
 */
export function IconSprite() {
  const sprite = useContext(IconSpriteContext);
  if (!sprite || sprite.size === 0) return null;
  return (
    <svg className="hidden" aria-hidden="true" xmlns="http://www.w3.org/2000/svg">
      {[...sprite].map((name) => (
        <symbol key={name} id={symbolId(name)} viewBox="0 0 24 24">
          {drawings[name]}
        </symbol>
      ))}
    </svg>
  );
}
