// The founder's portrait, used on the home and about pages: one place for its intrinsic size
// (public/headshot.png is 640x640) so the browser reserves the right space before it loads.
export function Headshot({ src, alt, lazy = false }: { src: string; alt: string; lazy?: boolean }) {
  return (
    <img
      src={src}
      alt={alt}
      width={640}
      height={640}
      loading={lazy ? "lazy" : undefined}
      decoding="async"
      className="aspect-square h-auto w-full rounded-2xl border border-border bg-surface-muted object-cover shadow-lg"
    />
  );
}
