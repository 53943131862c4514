// The site footer: the firm's name and tagline, the service, company and legal links of
// docs/product.md#shell, the LinkedIn link and the firm's other profiles (new tab), the current year
// and the all-rights-reserved line; the firm's texts and profile addresses are the site settings'
// (docs/product.md#admin-settings).
import { Icon } from "../../components/Icon";
import { FirmMark } from "../../components/FirmMark";
import { copyrightLine, footerGroups, footerProfiles, footerSocial } from "../../content/site";
import type { SiteSettings } from "../page";

export function Footer({ settings }: { settings: SiteSettings }) {
  const social = settings.linkedinUrl ? footerSocial(settings.firmName, settings.linkedinUrl) : null;
  const profiles = footerProfiles(settings.firmName, settings.social);
  return (
    <footer className="render-when-near border-t border-border bg-surface-muted">
      {/* On phones the three link groups sit side by side under the brand, so the footer stays short. */}
      <div className="container-page grid grid-cols-2 gap-x-6 gap-y-8 py-10 sm:grid-cols-3 sm:py-12 lg:grid-cols-[1.5fr_1fr_1fr_1fr] lg:gap-10">
        <div className="col-span-2 max-w-sm sm:col-span-3 lg:col-span-1">
          <a
            href="/"
            className="inline-flex items-center gap-2.5 rounded-md font-heading text-lg font-semibold tracking-tight text-fg"
          >
            <FirmMark logoUrl={settings.logoUrl} className="h-8 w-8 text-primary" />
            <span data-firm-name>{settings.firmName}</span>
          </a>
          <p className="mt-3 text-sm leading-6 text-muted">{settings.tagline}</p>
          {social ? (
            <a
              href={social.href}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={social.ariaLabel}
              className="mt-4 inline-flex items-center gap-2 rounded-md text-sm font-medium text-primary hover:underline"
            >
              <Icon name={social.icon} className="h-5 w-5" />
              {social.label}
            </a>
          ) : null}
          {profiles.length > 0 ? (
            <ul data-social-profiles="" className="mt-3 flex flex-wrap gap-x-4 gap-y-1">
              {profiles.map((profile) => (
                <li key={profile.label}>
                  <a
                    href={profile.href}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={profile.ariaLabel}
                    className="rounded-sm text-sm font-medium text-primary hover:underline"
                  >
                    {profile.label}
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
        {footerGroups.map((group) => (
          <nav key={group.title} aria-label={`${group.title} links`}>
            <h2 className="text-sm font-semibold text-fg">{group.title}</h2>
            <ul className="mt-3 space-y-1.5 sm:space-y-2">
              {group.links.map((link) => (
                <li key={link.href}>
                  <a href={link.href} className="footer-link">
                    {link.label}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t border-border">
        <p className="container-page py-5 text-sm text-muted sm:py-6">
          {copyrightLine(new Date().getFullYear(), settings.firmName)}
        </p>
      </div>
    </footer>
  );
}
