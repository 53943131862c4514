// The detail page's cover image, an island so that a cover which fails to load or is a 1x1 image
// can be replaced by 'Image Not Available' (src/components/ResourceCover.tsx).
import { ResourceCover as Cover, type ResourceCoverProps } from "../components/ResourceCover";

export default function ResourceCover(props: ResourceCoverProps) {
  return <Cover {...props} />;
}
