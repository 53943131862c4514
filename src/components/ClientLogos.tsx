// The row of clients' logos on / and /about (docs/product.md#client-logos): "Worked with teams at…"
// and the logos from the settings, drawn monochrome (the `client-logo` utility, both themes), each
// named by its company for screen readers. The page leaves the row out while the list is empty.
import type { ClientLogo } from "../shared/schemas/settings";
import { imageSrc } from "../shared/image-src";

export function ClientLogos({ heading, logos }: { heading: string; logos: readonly ClientLogo[] }) {
  // Hidden when the firm has none: no empty "worked with teams at…" band.
  if (logos.length === 0) return null;
  return (
    <section aria-labelledby="client-logos-heading" className="border-b border-border bg-bg" data-client-logos="">
      <div className="container-page flex flex-col gap-6 py-10 lg:flex-row lg:items-center lg:gap-12">
        <h2 id="client-logos-heading" className="shrink-0 text-sm font-semibold uppercase tracking-wider text-muted">
          {heading}
        </h2>
        <ul className="flex flex-wrap items-center gap-x-10 gap-y-6">
          {logos.map((logo) => (
            <li key={`${logo.company}-${logo.logoUrl}`}>
              <img
                src={imageSrc(logo.logoUrl) ?? logo.logoUrl}
                alt={logo.company}
                loading="lazy"
                decoding="async"
                width={136}
                height={36}
                className="client-logo"
              />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
