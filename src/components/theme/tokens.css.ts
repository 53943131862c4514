// The design tokens: colours, radii, shadows and fonts for the light and the dark theme, typed
// once here. vanilla-extract compiles this file at build time into plain CSS custom properties
// (`--mp-*`), which src/styles/app.css maps onto Tailwind's theme, so utilities such as `bg-surface`
// or `text-muted` follow the active theme without a `dark:` variant on every element.
import { createGlobalTheme, createGlobalThemeContract } from "@vanilla-extract/css";

export const tokens = createGlobalThemeContract(
  {
    color: {
      bg: "bg",
      surface: "surface",
      surfaceMuted: "surface-muted",
      fg: "fg",
      muted: "muted",
      border: "border",
      primary: "primary",
      primaryHover: "primary-hover",
      primaryFg: "primary-fg",
      accent: "accent",
      accentSoft: "accent-soft",
      ring: "ring",
      danger: "danger",
      success: "success",
      heroFrom: "hero-from",
      heroTo: "hero-to",
      heroFg: "hero-fg",
    },
    radius: { sm: "radius-sm", md: "radius-md", lg: "radius-lg", xl: "radius-xl" },
    shadow: { sm: "shadow-sm", md: "shadow-md", lg: "shadow-lg" },
    font: { sans: "font-sans", heading: "font-heading" },
  },
  (value) => `mp-${value}`,
);

const shared = {
  radius: { sm: "0.375rem", md: "0.5rem", lg: "0.75rem", xl: "1rem" },
  // The faces "Inter Variable" and "Inter Fallback" are declared by scripts/fonts.ts.
  font: {
    sans: '"Inter Variable", "Inter Fallback", ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
    heading:
      '"Inter Variable", "Inter Fallback", ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  },
};

// Contrast: every fg/bg pair below meets WCAG AA (4.5:1) for body text in its theme.
createGlobalTheme(":root", tokens, {
  ...shared,
  color: {
    bg: "#ffffff",
    surface: "#ffffff",
    surfaceMuted: "#f4f6fb",
    fg: "#0f172a",
    muted: "#475569",
    border: "#dbe1ea",
    primary: "#3730a3",
    primaryHover: "#312e81",
    primaryFg: "#ffffff",
    accent: "#0f766e",
    accentSoft: "#e0f2f1",
    ring: "#4f46e5",
    danger: "#b91c1c",
    success: "#15803d",
    heroFrom: "#1e1b4b",
    heroTo: "#134e4a",
    heroFg: "#ffffff",
  },
  shadow: {
    sm: "0 1px 2px rgb(15 23 42 / 0.06)",
    md: "0 4px 12px rgb(15 23 42 / 0.08)",
    lg: "0 12px 32px rgb(15 23 42 / 0.12)",
  },
});

createGlobalTheme(":root.dark", tokens, {
  ...shared,
  color: {
    bg: "#0b1020",
    surface: "#121933",
    surfaceMuted: "#172042",
    fg: "#e8ecf5",
    muted: "#a9b4c8",
    border: "#2a3558",
    primary: "#a5b4fc",
    primaryHover: "#c7d2fe",
    primaryFg: "#111735",
    accent: "#5eead4",
    accentSoft: "#123c3a",
    ring: "#a5b4fc",
    danger: "#fca5a5",
    success: "#86efac",
    heroFrom: "#111735",
    heroTo: "#0d3330",
    heroFg: "#ffffff",
  },
  shadow: {
    sm: "0 1px 2px rgb(0 0 0 / 0.4)",
    md: "0 4px 12px rgb(0 0 0 / 0.45)",
    lg: "0 12px 32px rgb(0 0 0 / 0.5)",
  },
});
