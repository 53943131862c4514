// The site header: navigation with the current link highlighted, the theme switch, the mobile
// menu, and the solid, shadowed look once the page has scrolled. It is an island because the
// menu, the scroll state and the theme switch need the browser; everything else is server-rendered.
import { useEffect, useId, useRef, useState, type ReactNode } from "react";
import { SvgIcon, iconMenu, iconMonitor, iconMoon, iconSun, iconX } from "../components/Icon";
import { BrandMark } from "../components/BrandMark";
import { BRAND_NAME, headerContactButton, headerNav, shellLabels } from "../content/site";
import { setTheme, useTheme } from "../client/theme-store";
import type { Theme } from "../shared/theme";

const SCROLL_THRESHOLD_PX = 10;

export function isCurrent(href: string, currentPath: string): boolean {
  if (href === "/") return currentPath === "/";
  return currentPath === href || currentPath.startsWith(`${href}/`);
}

export default function SiteHeader({ currentPath }: { currentPath: string }) {
  const [open, setOpen] = useState(false);
  const [scrolled, setScrolled] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const menuId = useId();

  useEffect(() => {
    const update = () => setScrolled(window.scrollY > SCROLL_THRESHOLD_PX);
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, []);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setOpen(false);
      toggleRef.current?.focus();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [open]);

  const close = () => setOpen(false);

  return (
    <header
      data-scrolled={scrolled || undefined}
      className={`sticky top-0 z-40 w-full border-b transition-[background-color,box-shadow] duration-200 ${
        scrolled || open ? "border-border bg-surface shadow-md" : "border-transparent bg-bg/90 backdrop-blur"
      }`}
    >
      <div className="container-page flex h-16 items-center justify-between gap-4">
        <a href="/" className="flex items-center gap-2 rounded-md font-heading text-lg font-bold text-fg">
          <BrandMark className="h-8 w-8 text-primary" />
          <span>{BRAND_NAME}</span>
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
          <ThemeSwitch />
          <a href={headerContactButton.href} className="btn-primary hidden md:inline-flex">
            {headerContactButton.label}
          </a>
          <button
            ref={toggleRef}
            type="button"
            data-menu-toggle
            className="inline-flex h-10 w-10 items-center justify-center rounded-md text-fg hover:bg-surface-muted md:hidden"
            aria-expanded={open}
            aria-controls={menuId}
            aria-label={open ? shellLabels.closeMenu : shellLabels.openMenu}
            onClick={() => setOpen((v) => !v)}
          >
            <SvgIcon drawing={open ? iconX : iconMenu} className="h-6 w-6" />
          </button>
        </div>
      </div>

      <nav
        id={menuId}
        aria-label="Mobile"
        data-mobile-nav
        className={`${open ? "block" : "hidden"} border-t border-border bg-surface md:hidden`}
      >
        <ul className="container-page flex flex-col gap-1 py-3">
          {headerNav.map((link) => (
            <li key={link.href}>
              <NavLink href={link.href} label={link.label} currentPath={currentPath} onNavigate={close} block />
            </li>
          ))}
          <li className="pt-2">
            <a href={headerContactButton.href} className="btn-primary w-full" onClick={close}>
              {headerContactButton.label}
            </a>
          </li>
        </ul>
      </nav>
    </header>
  );
}

function NavLink({
  href,
  label,
  currentPath,
  onNavigate,
  block = false,
}: {
  href: string;
  label: string;
  currentPath: string;
  onNavigate?: () => void;
  block?: boolean;
}) {
  const current = isCurrent(href, currentPath);
  return (
    <a
      href={href}
      aria-current={current ? "page" : undefined}
      onClick={onNavigate}
      className={`${block ? "block px-3 py-3 text-base" : "px-3 py-2 text-sm"} rounded-md font-medium transition-colors ${
        current ? "bg-accent-soft text-accent" : "text-muted hover:bg-surface-muted hover:text-fg"
      }`}
    >
      {label}
    </a>
  );
}

// Only the drawings the header shows are imported, to keep the one island of every page small.
const themeOptions: { value: Theme; label: string; icon: ReactNode }[] = [
  { value: "light", label: "Light theme", icon: iconSun },
  { value: "dark", label: "Dark theme", icon: iconMoon },
  { value: "system", label: "System theme", icon: iconMonitor },
];

function ThemeSwitch() {
  const theme = useTheme();
  return (
    <div role="group" aria-label="Theme" className="flex items-center rounded-md border border-border p-0.5">
      {themeOptions.map((option) => (
        <button
          key={option.value}
          type="button"
          aria-pressed={theme === option.value}
          aria-label={option.label}
          title={option.label}
          data-theme-option={option.value}
          onClick={() => setTheme(option.value)}
          className={`inline-flex h-8 w-8 items-center justify-center rounded-sm transition-colors ${
            theme === option.value ? "bg-primary text-primary-fg" : "text-muted hover:text-fg"
          }`}
        >
          <SvgIcon drawing={option.icon} className="h-4 w-4" />
        </button>
      ))}
    </div>
  );
}
