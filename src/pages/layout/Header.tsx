// The site header, rendered on the server: navigation with the current link highlighted, the theme
// switch and the mobile menu. Its behaviour (menu, scroll state, theme) is the shell script
// src/client/shell.ts, not a React island: it runs on every page, and hydrating React for a menu
// and three buttons would cost every visitor ~70 KB (docs/decisions/003-shell-without-react.md).
// The markup states the closed, unscrolled, light-theme state; the script keeps data-* and ARIA
// attributes current, and the classes below style by those attributes.
import { BrandMark } from "../../components/BrandMark";
import { Icon } from "../../components/Icon";
import type { IconName } from "../../content/icons";
import { BRAND_NAME, headerContactButton, headerNav, shellLabels } from "../../content/site";
import { DEFAULT_THEME, type Theme } from "../../shared/theme";

export const MOBILE_NAV_ID = "mobile-nav";

export function isCurrent(href: string, currentPath: string): boolean {
  if (href === "/") return currentPath === "/";
  return currentPath === href || currentPath.startsWith(`${href}/`);
}

const themeOptions: { value: Theme; label: string; icon: IconName }[] = [
  { value: "light", label: "Light theme", icon: "sun" },
  { value: "dark", label: "Dark theme", icon: "moon" },
  { value: "system", label: "System theme", icon: "monitor" },
];

export function Header({ currentPath }: { currentPath: string }) {
  return (
    <header
      data-site-header
      className="group/header sticky top-0 z-40 w-full border-b border-transparent bg-bg/90 backdrop-blur transition-[background-color,box-shadow] duration-200 data-[scrolled]:border-border data-[scrolled]:bg-surface data-[scrolled]:shadow-md data-[menu-open]:border-border data-[menu-open]:bg-surface"
    >
      <div className="container-page flex h-16 items-center justify-between gap-4">
        <a href="/" className="flex min-w-0 items-center gap-2 rounded-md font-heading font-bold text-fg">
          <BrandMark className="h-8 w-8 shrink-0 text-primary" />
          <span className="text-base sm:text-lg">{BRAND_NAME}</span>
        </a>

        <nav aria-label="Main" className="hidden md:block">
          <ul className="flex items-center gap-1">
            {headerNav.map((link) => (
              <li key={link.href}>
                <NavLink href={link.href} label={link.label} currentPath={currentPath} />
              </li>
            ))}
          </ul>
        </nav>

        <div className="flex items-center gap-2">
          <ThemeSwitch className="hidden sm:flex" />
          <a href={headerContactButton.href} className="btn-primary hidden md:inline-flex">
            {headerContactButton.label}
          </a>
          <button
            type="button"
            data-menu-toggle
            className="inline-flex h-10 w-10 items-center justify-center rounded-md text-fg hover:bg-surface-muted md:hidden"
            aria-expanded="false"
            aria-controls={MOBILE_NAV_ID}
            aria-label={shellLabels.openMenu}
            data-label-open={shellLabels.openMenu}
            data-label-close={shellLabels.closeMenu}
          >
            <Icon name="menu" className="h-6 w-6 group-data-[menu-open]/header:hidden" />
            <Icon name="x" className="hidden h-6 w-6 group-data-[menu-open]/header:block" />
          </button>
        </div>
      </div>

      <nav
        id={MOBILE_NAV_ID}
        aria-label="Mobile"
        data-mobile-nav
        className="hidden border-t border-border bg-surface group-data-[menu-open]/header:block md:hidden!"
      >
        <ul className="container-page flex flex-col gap-1 py-3">
          {headerNav.map((link) => (
            <li key={link.href}>
              <NavLink href={link.href} label={link.label} currentPath={currentPath} block />
            </li>
          ))}
          <li className="flex items-center justify-between px-3 pt-2 sm:hidden">
            <span className="text-sm font-medium text-muted">Theme</span>
            <ThemeSwitch />
          </li>
          <li className="pt-2">
            <a href={headerContactButton.href} className="btn-primary w-full">
              {headerContactButton.label}
            </a>
          </li>
        </ul>
      </nav>
    </header>
  );
}

// On phones the switch sits in the menu, where there is room; the shell script drives every copy.
function ThemeSwitch({ className = "flex" }: { className?: string }) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: a labelled group of toggle buttons, not form fields for a fieldset
    <div role="group" aria-label="Theme" className={`${className} items-center rounded-md border border-border p-0.5`}>
      {themeOptions.map((option) => (
        <button
          key={option.value}
          type="button"
          aria-pressed={option.value === DEFAULT_THEME}
          aria-label={option.label}
          title={option.label}
          data-theme-option={option.value}
          className="inline-flex h-8 w-8 items-center justify-center rounded-sm text-muted transition-colors hover:text-fg aria-pressed:bg-primary aria-pressed:text-primary-fg"
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
      className={`${block ? "block px-3 py-3 text-base" : "px-3 py-2 text-sm"} rounded-md font-medium transition-colors ${
        current ? "bg-accent-soft text-accent" : "text-muted hover:bg-surface-muted hover:text-fg"
      }`}
    >
      {label}
    </a>
  );
}
