// The drawings of every IconName from src/content/icons.ts, each in the 24x24 stroke frame of
// ./SvgIcon.tsx: a data table, kept apart from the components that draw them (./Icon.tsx).
import type { ReactNode } from "react";
import type { IconName } from "../content/icons";

// Each drawing is its own export so an island can import just the few it draws; the server
// pages use <Icon name>, which looks them up by name.
export const iconTarget = (
  <>
    <circle cx="12" cy="12" r="10" />
    <circle cx="12" cy="12" r="6" />
    <circle cx="12" cy="12" r="2" />
  </>
);
export const iconUsers = (
  <>
    <path d="M16 21v-2a4 4 0 0 0-4-4H6a4 4 0 0 0-4 4v2" />
    <circle cx="9" cy="7" r="4" />
    <path d="M22 21v-2a4 4 0 0 0-3-3.87" />
    <path d="M16 3.13a4 4 0 0 1 0 7.75" />
  </>
);
export const iconSettings = (
  <>
    <circle cx="12" cy="12" r="7" />
    <circle cx="12" cy="12" r="3" />
    <path d="M12 2v3M12 19v3M2 12h3M19 12h3" />
    <path d="m4.93 4.93 2.12 2.12M16.95 16.95l2.12 2.12M4.93 19.07l2.12-2.12M16.95 7.05l2.12-2.12" />
  </>
);
export const iconUserSecret = (
  <>
    <path d="M2 11h20" />
    <path d="M5 11 7.4 4.6A1 1 0 0 1 8.3 4h7.4a1 1 0 0 1 .9.6L19 11" />
    <circle cx="7" cy="17" r="3" />
    <circle cx="17" cy="17" r="3" />
    <path d="M10 17c1.3-1 2.7-1 4 0" />
  </>
);
const iconBrain = (
  <>
    <path d="M12 5A3 3 0 0 0 6.1 4.4 3 3 0 0 0 4 9a2.5 2.5 0 0 0 0 5 3 3 0 0 0 2 4.5 3 3 0 0 0 6 .5Z" />
    <path d="M12 5a3 3 0 0 1 5.9-.6A3 3 0 0 1 20 9a2.5 2.5 0 0 1 0 5 3 3 0 0 1-2 4.5 3 3 0 0 1-6 .5Z" />
    <path d="M12 5v14" />
    <path d="M8 9.5a2 2 0 0 1 2 2M16 9.5a2 2 0 0 0-2 2" />
  </>
);
const iconZap = <polygon points="13 2 3 14 12 14 11 22 21 10 12 10 13 2" />;
const iconLayers = (
  <>
    <path d="M12 2 2 7l10 5 10-5-10-5Z" />
    <path d="m2 12 10 5 10-5" />
    <path d="m2 17 10 5 10-5" />
  </>
);
const iconShield = <path d="M12 22s8-4 8-10V5l-8-3-8 3v7c0 6 8 10 8 10Z" />;
const iconAward = (
  <>
    <circle cx="12" cy="8" r="6" />
    <path d="M15.5 12.9 17 22l-5-3-5 3 1.5-9.1" />
  </>
);
const iconGraduationCap = (
  <>
    <path d="M22 10 12 5 2 10l10 5 10-5Z" />
    <path d="M6 12v5c3 3 9 3 12 0v-5" />
    <path d="M22 10v6" />
  </>
);
const iconLightbulb = (
  <>
    <path d="M15 14c.2-1 .7-1.7 1.5-2.5A5 5 0 0 0 18 8 6 6 0 0 0 6 8c0 1 .2 2.2 1.5 3.5.7.7 1.3 1.5 1.5 2.5" />
    <path d="M9 18h6" />
    <path d="M10 22h4" />
  </>
);
const iconBook = (
  <>
    <path d="M4 19.5A2.5 2.5 0 0 1 6.5 17H20" />
    <path d="M6.5 2H20v20H6.5A2.5 2.5 0 0 1 4 19.5v-15A2.5 2.5 0 0 1 6.5 2Z" />
  </>
);
const iconBriefcase = (
  <>
    <rect x="2" y="7" width="20" height="14" rx="2" />
    <path d="M16 21V5a2 2 0 0 0-2-2h-4a2 2 0 0 0-2 2v16" />
  </>
);
const iconTrendingUp = (
  <>
    <polyline points="22 7 13.5 15.5 8.5 10.5 2 17" />
    <polyline points="16 7 22 7 22 13" />
  </>
);
const iconRocket = (
  <>
    <path d="M4.5 16.5c-1.5 1.3-2 5-2 5s3.7-.5 5-2c.7-.8.7-2.1-.1-2.9a2.2 2.2 0 0 0-2.9-.1Z" />
    <path d="m12 15-3-3a22 22 0 0 1 2-4A12.9 12.9 0 0 1 22 2c0 2.7-.8 7.5-6 11a22.4 22.4 0 0 1-4 2Z" />
    <path d="M9 12H4s.6-3 2-4c1.6-1.1 5 0 5 0" />
    <path d="M12 15v5s3-.6 4-2c1.1-1.6 0-5 0-5" />
  </>
);
const iconCompass = (
  <>
    <circle cx="12" cy="12" r="10" />
    <polygon points="16.24 7.76 14.12 14.12 7.76 16.24 9.88 9.88 16.24 7.76" />
  </>
);
export const iconMail = (
  <>
    <rect x="2" y="4" width="20" height="16" rx="2" />
    <path d="m22 7-9 5.7a2 2 0 0 1-2 0L2 7" />
  </>
);
const iconPhone = (
  <path d="M22 16.9v3a2 2 0 0 1-2.2 2 19.8 19.8 0 0 1-8.6-3.1 19.5 19.5 0 0 1-6-6A19.8 19.8 0 0 1 2.1 4.2 2 2 0 0 1 4.1 2h3a2 2 0 0 1 2 1.7c.1 1 .4 1.9.7 2.8a2 2 0 0 1-.5 2.1L8.1 9.9a16 16 0 0 0 6 6l1.3-1.3a2 2 0 0 1 2.1-.4c.9.3 1.8.6 2.8.7a2 2 0 0 1 1.7 2Z" />
);
const iconMapPin = (
  <>
    <path d="M20 10c0 6-8 12-8 12s-8-6-8-12a8 8 0 0 1 16 0Z" />
    <circle cx="12" cy="10" r="3" />
  </>
);
const iconLinkedin = (
  <>
    <path d="M16 8a6 6 0 0 1 6 6v7h-4v-7a2 2 0 0 0-4 0v7h-4v-7a6 6 0 0 1 6-6Z" />
    <rect x="2" y="9" width="4" height="12" />
    <circle cx="4" cy="4" r="2" />
  </>
);
export const iconExternalLink = (
  <>
    <path d="M15 3h6v6" />
    <path d="M10 14 21 3" />
    <path d="M18 13v6a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2h6" />
  </>
);
export const iconArrowRight = (
  <>
    <path d="M5 12h14" />
    <path d="m12 5 7 7-7 7" />
  </>
);
const iconArrowLeft = (
  <>
    <path d="M19 12H5" />
    <path d="m12 19-7-7 7-7" />
  </>
);
export const iconChevronDown = <path d="m6 9 6 6 6-6" />;
export const iconCheck = <path d="M20 6 9 17l-5-5" />;
export const iconCheckCircle = (
  <>
    <circle cx="12" cy="12" r="10" />
    <path d="m9 12 2 2 4-4" />
  </>
);
export const iconSearch = (
  <>
    <circle cx="11" cy="11" r="8" />
    <path d="m21 21-4.3-4.3" />
  </>
);
const iconFilter = <polygon points="22 3 2 3 10 12.5 10 19 14 21 14 12.5 22 3" />;
export const iconLoader = <path d="M21 12a9 9 0 1 1-6.2-8.6" />;
export const iconAlertCircle = (
  <>
    <circle cx="12" cy="12" r="10" />
    <path d="M12 8v4" />
    <path d="M12 16h.01" />
  </>
);
export const iconDownload = (
  <>
    <path d="M21 15v4a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-4" />
    <path d="m7 10 5 5 5-5" />
    <path d="M12 15V3" />
  </>
);
export const iconUpload = (
  <>
    <path d="M21 15v4a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-4" />
    <path d="m17 8-5-5-5 5" />
    <path d="M12 3v12" />
  </>
);
export const iconFile = (
  <>
    <path d="M14 2H6a2 2 0 0 0-2 2v16a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V8Z" />
    <path d="M14 2v6h6" />
  </>
);
export const iconImage = (
  <>
    <rect x="3" y="3" width="18" height="18" rx="2" />
    <circle cx="9" cy="9" r="2" />
    <path d="m21 15-3.1-3.1a2 2 0 0 0-2.8 0L6 21" />
  </>
);
const iconCalendar = (
  <>
    <rect x="3" y="4" width="18" height="18" rx="2" />
    <path d="M16 2v4" />
    <path d="M8 2v4" />
    <path d="M3 10h18" />
  </>
);
const iconClock = (
  <>
    <circle cx="12" cy="12" r="10" />
    <path d="M12 6v6l4 2" />
  </>
);
export const iconQuote = (
  <>
    <path d="M3 5h6v6H3Z" />
    <path d="M9 11c0 4-2 7-6 8" />
    <path d="M14 5h6v6h-6Z" />
    <path d="M20 11c0 4-2 7-6 8" />
  </>
);
const iconTag = (
  <>
    <path d="M12.6 2.6A2 2 0 0 0 11.2 2H4a2 2 0 0 0-2 2v7.2a2 2 0 0 0 .6 1.4l8.7 8.7a2.4 2.4 0 0 0 3.4 0l6.6-6.6a2.4 2.4 0 0 0 0-3.4Z" />
    <circle cx="7.5" cy="7.5" r="1.5" />
  </>
);
const iconEye = (
  <>
    <path d="M2 12s3-7 10-7 10 7 10 7-3 7-10 7S2 12 2 12Z" />
    <circle cx="12" cy="12" r="3" />
  </>
);
export const iconLock = (
  <>
    <rect x="3" y="11" width="18" height="11" rx="2" />
    <path d="M7 11V7a5 5 0 0 1 10 0v4" />
  </>
);
const iconUser = (
  <>
    <path d="M19 21v-2a4 4 0 0 0-4-4H9a4 4 0 0 0-4 4v2" />
    <circle cx="12" cy="7" r="4" />
  </>
);
export const iconPlus = (
  <>
    <path d="M5 12h14" />
    <path d="M12 5v14" />
  </>
);
export const iconPencil = (
  <>
    <path d="M17 3a2.8 2.8 0 1 1 4 4L7.5 20.5 2 22l1.5-5.5Z" />
    <path d="m15 5 4 4" />
  </>
);
export const iconTrash = (
  <>
    <path d="M3 6h18" />
    <path d="M19 6v14a2 2 0 0 1-2 2H7a2 2 0 0 1-2-2V6" />
    <path d="M8 6V4a2 2 0 0 1 2-2h4a2 2 0 0 1 2 2v2" />
  </>
);
export const iconRefresh = (
  <>
    <path d="M3 12a9 9 0 0 1 9-9 9.8 9.8 0 0 1 6.7 2.7L21 8" />
    <path d="M21 3v5h-5" />
    <path d="M21 12a9 9 0 0 1-9 9 9.8 9.8 0 0 1-6.7-2.7L3 16" />
    <path d="M8 16H3v5" />
  </>
);
export const iconLogOut = (
  <>
    <path d="M9 21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h4" />
    <path d="m16 17 5-5-5-5" />
    <path d="M21 12H9" />
  </>
);
const iconStar = (
  <polygon points="12 2 15.09 8.26 22 9.27 17 14.14 18.18 21.02 12 17.77 5.82 21.02 7 14.14 2 9.27 8.91 8.26 12 2" />
);

