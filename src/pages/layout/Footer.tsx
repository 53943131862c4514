// The site footer: brand, the service, company and legal links of SPEC, the LinkedIn link (new tab),
// the current year and the all-rights-reserved line.
import { Icon } from "../../components/Icon";
import { BrandMark } from "../../components/BrandMark";
import { BRAND_NAME, BRAND_SUMMARY, copyrightLine, footerGroups, footerSocial } from "../../content/site";

export function Footer() {
  return (
    <footer className="border-t border-border bg-surface-muted">
      <div className="container-page grid gap-10 py-12 md:grid-cols-[1.5fr_1fr_1fr_1fr]">
        <div className="max-w-sm">
          <a href="/" className="inline-flex items-center gap-2 rounded-md text-lg font-bold text-fg">
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
            <ul className="mt-3 space-y-2">
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
        <p className="container-page py-6 text-sm text-muted">{copyrightLine(new Date().getFullYear())}</p>
      </div>
    </footer>
  );
}
