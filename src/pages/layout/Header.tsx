// The site header, rendered on the server: navigation with the current link highlighted, the theme
// switch and the mobile menu. Its behaviour (menu, scroll state, theme) is the shell script
// src/client/shell.ts, not a React island: it runs on every page, and hydrating React for a menu
// and three buttons would cost every visitor ~70 KB (docs/decisions/003-shell-without-react.md).
// The markup states the closed, unscrolled, light-theme state; the script keeps data-* and ARIA
// attributes current, and the classes below style by those attributes.
import { FirmMark } from "../../components/FirmMark";
import { Icon } from "../../components/Icon";
import type { IconName } from "../../content/icons";
import { headerContactButton, headerNav, shellLabels } from "../../content/site";
import { DEFAULT_THEME, type Theme } from "../../shared/theme";
import type { SiteSettings } from "../page";

const MOBILE_NAV_ID = "mobile-nav";

function isCurrent(href: string, currentPath: string): boolean {
  if (href === "/") return currentPath === "/";
  return currentPath === href || currentPath.startsWith(`${href}/`);
}

const themeOptions: { value: Theme; label: string; icon: IconName }[] = [
  { value: "light", label: "Light theme", icon: "sun" },
  { value: "dark", label: "Dark theme", icon: "moon" },
  { value: "system", label: "System theme", icon: "monitor" },
];

export function Header({ currentPath, settings }: { currentPath: string; settings: SiteSettings }) {
  const contactCurrent = isCurrent(headerContactButton.href, currentPath);
  return (
    <header
      data-site-header
      className="group/header sticky top-0 z-40 w-full border-b border-transparent bg-bg/90 backdrop-blur transition-[background-color,box-shadow] duration-200 data-[scrolled]:border-border data-[scrolled]:bg-surface data-[scrolled]:shadow-md data-[menu-open]:border-border data-[menu-open]:bg-surface"
    >
      <div className="container-page flex h-16 items-center justify-between gap-2 sm:gap-3 lg:gap-4 xl:gap-6">
        <a
          href="/"
          aria-label={shellLabels.homeLinkAria(settings.firmName)}
          data-home-link
          className="flex min-w-0 items-center gap-2 whitespace-nowrap rounded-md font-heading font-semibold tracking-tight text-fg sm:gap-2.5"
        >
          <FirmMark logoUrl={settings.logoUrl} className="h-7 w-7 shrink-0 text-primary sm:h-8 sm:w-8" />
          {/* One line always; on the narrowest phones, before the web font arrives, it may end in an ellipsis. */}
          <span className="truncate text-[0.9375rem] min-[400px]:text-[1.0625rem] sm:text-lg" data-firm-name>
            {settings.firmName}
          </span>
        </a>

        {/* The full row of links needs about 1,000 px beside the brand; below that it is the menu. */}
        <nav aria-label="Main" className="hidden lg:block">
          <ul className="flex items-center gap-0.5 xl:gap-1">
            {headerNav.map((link) => (
              <li key={link.href}>
                <NavLink href={link.href} label={link.label} currentPath={currentPath} />
              </li>
            ))}
          </ul>
        </nav>

        <div className="flex shrink-0 items-center gap-2">
          <ThemeSwitch className="hidden sm:flex" />
          <ContactButton current={contactCurrent} className="hidden md:inline-flex" />
          <button
            type="button"
            data-menu-toggle
            data-with-js
            className="inline-flex h-10 w-10 items-center justify-center rounded-md text-fg hover:bg-surface-muted lg:hidden"
            aria-expanded="false"
            aria-controls={MOBILE_NAV_ID}
            aria-label={shellLabels.openMenu}
            data-label-open={shellLabels.openMenu}
            data-label-close={shellLabels.closeMenu}
          >
            <Icon name="menu" className="h-6 w-6 group-data-[menu-open]/header:hidden" />
            <Icon name="x" className="hidden h-6 w-6 group-data-[menu-open]/header:block" />
          </button>
          {/* Without JavaScript the menu is a disclosure that opens by itself; the shell script
              opens it for good and shows the panel by the toggle above instead (data-menu-open). */}
          <details data-mobile-menu className="group/menu lg:hidden">
            <summary
              data-without-js
              className="inline-flex h-10 w-10 cursor-pointer list-none items-center justify-center rounded-md text-fg hover:bg-surface-muted [&::-webkit-details-marker]:hidden"
            >
              <span className="sr-only">{shellLabels.menu}</span>
              <Icon name="menu" className="h-6 w-6 group-open/menu:hidden" />
              <Icon name="x" className="hidden h-6 w-6 group-open/menu:block" />
            </summary>
            <nav
              id={MOBILE_NAV_ID}
              aria-label="Mobile"
              data-mobile-nav
              className="absolute inset-x-0 top-full max-h-[calc(100dvh-4rem)] overflow-y-auto border-y border-border bg-surface shadow-lg"
            >
              <ul className="container-page flex flex-col gap-1 py-3">
                {headerNav.map((link) => (
                  <li key={link.href}>
                    <NavLink href={link.href} label={link.label} currentPath={currentPath} block />
                  </li>
                ))}
                <li className="flex items-center justify-between px-3 pt-2 sm:hidden">
                  <span className="text-sm font-medium text-muted">{shellLabels.theme}</span>
                  <ThemeSwitch />
                </li>
                <li className="pt-2 md:hidden">
                  <ContactButton current={contactCurrent} className="w-full" />
                </li>
              </ul>
            </nav>
          </details>
        </div>
      </div>
    </header>
  );
}

/**
 * The Contact button; on /contact it is the current link, marked by a bar along its foot like a
 * chosen tab: a ring around it would read as keyboard focus.
 */
function ContactButton({ current, className }: { current: boolean; className: string }) {
  return (
    <a
      href={headerContactButton.href}
      aria-current={current ? "page" : undefined}
      className={`btn-primary ${className} aria-[current=page]:bg-primary-hover aria-[current=page]:shadow-[inset_0_-3px_0_var(--mp-accent)]`}
    >
      {headerContactButton.label}
    </a>
  );
}

// On phones the switch sits in the menu, where there is room; the shell script drives every copy.
// Without JavaScript it could do nothing, so it is hidden (app.css).
function ThemeSwitch({ className = "flex" }: { className?: string }) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: a labelled group of toggle buttons, not form fields for a fieldset
    <div
      role="group"
      aria-label={shellLabels.theme}
      data-with-js
      className={`${className} items-center rounded-md border border-border p-0.5`}
    >
      {themeOptions.map((option) => (
        <button
          key={option.value}
          type="button"
          aria-pressed={option.value === DEFAULT_THEME}
          aria-label={option.label}
          title={option.label}
          data-theme-option={option.value}
          className="theme-option"
        >
          <Icon name={option.icon} className="h-4 w-4" />
        </button>
      ))}
    </div>
  );
}

function NavLink({
  href,
  label,
  currentPath,
  block = false,
}: {
  href: string;
  label: string;
  currentPath: string;
  block?: boolean;
}) {
  const current = isCurrent(href, currentPath);
  return (
    <a
      href={href}
      aria-current={current ? "page" : undefined}
      className={`${block ? "block px-3 py-3 text-base" : "px-3 py-2 text-sm"} ${current ? "nav-link-current" : "nav-link"}`}
    >
      {label}
    </a>
  );
}
