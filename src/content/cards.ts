// Shapes of copy that cards on more than one page show.
import type { IconName } from "./icons";

/** An area of experience as a card (src/components/TagCard.tsx): icon, title, description, tags. */
export type TagCardContent = {
  readonly icon: IconName;
  readonly title: string;
  readonly description: string;
  readonly tags: readonly string[];
};
