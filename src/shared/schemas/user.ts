// The admin's user form (docs/product.md#entities, #validation). Creating a user needs a password; editing one may leave the
// password blank to keep the current one, which the update schema turns into "no password".
// Blank first name, last name and e-mail become null, as the product's client sends them.
import { z } from "zod";
import { optionalEmailAddress, optionalText, textOfLength } from "./fields";

const userRoles = ["user", "admin"] as const;
export type UserRole = (typeof userRoles)[number];

const PASSWORD_MESSAGE = "Password must be at least 8 characters.";
// Passwords are taken as typed, never trimmed.
const password = z.string({ error: PASSWORD_MESSAGE }).min(8, PASSWORD_MESSAGE);

const userFields = {
  username: textOfLength(3, "Username must be at least 3 characters."),
  firstName: optionalText(),
  lastName: optionalText(),
  email: optionalEmailAddress("Please enter a valid email address."),
  role: z.enum(userRoles, { error: "Please select a role." }),
  isActive: z.boolean().default(true),
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
