// Reading and writing the theme preference in the browser (localStorage["theme"]). Applying it to
// <html> is the inline theme script's job (src/shared/theme.ts); setTheme triggers it through a
// synthetic storage event, so one piece of code applies the theme before first paint and after.
import { DEFAULT_THEME, THEME_STORAGE_KEY, isTheme, type Theme } from "../shared/theme";

export function getTheme(): Theme {
  try {
    const value = localStorage.getItem(THEME_STORAGE_KEY);
    return isTheme(value) ? value : DEFAULT_THEME;
  } catch {
    return DEFAULT_THEME; // storage can be disabled (private modes, policies)
  }
}

export function setTheme(theme: Theme) {
  try {
    localStorage.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    // The choice then lasts for this page only.
  }
  window.dispatchEvent(new StorageEvent("storage", { key: THEME_STORAGE_KEY }));
}

/** Calls back on every change of the preference, in this tab or another. */
export function onThemeChange(callback: (theme: Theme) => void): void {
  window.addEventListener("storage", (event) => {
    if (event.key === THEME_STORAGE_KEY || event.key === null) callback(getTheme());
  });
}
