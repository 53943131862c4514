// Services announce every write to site content here, so whatever derives from content (the render
// cache of public pages) can drop what it holds, whichever path the write came through. A write may
// name what it changed ("page:home"): a listener that knows the name may drop only what shows it,
// and treats a change that names nothing as a change of everything.
export type ContentEvents = ReturnType<typeof createContentEvents>;

export function createContentEvents() {
  const listeners = new Set<(tags: readonly string[]) => void>();
  return {
    onChange(listener: (tags: readonly string[]) => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    changed(...tags: string[]) {
      for (const listener of listeners) listener(tags);
    },
  };
}
