// The second step of a sign-in and the account page's forms (docs/product.md#account), checked in
// the browser and by the API alike.
import { z } from "zod";
import { password } from "./user";
import { requiredText } from "./fields";

const CODE_MESSAGE = "Please enter the 6-digit code from your authenticator app.";
const RECOVERY_MESSAGE = "Please enter one of your recovery codes.";

/** A TOTP code: six digits; spaces people copy with it do not count. */
export const totpCode = z
  .string({ error: CODE_MESSAGE })
  .transform((value) => value.replace(/\s/g, ""))
  .pipe(z.string().regex(/^\d{6}$/, CODE_MESSAGE));

const recoveryCode = z.string({ error: RECOVERY_MESSAGE }).trim().min(1, RECOVERY_MESSAGE).max(40, RECOVERY_MESSAGE);

/**
 * POST /api/auth/login/totp: `{ code }` or `{ recoveryCode }`; a script sends back its
 * `pendingToken`, a browser has it in its cookie.
 */
export const secondStepSchema = z
  .object({
    code: totpCode.optional(),
    recoveryCode: recoveryCode.optional(),
    pendingToken: z.string().max(100).optional(),
  })
  .refine((value) => value.code !== undefined || value.recoveryCode !== undefined, {
    message: CODE_MESSAGE,
    path: ["code"],
  });

/** A code typed in the second step's one field is a TOTP code when it is six digits. */
export const isSixDigits = (value: string) => /^\d{6}$/.test(value.replace(/\s/g, ""));

export const confirmTotpSchema = z.object({ code: totpCode });

const currentPassword = z
  .string({ error: "Please enter your current password." })
  .min(1, "Please enter your current password.");

export const changePasswordSchema = z
  .object({ currentPassword, newPassword: password, confirmPassword: z.string().optional() })
  .refine((value) => value.confirmPassword === undefined || value.confirmPassword === value.newPassword, {
    message: "The new passwords do not match.",
    path: ["confirmPassword"],
  });

export const PASSKEY_NAME_MAX = 60;
// Parts of a browser's WebAuthn answer: only a broken or forged client sends them wrong, and it is
// told so in words rather than zod's.
const PASSKEY_ANSWER_INVALID = "This passkey answer could not be read. Please try again.";
const base64url = z
  .string({ error: PASSKEY_ANSWER_INVALID })
  .regex(/^[A-Za-z0-9_-]+=*$/, PASSKEY_ANSWER_INVALID)
  .max(20_000, PASSKEY_ANSWER_INVALID);

export const passkeyRegistrationSchema = z.object({
  name: requiredText("Please name this passkey.").max(
    PASSKEY_NAME_MAX,
    `A passkey's name must be at most ${PASSKEY_NAME_MAX} characters.`,
  ),
  attestationObject: base64url,
  clientDataJSON: base64url,
});

const passkeyAnswer = {
  credentialId: base64url,
  authenticatorData: base64url,
  clientDataJSON: base64url,
  signature: base64url,
};

/**
 * POST /api/account/reauthenticate (docs/architecture.md#reauthentication): the password, a code
 * from the authenticator app, or one of the account's passkeys, whichever the person has to hand.
 */
export const reauthenticateSchema = z
  .object({
    password: currentPassword.optional(),
    code: totpCode.optional(),
    passkey: z.object(passkeyAnswer).optional(),
  })
  .refine((value) => value.password !== undefined || value.code !== undefined || value.passkey !== undefined, {
    message: "Please enter your current password.",
    path: ["password"],
  });

export const passkeyAssertionSchema = z.object({
  ...passkeyAnswer,
  /** True for the second step of a sign-in whose password was right (its pending cookie or token). */
  secondStep: z.boolean().optional(),
  pendingToken: z.string().max(100).optional(),
});
