// Behaviour of the server-rendered header on every page: the mobile menu (toggle, close on a link
// choice, an outside tap or Escape, focus kept inside while open), the solid look after 10 px of
// scroll, and the theme switch. Plain DOM code, a few hundred bytes, so pages without islands load
// no React at all.
import { shellLabels } from "../content/site";
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
  // Read in the next frame, not now: reading scrollY makes the browser lay the page out at once,
  // and this script runs before the first layout, which would then count as this script's work.
  requestAnimationFrame(updateScrolled);
  window.addEventListener("scroll", updateScrolled, { passive: true });

  // Without JavaScript the menu is a <details>; from here on the toggle button drives it.
  const disclosure = header.querySelector<HTMLDetailsElement>("[data-mobile-menu]");
  if (disclosure) disclosure.open = true;
  const menuOpen = () => toggle?.getAttribute("aria-expanded") === "true";
  const setMenu = (open: boolean) => {
    if (!toggle) return;
    setFlag("data-menu-open", open);
    toggle.setAttribute("aria-expanded", String(open));
    toggle.setAttribute("aria-label", (open ? toggle.dataset.labelClose : toggle.dataset.labelOpen) ?? "");
  };
  toggle?.addEventListener("click", () => setMenu(!menuOpen()));
  mobileNav?.addEventListener("click", (event) => {
    if ((event.target as Element).closest("a")) setMenu(false);
  });
  // A tap anywhere outside the header closes the menu (the header holds the toggle and the panel).
  document.addEventListener("pointerdown", (event) => {
    if (menuOpen() && !header.contains(event.target as Node)) setMenu(false);
  });
  document.addEventListener("keydown", (event) => {
    if (!toggle || !mobileNav || !menuOpen()) return;
    if (event.key === "Escape") {
      setMenu(false);
      toggle.focus();
    } else if (event.key === "Tab") {
      keepFocusInMenu(event, toggle, mobileNav);
    }
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

/** While the menu is open, Tab cycles through the toggle and the menu's controls only. */
function keepFocusInMenu(event: KeyboardEvent, toggle: HTMLElement, menu: HTMLElement) {
  const inMenu = [...menu.querySelectorAll<HTMLElement>("a[href], button:not([disabled])")].filter(
    (element) => element.offsetParent !== null,
  );
  const cycle = [toggle, ...inMenu];
  const first = cycle[0];
  const last = cycle[cycle.length - 1];
  const active = document.activeElement;
  if (!cycle.includes(active as HTMLElement)) {
    event.preventDefault();
    first?.focus();
  } else if (event.shiftKey && active === first) {
    event.preventDefault();
    last?.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first?.focus();
  }
}

/**
 * Shows a new firm name in the server-rendered shell of this page (the header's brand and its
 * link's name, the footer, the tab's title " | {firm}"), as the next page will render it: the
 * admin calls it once its settings are saved (docs/product.md#admin-settings), so no reload is needed.
 */
export function showFirmName(firmName: string) {
  const old = document.querySelector("[data-firm-name]")?.textContent ?? null;
  for (const name of document.querySelectorAll("[data-firm-name]")) name.textContent = firmName;
  document.querySelector("[data-home-link]")?.setAttribute("aria-label", shellLabels.homeLinkAria(firmName));
  if (old && document.title.endsWith(` | ${old}`)) {
    document.title = `${document.title.slice(0, -old.length)}${firmName}`;
  }
}
