// The site settings (docs/product.md#settings, #admin-settings): everything that makes the site
// this firm's, one document checked by the admin's Settings form in the browser and by
// PUT /api/admin/settings alike. Optional fields are null when left blank (as on every other form)
// and the page then leaves out what they would show: no phone line, no LinkedIn link, the drawn
// mark instead of a logo, the initials instead of a portrait, the default share image.
import { z } from "zod";
import { isHttpsUrl, isLinkedInUrl, isUrlOn, isWebAddress } from "../urls";
import { emailAddress, optionalText, requiredText } from "./fields";

/** Longest text each field takes (docs/product.md#limits names them through this file). */
export const SETTINGS_LIMITS = {
  firmName: 100,
  tagline: 200,
  phone: 40,
  location: 120,
  address: 2048,
  founderName: 100,
  founderTitle: 100,
  bio: 1200,
  quote: 400,
  description: 300,
  company: 100,
  /** Logos in the row of clients (docs/product.md#client-logos). */
  clientLogos: 24,
  /** The highest "show download counts from" (docs/product.md#resources). */
  downloadCountThreshold: 1_000_000,
} as const;

const THRESHOLD_MESSAGE = `Please enter a whole number from 0 to ${SETTINGS_LIMITS.downloadCountThreshold.toLocaleString("en-US")}`;
const IMAGE_MESSAGE = "Please enter an image address on this site (/uploads/...) or an http(s) URL";
const LINKEDIN_MESSAGE = "Please enter an https address on linkedin.com";
const PHONE_MESSAGE = "Please enter a valid phone number";

/** Trimmed, not blank, at most `max` characters. */
function required(label: string, max: number) {
  return requiredText(`${label} is required`).max(max, `${label} must be at most ${max} characters`);
}

/** Trimmed text or null when blank, at most `max` characters. */
function optional(label: string, max: number) {
  return optionalText().refine((value) => value === null || value.length <= max, {
    message: `${label} must be at most ${max} characters`,
  });
}

/** An image address (a path on this site or an http(s) URL), or null when blank. */
function optionalImage() {
  return optionalText().refine(
    (value) => value === null || (value.length <= SETTINGS_LIMITS.address && isWebAddress(value)),
    IMAGE_MESSAGE,
  );
}

// At least seven digits, and nothing but what people write phone numbers with.
const isPhoneNumber = (value: string) =>
  /^\+?[\d\s().\-/]+(?:\s*(?:x|ext\.?)\s*\d+)?$/i.test(value) && (value.match(/\d/g)?.length ?? 0) >= 7;

const firmFields = {
  firmName: required("Firm name", SETTINGS_LIMITS.firmName),
  tagline: required("Tagline", SETTINGS_LIMITS.tagline),
  email: emailAddress("Please enter a valid email address"),
  phone: optional("Phone", SETTINGS_LIMITS.phone).refine((value) => value === null || isPhoneNumber(value), {
    message: PHONE_MESSAGE,
  }),
  location: optional("Location", SETTINGS_LIMITS.location),
  linkedinUrl: optionalText().refine(
    (value) =>
      value === null || (value.length <= SETTINGS_LIMITS.address && /^https:/i.test(value) && isLinkedInUrl(value)),
    LINKEDIN_MESSAGE,
  ),
  logoUrl: optionalImage(),
  /** An admin without a second factor may only set one up (docs/architecture.md#two-factor). */
  requireTwoFactorForAdmins: z.boolean({ error: "Please choose whether admins need two-factor sign-in" }),
};

const founderFields = {
  name: required("Founder name", SETTINGS_LIMITS.founderName),
  title: required("Founder title", SETTINGS_LIMITS.founderTitle),
  bio: optional("Bio", SETTINGS_LIMITS.bio),
  quote: optional("Quote", SETTINGS_LIMITS.quote),
  portraitUrl: optionalImage(),
};

/** An https address on one of `domains` (any host without), or null when blank. */
function optionalProfile(domains: readonly string[] | null, message: string) {
  return optionalText().refine(
    (value) =>
      value === null ||
      (value.length <= SETTINGS_LIMITS.address && isHttpsUrl(value) && (domains === null || isUrlOn(value, domains))),
    message,
  );
}

// The firm's profiles besides LinkedIn (docs/product.md#settings), shown in the footer and the
// organisation's JSON-LD `sameAs`; each is null until given.
const socialFields = {
  x: optionalProfile(["x.com", "twitter.com"], "Please enter an https address on x.com"),
  youtube: optionalProfile(["youtube.com", "youtu.be"], "Please enter an https address on youtube.com"),
  github: optionalProfile(["github.com"], "Please enter an https address on github.com"),
  medium: optionalProfile(["medium.com"], "Please enter an https address on medium.com"),
  newsletter: optionalProfile(null, "Please enter the newsletter's https address"),
};

export const SOCIAL_DEFAULTS = { x: null, youtube: null, github: null, medium: null, newsletter: null } as const;

/** An image address (a path on this site or an http(s) URL), required. */
function requiredImage(message: string) {
  return requiredText(message).refine(
    (value) => value.length <= SETTINGS_LIMITS.address && isWebAddress(value),
    IMAGE_MESSAGE,
  );
}

