// The admin's user form (docs/product.md#entities, #validation). Creating a user needs a password; editing one may leave the
// password blank to keep the current one, which the update schema turns into "no password".
// Blank first name, last name and e-mail become null, as the product's client sends them.
//
// The public profile (docs/product.md#people, #validation-user) is optional field by field: blank
// or null clears a field, and a field left out of the body keeps what is stored (undefined in the
// output), so a script that writes an account without knowing of profiles never erases one.
import { z } from "zod";
import { isHttpsUrl, isLinkedInUrl } from "../urls";
import { optionalEmailAddress, optionalImageAddress, optionalText, optionalTextUpTo, textOfLength } from "./fields";

import { ROLES, type Role } from "../roles";

export type UserRole = Role;

const PASSWORD_MESSAGE = "Password must be at least 8 characters.";
// Passwords are taken as typed, never trimmed.
export const password = z.string({ error: PASSWORD_MESSAGE }).min(8, PASSWORD_MESSAGE);

/** The longest display name, title and bio (docs/product.md#validation-user). */
export const PROFILE_LIMITS = { displayName: 100, jobTitle: 100, bio: 600 } as const;

export const PROFILE_MESSAGES = {
  displayName: `Display name must be at most ${PROFILE_LIMITS.displayName} characters.`,
  jobTitle: `Title must be at most ${PROFILE_LIMITS.jobTitle} characters.`,
  bio: `Bio must be at most ${PROFILE_LIMITS.bio} characters.`,
  avatarUrl: "Please enter a valid image URL",
  linkedinUrl: "Please enter an https address on linkedin.com.",
} as const;

const profileFields = {
  displayName: optionalTextUpTo(PROFILE_LIMITS.displayName, PROFILE_MESSAGES.displayName).optional(),
  jobTitle: optionalTextUpTo(PROFILE_LIMITS.jobTitle, PROFILE_MESSAGES.jobTitle).optional(),
  bio: optionalTextUpTo(PROFILE_LIMITS.bio, PROFILE_MESSAGES.bio).optional(),
  avatarUrl: optionalImageAddress(PROFILE_MESSAGES.avatarUrl).optional(),
  linkedinUrl: optionalText(PROFILE_MESSAGES.linkedinUrl)
    .refine((value) => value === null || (isHttpsUrl(value) && isLinkedInUrl(value)), PROFILE_MESSAGES.linkedinUrl)
    .optional(),
};

const userFields = {
  username: textOfLength(3, "Username must be at least 3 characters."),
  firstName: optionalText(),
  lastName: optionalText(),
  email: optionalEmailAddress("Please enter a valid email address."),
  role: z.enum(ROLES, { error: "Please select a role." }),
  isActive: z.boolean().default(true),
  ...profileFields,
};

export const createUserSchema = z.object({ ...userFields, password });

export const updateUserSchema = z.object({
  ...userFields,
  /** Blank or absent: keep the current password (undefined in the output). */
  password: z
    .string()
    .optional()
    .transform((value) => value || undefined)
    .pipe(password.optional()),
});

export type CreateUserData = z.output<typeof createUserSchema>;
export type UpdateUserData = z.output<typeof updateUserSchema>;
