// The stand-in for a person's photo: the initials of their name in a circle, used when a
// testimonial has no avatar or its image fails to load.

/** First letters of the first and the last word, uppercase ("Jane van Doe" → "JD", "Cher" → "C"). */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return "";
  const first = words[0]!;
  const last = words.length > 1 ? words[words.length - 1]! : "";
  return (firstLetter(first) + firstLetter(last)).toUpperCase();
}

// Code points, not UTF-16 units, so a name starting with an astral character is not split in half.
function firstLetter(word: string): string {
  return Array.from(word)[0] ?? "";
}

export const avatarSizeClass = "h-12 w-12";

/** Decorative: the name is always written next to it, so it is hidden from assistive technology. */
export function Initials({ name, className = avatarSizeClass }: { name: string; className?: string }) {
  return (
    <span
      aria-hidden="true"
      data-initials
      className={`${className} inline-flex shrink-0 select-none items-center justify-center rounded-full bg-accent-soft font-semibold text-accent`}
    >
      {initialsOf(name)}
    </span>
  );
}
