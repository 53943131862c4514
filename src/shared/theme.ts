// The theme preference: light, dark or system (default light), kept in localStorage under
// "theme". THEME_SCRIPT runs inline in <head> (after the stylesheet) before first paint, so the
// page never flashes the wrong theme; it also follows the system setting and other tabs' changes.
// The header island writes the preference and re-runs the same logic through a synthetic storage
// event.
export const THEME_STORAGE_KEY = "theme";
export const themes = ["light", "dark", "system"] as const;
export type Theme = (typeof themes)[number];
export const DEFAULT_THEME: Theme = "light";

export function isTheme(value: unknown): value is Theme {
  return typeof value === "string" && (themes as readonly string[]).includes(value);
}

// Kept in ES5 and tiny: it blocks rendering. It also marks <html> with "js" so CSS can tell
// when scripts run (the mobile menu shows its links stacked without JavaScript).
export const THEME_SCRIPT = `(function(){var d=document.documentElement,k=${JSON.stringify(THEME_STORAGE_KEY)},m=window.matchMedia("(prefers-color-scheme: dark)");d.classList.add("js");function a(){var t=null;try{t=localStorage.getItem(k)}catch(e){}d.classList.toggle("dark",t==="dark"||(t==="system"&&m.matches))}a();window.addEventListener("storage",function(e){if(e.key===k||e.key===null)a()});m.addEventListener("change",a)})();`;
