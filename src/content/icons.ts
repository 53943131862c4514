// The names of the icons the static content refers to; src/components/Icon.tsx draws each one,
// so content stays plain data and the compiler catches a name without a drawing.
export const iconNames = [
  // Services, values and featured areas
  "target",
  "users",
  "settings",
  "user-secret",
  "brain",
  "zap",
  "layers",
  "shield",
  "award",
  "graduation-cap",
  "lightbulb",
  "book",
  "briefcase",
  "trending-up",
  "rocket",
  "compass",
  // Contact and social
  "mail",
  "phone",
  "map-pin",
  "linkedin",
  "external-link",
  // Navigation and interface
  "arrow-right",
  "arrow-left",
  "chevron-down",
  "menu",
  "x",
  "check",
  "check-circle",
  "sun",
  "moon",
  "monitor",
  "search",
  "filter",
  "loader",
  "alert-circle",
  // Files and content
  "download",
  "upload",
  "file",
  "image",
  "calendar",
  "clock",
  "quote",
  "tag",
  "eye",
  "lock",
  // Admin actions
  "user",
  "plus",
  "pencil",
  "trash",
  "refresh",
  "log-out",
  "star",
] as const;

export type IconName = (typeof iconNames)[number];

export function isIconName(value: unknown): value is IconName {
  return typeof value === "string" && (iconNames as readonly string[]).includes(value);
}
