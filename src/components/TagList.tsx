// A row of small labels (certifications, skills), as a list so its length is announced.
export function TagList({ tags, className = "" }: { tags: readonly string[]; className?: string }) {
  return (
    <ul className={`flex flex-wrap gap-2 ${className}`}>
      {tags.map((tag) => (
        <li
          key={tag}
          className="rounded-full border border-border bg-surface-muted px-3 py-1 text-sm font-medium text-fg"
        >
          {tag}
        </li>
      ))}
    </ul>
  );
}
