// Behaviour of the server-rendered header on every page: the mobile menu (toggle, close on a link
// choice or Escape), the solid look after 10 px of scroll, and the theme switch. Plain DOM code, a
// few hundred bytes, so pages without islands load no React at all.
import { isTheme } from "../shared/theme";
import { getTheme, onThemeChange, setTheme } from "./theme-store";

const SCROLL_THRESHOLD_PX = 10;

export function enhanceShell() {
  const header = document.querySelector<HTMLElement>("[data-site-header]");
  if (!header) return;
  const toggle = header.querySelector<HTMLButtonElement>("[data-menu-toggle]");
  const mobileNav = header.querySelector<HTMLElement>("[data-mobile-nav]");

  const setFlag = (name: string, on: boolean) => {
    if (on) header.setAttribute(name, "true");
    else header.removeAttribute(name);
  };

  const updateScrolled = () => setFlag("data-scrolled", window.scrollY > SCROLL_THRESHOLD_PX);
  updateScrolled();
  window.addEventListener("scroll", updateScrolled, { passive: true });

  const setMenu = (open: boolean) => {
    if (!toggle) return;
    setFlag("data-menu-open", open);
    toggle.setAttribute("aria-expanded", String(open));
    toggle.setAttribute("aria-label", (open ? toggle.dataset.labelClose : toggle.dataset.labelOpen) ?? "");
  };
  toggle?.addEventListener("click", () => setMenu(toggle.getAttribute("aria-expanded") !== "true"));
  mobileNav?.addEventListener("click", (event) => {
    if ((event.target as Element).closest("a")) setMenu(false);
  });
  document.addEventListener("keydown", (event) => {
    if (event.key !== "Escape" || toggle?.getAttribute("aria-expanded") !== "true") return;
    setMenu(false);
    toggle.focus();
  });

  const themeButtons = header.querySelectorAll<HTMLButtonElement>("[data-theme-option]");
  const showTheme = (theme: string) => {
    for (const button of themeButtons)
      button.setAttribute("aria-pressed", String(button.dataset.themeOption === theme));
  };
  for (const button of themeButtons) {
    button.addEventListener("click", () => {
      const theme = button.dataset.themeOption;
      if (isTheme(theme)) setTheme(theme);
    });
  }
  showTheme(getTheme());
  onThemeChange(showTheme);

  // Browser tests wait on this instead of sleeping.
  header.dataset.ready = "";
}