export const iconMenu = (
  <>
    <path d="M4 6h16" />
    <path d="M4 12h16" />
    <path d="M4 18h16" />
  </>
);
export const iconX = (
  <>
    <path d="M18 6 6 18" />
    <path d="m6 6 12 12" />
  </>
);
const iconSun = (
  <>
    <circle cx="12" cy="12" r="4" />
    <path d="M12 2v2M12 20v2M2 12h2M20 12h2" />
    <path d="m4.93 4.93 1.41 1.41M17.66 17.66l1.41 1.41M6.34 17.66l-1.41 1.41M19.07 4.93l-1.41 1.41" />
  </>
);
const iconMoon = <path d="M12 3a6 6 0 0 0 9 9 9 9 0 1 1-9-9Z" />;
const iconMonitor = (
  <>
    <rect x="2" y="3" width="20" height="14" rx="2" />
    <path d="M8 21h8" />
    <path d="M12 17v4" />
  </>
);

// Record<IconName, …> makes a name without a drawing a type error.
export const drawings: Record<IconName, ReactNode> = {
  target: iconTarget,
  users: iconUsers,
  settings: iconSettings,
  "user-secret": iconUserSecret,
  brain: iconBrain,
  zap: iconZap,
  layers: iconLayers,
  shield: iconShield,
  award: iconAward,
  "graduation-cap": iconGraduationCap,
  lightbulb: iconLightbulb,
  book: iconBook,
  briefcase: iconBriefcase,
  "trending-up": iconTrendingUp,
  rocket: iconRocket,
  compass: iconCompass,
  mail: iconMail,
  phone: iconPhone,
  "map-pin": iconMapPin,
  linkedin: iconLinkedin,
  "external-link": iconExternalLink,
  "arrow-right": iconArrowRight,
  "arrow-left": iconArrowLeft,
  "chevron-down": iconChevronDown,
  menu: iconMenu,
  x: iconX,
  check: iconCheck,
  "check-circle": iconCheckCircle,
  sun: iconSun,
  moon: iconMoon,
  monitor: iconMonitor,
  search: iconSearch,
  filter: iconFilter,
  loader: iconLoader,
  "alert-circle": iconAlertCircle,
  download: iconDownload,
  upload: iconUpload,
  file: iconFile,
  image: iconImage,
  calendar: iconCalendar,
  clock: iconClock,
  quote: iconQuote,
  tag: iconTag,
  eye: iconEye,
  lock: iconLock,
  user: iconUser,
  plus: iconPlus,
  pencil: iconPencil,
  trash: iconTrash,
  refresh: iconRefresh,
  "log-out": iconLogOut,
  star: iconStar,
};
