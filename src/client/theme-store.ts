// The theme preference for islands, read with useSyncExternalStore from localStorage["theme"].
// Kept tiny and dependency-free because the header, which uses it, loads on every page.
import { useSyncExternalStore } from "react";
import { DEFAULT_THEME, THEME_STORAGE_KEY, isTheme, type Theme } from "../shared/theme";

function read(): Theme {
  try {
    const value = localStorage.getItem(THEME_STORAGE_KEY);
    return isTheme(value) ? value : DEFAULT_THEME;
  } catch {
    return DEFAULT_THEME; // storage can be disabled (private modes, policies)
  }
}

// Storage events arrive from other tabs, and from setTheme below for this tab.
function subscribe(onChange: () => void) {
  window.addEventListener("storage", onChange);
  return () => window.removeEventListener("storage", onChange);
}

export function setTheme(theme: Theme) {
  try {
    localStorage.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    // The choice then lasts for this page only.
  }
  // The inline theme script listens for storage events too: a synthetic one makes it apply the
  // new class with the same code that runs before first paint.
  window.dispatchEvent(new StorageEvent("storage", { key: THEME_STORAGE_KEY }));
}

/** The stored preference; the server (which cannot know it) renders the default. */
export function useTheme(): Theme {
  return useSyncExternalStore(subscribe, read, () => DEFAULT_THEME);
}
