// The firm's mark beside its name in the header and footer: the logo of the site settings when one
// is set, the drawn compass otherwise (docs/product.md#admin-settings). Decorative either way: the
// name is always written next to it.
import { imageSrc } from "../shared/image-src";
import { BrandMark } from "./BrandMark";

export function FirmMark({ logoUrl, className }: { logoUrl: string | null; className: string }) {
  const src = imageSrc(logoUrl);
  if (!src) return <BrandMark className={className} />;
  return <img src={src} alt="" width={32} height={32} decoding="async" className={`${className} object-contain`} />;
}
