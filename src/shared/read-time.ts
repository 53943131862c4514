// The "N min read" label of posts and resources (docs/product.md#limits: 200 words per minute, '5 min read'
// when nothing better is known), computed the same way wherever it is shown or stored.

const READING_WORDS_PER_MINUTE = 200;
export const DEFAULT_READ_TIME = "5 min read";

/** "N min read" for a word count, rounded up and at least 1 minute. */
export function readTimeFromWords(words: number): string {
  return `${Math.max(1, Math.ceil(words / READING_WORDS_PER_MINUTE))} min read`;
}

/** "N min read" for plain text or HTML; tags are not counted as words. */
export function readTimeOf(text: string): string {
  return readTimeFromWords(countWords(text.replace(/<[^>]*>/g, " ")));
}

/** A printed page of a document, as a reader meets it: about 250 words (docs/product.md#resource-detail). */
const WORDS_PER_PAGE = 250;

/** "N min read" for a document of `pages` pages. */
export function readTimeOfPages(pages: number): string {
  return readTimeFromWords(pages * WORDS_PER_PAGE);
}

function countWords(text: string): number {
  return text.split(/\s+/).filter(Boolean).length;
}