/** One logo of the row of clients: the company, which is also the image's alt text, and its image. */
export const clientLogoSchema = z.object({
  company: required("Company", SETTINGS_LIMITS.company),
  logoUrl: requiredImage("Please upload the logo or enter its address"),
});

// What makes the firm's proof (docs/product.md#client-logos, #resources): the companies it worked
// with, as logos on / and /about (none shown until one is added), and from how many downloads a
// resource's count is worth showing ("3 downloads" says more against a resource than for it).
const proofFields = {
  clientLogos: z
    .array(clientLogoSchema, { error: "Client logos must be a list" })
    .max(SETTINGS_LIMITS.clientLogos, `At most ${SETTINGS_LIMITS.clientLogos} client logos`),
  downloadCountThreshold: z
    .number({ error: THRESHOLD_MESSAGE })
    .int(THRESHOLD_MESSAGE)
    .min(0, THRESHOLD_MESSAGE)
    .max(SETTINGS_LIMITS.downloadCountThreshold, THRESHOLD_MESSAGE),
};

// Counts are shown from 0, as the original brief's cards show them ('0 downloads'); a firm that
// would rather not show small counts raises it in Settings.
export const PROOF_DEFAULTS = { clientLogos: [], downloadCountThreshold: 0 } as const;

const seoFields = {
  description: required("Description", SETTINGS_LIMITS.description),
  ogImageUrl: optionalImage(),
};

// Who hears of a new lead, and when (docs/product.md#notifications): each one at once, or one
// digest a day at `digestHour` on the site's clock; `email` null means the firm's e-mail above.
const notificationFields = {
  mode: z.enum(["instant", "digest"], { error: "Choose instant or daily digest" }),
  digestHour: z
    .number({ error: "Choose an hour from 0 to 23" })
    .int("Choose an hour from 0 to 23")
    .min(0, "Choose an hour from 0 to 23")
    .max(23, "Choose an hour from 0 to 23"),
  email: optionalText().refine((value) => value === null || z.email().safeParse(value).success, {
    message: "Please enter a valid email address",
  }),
};

export const NOTIFICATION_DEFAULTS = { mode: "instant", digestHour: 9, email: null } as const;

/** The whole settings document, as stored and as GET /api/admin/settings answers it. */
export const settingsSchema = z.object({
  ...firmFields,
  clientLogos: proofFields.clientLogos.default([]),
  downloadCountThreshold: proofFields.downloadCountThreshold.default(PROOF_DEFAULTS.downloadCountThreshold),
  founder: z.object(founderFields, { error: "Founder details are required" }),
  seo: z.object(seoFields, { error: "Sharing details are required" }),
  social: z.object(socialFields, { error: "Profiles must be an object" }).default({ ...SOCIAL_DEFAULTS }),
  notifications: z
    .object(notificationFields, { error: "Notification details are required" })
    .default({ ...NOTIFICATION_DEFAULTS }),
});

/** Each field of a group optional: a key left out keeps its value. */
function partialFields<Fields extends Record<string, z.ZodType>>(fields: Fields) {
  return Object.fromEntries(Object.entries(fields).map(([key, field]) => [key, field.optional()])) as {
    [Key in keyof Fields]: z.ZodOptional<Fields[Key]>;
  };
}

/**
 * What PUT /api/admin/settings takes: the document with every key optional, groups included, and
 * each field given checked as the whole document checks it.
 */
export const settingsPatchSchema = z.object({
  ...partialFields(firmFields),
  ...partialFields(proofFields),
  founder: z.object(partialFields(founderFields), { error: "Founder details must be an object" }).optional(),
  seo: z.object(partialFields(seoFields), { error: "Sharing details must be an object" }).optional(),
  social: z.object(partialFields(socialFields), { error: "Profiles must be an object" }).optional(),
  notifications: z
    .object(partialFields(notificationFields), { error: "Notification details must be an object" })
    .optional(),
});

export type SettingsInput = z.input<typeof settingsSchema>;
export type SettingsDocument = z.output<typeof settingsSchema>;
export type SettingsPatch = z.output<typeof settingsPatchSchema>;

/** The document with a patch laid over it: keys the patch leaves out (or undefined) keep their value. */
export function mergeSettings(current: SettingsDocument, patch: SettingsPatch): SettingsInput {
  const defined = <T extends object>(value: T | undefined) =>
    Object.fromEntries(Object.entries(value ?? {}).filter(([, field]) => field !== undefined)) as Partial<T>;
  const { founder, seo, social, notifications, ...firm } = patch;
  return {
    ...current,
    ...defined(firm),
    founder: { ...current.founder, ...defined(founder) },
    seo: { ...current.seo, ...defined(seo) },
    social: { ...SOCIAL_DEFAULTS, ...current.social, ...defined(social) },
    notifications: { ...NOTIFICATION_DEFAULTS, ...current.notifications, ...defined(notifications) },
  };
}
export type ClientLogo = z.output<typeof clientLogoSchema>;
