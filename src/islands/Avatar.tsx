// A testimonial's photo that falls back to the person's initials when the image cannot load. It is
// an island only for that fallback; testimonials without a photo render <Initials> on the server.
import { useEffect, useRef, useState } from "react";
import { Initials, avatarSizeClass } from "../components/Initials";

export default function Avatar({ name, src }: { name: string; src: string }) {
  const [failed, setFailed] = useState(false);
  const img = useRef<HTMLImageElement>(null);

  // The image may have failed before this island hydrated, when no error handler was listening yet.
  useEffect(() => {
    const el = img.current;
    if (el?.complete && el.naturalWidth === 0) setFailed(true);
  }, []);

  if (failed) return <Initials name={name} />;
  return (
    // Decorative: the name is written next to the photo.
    <img
      ref={img}
      src={src}
      alt=""
      width={48}
      height={48}
      loading="lazy"
      decoding="async"
      data-avatar
      onError={() => setFailed(true)}
      className={`${avatarSizeClass} shrink-0 rounded-full bg-surface-muted object-cover`}
    />
  );
}
