// Services announce every write to site content here, naming what it changed as tags
// (docs/architecture.md#content-tags), so whatever derives from content acts on exactly that: the
// render cache drops only the answers built from a changed tag, the feed only when the blog
// changed, and the CDN purge (src/services/cdn-purge) asks the shared caches to drop the same tags.
//
// A cached answer records the tags it was built from; the same tags are its Surrogate-Key and
// Cache-Tag headers. An answer whose builder names none carries `content` (it may show anything),
// which every event also names, so an answer without precise tags is never kept past a change.
// Every answer carries `site`: an event that cannot say what it changed (a media item used who
// knows where) names `site`, and everything goes.
export type ContentEvents = ReturnType<typeof createContentEvents>;

/** The tags of the site's content: the only words an event or a cached answer uses. */
export const contentTags = {
  /** On every cached answer: an event naming it drops everything. */
  site: "site",
  /** On every answer that names no tags of its own; named by every event. */
  content: "content",
  /** The site settings, which every page shows (header, footer, contact details). */
  settings: "settings",
  /** The public profiles shown beside posts and on the About page. */
  people: "people",
  post: (id: number) => `post:${id}`,
  resource: (id: number) => `resource:${id}`,
  caseStudy: (id: number) => `case-study:${id}`,
  /** A testimonial and a user, named so only their images' uses are rewritten (decision 050). */
  testimonial: (id: number) => `testimonial:${id}`,
  user: (id: number) => `user:${id}`,
  /** A list, and whatever shows a selection of it (the home page, the feed, the sitemap). */
  list: (name: "blog" | "resources" | "testimonials" | "case-studies") => `list:${name}`,
  page: (name: string) => `page:${name}`,
} as const;

/** The tags a changed post touches: its own pages and every list that may show it. */
export const postTags = (id: number) => [contentTags.post(id), contentTags.list("blog")];
export const resourceTags = (id: number) => [contentTags.resource(id), contentTags.list("resources")];
export const caseStudyTags = (id: number) => [contentTags.caseStudy(id), contentTags.list("case-studies")];

/** An answer's own tags with those every answer carries (`content` when it names none). */
export function answerTags(own: readonly string[] | undefined): string[] {
  const tags = own?.length ? own : [contentTags.content];
  return [...new Set([contentTags.site, ...tags])];
}

export type ContentChange = (tags: readonly string[]) => void;

export function createContentEvents() {
  const listeners = new Set<ContentChange>();
  return {
    /** `listener` gets each change's tags, `content` among them. */
    onChange(listener: ContentChange): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /** A write changed the content these tags name. */
    changed(tags: readonly string[]) {
      const named = [...new Set([...tags, contentTags.content])];
      for (const listener of listeners) listener(named);
    },
  };
}
