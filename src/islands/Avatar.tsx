// A person's photo (a testimonial's, a post author's) that falls back to their initials when the
// image cannot load. It is an island only for that fallback; people without a photo render
// <Initials> on the server.
import { useEffect, useRef, useState } from "react";
import { type AvatarSize, avatarSizes, Initials } from "../components/Initials";

export default function Avatar({ name, src, size = "md" }: { name: string; src: string; size?: AvatarSize }) {
  const { className, pixels, tone } = avatarSizes[size];
  const [failed, setFailed] = useState(false);
  const img = useRef<HTMLImageElement>(null);

  // The image may have failed before this island hydrated, when no error handler was listening yet.
  useEffect(() => {
    const el = img.current;
    if (el?.complete && el.naturalWidth === 0) setFailed(true);
  }, []);

  if (failed) return <Initials name={name} className={className} tone={tone} />;
  return (
    // Decorative: the name is written next to the photo.
    <img
      ref={img}
      src={src}
      alt=""
      width={pixels}
      height={pixels}
      loading="lazy"
      decoding="async"
      data-avatar
      onError={() => setFailed(true)}
      className={`${className} shrink-0 rounded-full bg-surface-muted object-cover`}
    />
  );
}
