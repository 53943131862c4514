// The site footer: brand, the service, company and legal links of docs/product.md#shell, the LinkedIn link (new tab),
// the current year and the all-rights-reserved line.
import { Icon } from "../../components/Icon";
import { BrandMark } from "../../components/BrandMark";
import { BRAND_NAME, BRAND_SUMMARY, copyrightLine, footerGroups, footerSocial } from "../../content/site";

export function Footer() {
  return (
    <footer className="border-t border-border bg-surface-muted">
      {/* On phones the three link groups sit side by side under the brand, so the footer stays short. */}
      <div className="container-page grid grid-cols-2 gap-x-6 gap-y-8 py-10 sm:grid-cols-3 sm:py-12 lg:grid-cols-[1.5fr_1fr_1fr_1fr] lg:gap-10">
        <div className="col-span-2 max-w-sm sm:col-span-3 lg:col-span-1">
          <a
            href="/"
            className="inline-flex items-center gap-2.5 rounded-md font-heading text-lg font-semibold tracking-tight text-fg"
          >
            <BrandMark className="h-8 w-8 text-primary" />
            {BRAND_NAME}
          </a>
          <p className="mt-3 text-sm leading-6 text-muted">{BRAND_SUMMARY}</p>
          <a
            href={footerSocial.href}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={footerSocial.ariaLabel}
            className="mt-4 inline-flex items-center gap-2 rounded-md text-sm font-medium text-primary hover:underline"
          >
            <Icon name={footerSocial.icon} className="h-5 w-5" />
            {footerSocial.label}
          </a>
        </div>
        {footerGroups.map((group) => (
          <nav key={group.title} aria-label={`${group.title} links`}>
            <h2 className="text-sm font-semibold text-fg">{group.title}</h2>
            <ul className="mt-3 space-y-1.5 sm:space-y-2">
              {group.links.map((link) => (
                <li key={link.href}>
                  <a href={link.href} className="rounded-sm text-sm text-muted hover:text-fg hover:underline">
                    {link.label}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t border-border">
        <p className="container-page py-5 text-sm text-muted sm:py-6">{copyrightLine(new Date().getFullYear())}</p>
      </div>
    </footer>
  );
}
