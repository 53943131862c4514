// Services announce every write to site content here, so whatever derives from content (the render
// cache of public pages) can drop what it holds, whichever path the write came through.
export type ContentEvents = ReturnType<typeof createContentEvents>;

export function createContentEvents() {
  const listeners = new Set<() => void>();
  return {
    onChange(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    changed() {
      for (const listener of listeners) listener();
    },
  };
}
