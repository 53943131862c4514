// A resource's cover image in its frame (SPEC §2, §8): 'No Cover Image' when there is none, and
// 'Image Not Available' when the image fails to load or is a 1x1 image (a tracking pixel or an
// empty placeholder someone uploaded). It needs the browser to know either, so it runs inside an
// island: the resource list's, or the detail page's ResourceCover island. The image may have
// failed or loaded before the island hydrated, when no handler was listening: the first effect
// looks at what the <img> already knows.
import { useEffect, useRef, useState } from "react";
import { resourceDetailTexts } from "../content/resources";
import { imageSrc } from "../shared/image-src";
import { iconImage, SvgIcon } from "./Icon";

export type ResourceCoverProps = {
  /** The cover address as stored (a path on this site or an outside http(s) address), or null. */
  coverImage: string | null;
  /** The resource's title, for the image's text alternative. */
  title: string;
  /** Decorative when the title is written next to it (cards); described on the detail page. */
  decorative?: boolean;
  lazy?: boolean;
  className?: string;
};

/** Whether a loaded image is one a visitor cannot see anything in. */
function unusable(img: HTMLImageElement): boolean {
  return img.naturalWidth <= 1 && img.naturalHeight <= 1;
}

export function ResourceCover({
  coverImage,
  title,
  decorative = true,
  lazy = true,
  className = "",
}: ResourceCoverProps) {
  const src = imageSrc(coverImage);
  const [failed, setFailed] = useState(false);
  const img = useRef<HTMLImageElement>(null);

  useEffect(() => {
    const el = img.current;
    if (el?.complete && unusable(el)) setFailed(true);
  }, []);

  const frame = `relative aspect-[16/10] w-full overflow-hidden bg-surface-muted ${className}`;
  if (!src || failed) {
    return (
      <div className={frame} data-resource-cover={src ? "unavailable" : "none"}>
        <div className="flex h-full w-full flex-col items-center justify-center gap-2 text-muted">
          <SvgIcon drawing={iconImage} className="h-8 w-8" />
          <span className="text-sm font-medium">
            {src ? resourceDetailTexts.imageNotAvailable : resourceDetailTexts.noCoverImage}
          </span>
        </div>
      </div>
    );
  }
  return (
    <div className={frame} data-resource-cover="image">
      <img
        ref={img}
        src={src}
        alt={decorative ? "" : resourceDetailTexts.coverAlt(title)}
        width={1200}
        height={750}
        loading={lazy ? "lazy" : undefined}
        decoding="async"
        onError={() => setFailed(true)}
        onLoad={(event) => {
          if (unusable(event.currentTarget)) setFailed(true);
        }}
        className="h-full w-full object-cover"
      />
    </div>
  );
}
