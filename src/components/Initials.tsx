// The stand-in for a person's photo: the initials of their name in a circle, used when a
// testimonial or a post's author has no avatar or its image fails to load.

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

const tones = {
  soft: "bg-accent-soft text-accent",
  // The hero's gradient with white letters, as a post without a cover shows its initials.
  brand: "bg-linear-to-br from-hero-from to-hero-to text-white",
} as const;

/**
 * The sizes a photo or its initials come in: a testimonial's, and an author card's, whose initials
 * take the brand's gradient.
 */
export const avatarSizes = {
  md: { className: avatarSizeClass, pixels: 48, tone: "soft" },
  lg: { className: "h-16 w-16 text-xl", pixels: 64, tone: "brand" },
} as const satisfies Record<string, { className: string; pixels: number; tone: keyof typeof tones }>;

export type AvatarSize = keyof typeof avatarSizes;

/** Decorative: the name is always written next to it, so it is hidden from assistive technology. */
export function Initials({
  name,
  className = avatarSizeClass,
  tone = "soft",
}: {
  name: string;
  className?: string;
  tone?: keyof typeof tones;
}) {
  return (
    <span aria-hidden="true" data-initials className={`${className} initials ${tones[tone]}`}>
      {initialsOf(name)}
    </span>
  );
}
