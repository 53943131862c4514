// A list of short lines, each after a check mark (a service's benefits, what an engagement
// includes); the check-item and check-icon utilities are in src/styles/app.css.
import { Icon } from "./Icon";

export function CheckList({
  items,
  className,
  label,
}: {
  items: readonly string[];
  className: string;
  label?: string;
}) {
  return (
    <ul className={className} aria-label={label}>
      {items.map((item) => (
        <li key={item} className="check-item">
          <Icon name="check" className="check-icon" />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}
