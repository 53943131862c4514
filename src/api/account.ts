// A signed-in user's own account (docs/product.md#account), whatever the role: the password, the
// open sessions, the second factors (docs/architecture.md#two-factor). Mounted at /api/account,
// outside the admin guard, so an account with the 'user' role and an admin the two-factor policy
// holds back can both reach it; every route here acts on the asking user only. Each write is
// recorded in the audit trail here (the guard records only admin writes).
//
//   GET    /                      who, TOTP status, recovery codes left, passkeys, the policy
//   PUT    /password              { currentPassword, newPassword } (other sessions end)
//   GET    /sessions              the open sessions, with device, address and last use
//   DELETE /sessions/{handle}     ends one
//   POST   /reauthenticate        { password } | { code } | { passkey } (docs/architecture.md#reauthentication)
//   POST   /reauthenticate/options  a passkey challenge for the account's own passkeys
//   POST   /totp                  starts enrolment: { secret, otpauthUrl, qrCode }    ┐
//   POST   /totp/confirm          { code } → { recoveryCodes } (shown once)            │ a recent
//   DELETE /totp                                                                      │ sign-in or
//   POST   /recovery-codes        ten new { recoveryCodes }                            │ re-authentication,
//   POST   /passkeys/options      the browser's creation options                      │ else 403 with
//   POST   /passkeys              { name, attestationObject, clientDataJSON }          │ reauthenticationRequired
//   DELETE /passkeys/{id}                                                             ┘
// Changing the password needs no more than the current password it asks for: that is the proof.
import { encodeBase64 } from "@oslojs/encoding";
import { type Context, Hono, type MiddlewareHandler } from "hono";
import type { AppEnv, CurrentUser } from "../http/context";
import { validate } from "../http/validate";
import type { Services } from "../services";
import { SECOND_STEP_MESSAGES, throttledMessage } from "../services/auth";
import { PasskeyRefused } from "../services/passkeys";
import { deviceOf } from "../shared/device";
import {
  changePasswordSchema,
  confirmTotpSchema,
  passkeyRegistrationSchema,
  reauthenticateSchema,
} from "../shared/schemas";
import { refusal, written } from "../http/answers";
import { mayUseAdmin } from "../services/users";
import { userIdentityJson } from "./auth";

export const ACCOUNT_MESSAGES = {
  signInRequired: "Please sign in.",
  totpOn: "Two-factor sign-in with an authenticator app is already on. Remove it first to set up a new one.",
  totpNotStarted: "Start setting up the authenticator app first.",
  wrongCode: "That code is not right. Check your app's clock and try the newest code.",
  totpOff: "Two-factor sign-in with an authenticator app is not on.",
  noSuchSession: "That session has already ended.",
  noSuchPasskey: "That passkey is not on your account.",
  passkeyFailed: "The passkey could not be registered. Please try again.",
} as const;

/** A session as the account page lists it. */
export function ownSessionJson(session: ReturnType<Services["sessions"]["listForUser"]>[number]) {
  return { ...session, device: deviceOf(session.userAgent) };
}

/** The account page's picture of its user. */
export function accountJson(services: Services, user: CurrentUser) {
  const policy = services.settings.current().requireTwoFactorForAdmins;
  return {
    user: userIdentityJson(user),
    totp: services.twoFactor.totpStatus(user.id),
    passkeys: services.passkeys.list(user.id),
    /** The policy holds this account back until it has a second factor. */
    twoFactorRequired: policy && mayUseAdmin(user) && !user.hasSecondFactor,
  };
}

const actorOf = (user: CurrentUser) => ({ id: user.id, username: user.username });

export function createAccountApi(services: Services) {
  const app = new Hono<AppEnv>();

  app.use(async (c, next) => {
    if (!c.get("user")) {
      return c.json({ success: false, message: ACCOUNT_MESSAGES.signInRequired }, 401, { "Cache-Control": "no-store" });
    }
    await next();
    c.header("Cache-Control", "no-store");
  });

  const userOf = (c: Context<AppEnv>) => c.get("user")!;

  const audit = (c: Context<AppEnv>, action: string, detail: string | null = null) => {
    const user = userOf(c);
    services.audit.record({
      actor: actorOf(user),
      action,
      targetId: user.id,
      targetKind: "user",
      targetTitle: user.username,
      ip: c.get("clientIp"),
      detail,
    });
  };

  /**
   * Before any change to how the account signs in: the session's user proved who they are a few
   * minutes ago at most (signed in, or re-authenticated), so a stolen session alone changes nothing.
   */
  const recentlyAuthenticated: MiddlewareHandler<AppEnv> = async (c, next) => {
    const session = c.get("session");
    if (!session || !services.auth.recentlyAuthenticated(session.authenticatedAt)) {
      const message = SECOND_STEP_MESSAGES.reauthenticationRequired;
      return c.json({ success: false as const, message, reauthenticationRequired: true as const }, 403);
    }
    await next();
  };

  /** The first second factor makes this session proven and ends the others (password only). */
  const firstFactorAdded = (c: Context<AppEnv>) => {
    const user = userOf(c);
    if (!user.hasSecondFactor) services.sessions.keepOnlyProven(user.id, c.get("session")?.id ?? null);
  };

  app.get("/", (c) => c.json({ success: true as const, data: accountJson(services, userOf(c)) }));

  app.put("/password", validate("json", changePasswordSchema), async (c) => {
    const { currentPassword, newPassword } = c.req.valid("json");
    const result = await services.auth.changePassword({
      user: actorOf(userOf(c)),
      currentPassword,
      newPassword,
      sessionId: c.get("session")?.id ?? null,
      ip: c.get("clientIp"),
    });
    if (!result.ok) return refusal(c, result);
    return written(c, "Password changed. Your other sessions have been signed out.", null);
  });

  app.get("/sessions", (c) => {
    const sessions = services.sessions.listForUser(userOf(c).id, c.get("session")?.id ?? null);
    return c.json({ success: true as const, data: sessions.map(ownSessionJson) });
  });

  app.delete("/sessions/:handle", (c) => {
    if (!services.sessions.deleteByHandle(userOf(c).id, c.req.param("handle"))) {
      return refusal(c, { status: 404, message: ACCOUNT_MESSAGES.noSuchSession });
    }
    audit(c, "session_ended");
    return written(c, "Session signed out.", null);
  });

  app.post("/reauthenticate/options", (c) =>
    written(c, "Passkey challenge", services.passkeys.signInOptions(userOf(c).id, "required")),
  );

  app.post("/reauthenticate", validate("json", reauthenticateSchema), async (c) => {
    const { password, code, passkey } = c.req.valid("json");
    const result = await services.auth.reauthenticate({
      user: actorOf(userOf(c)),
      sessionId: c.get("session")!.id,
      proof: passkey ? { passkey } : code !== undefined ? { code } : { password: password ?? "" },
      ip: c.get("clientIp"),
    });
    if (!result.ok) return refusal(c, result);
    return written(c, "Thank you. You can go on with your change.", null);
  });

  for (const path of ["/totp", "/totp/confirm", "/recovery-codes", "/passkeys/options", "/passkeys"]) {
    app.post(path, recentlyAuthenticated);
  }
  app.delete("/totp", recentlyAuthenticated);
  app.delete("/passkeys/:id", recentlyAuthenticated);

  app.post("/totp", (c) => {
    const started = services.twoFactor.startTotp(userOf(c));
    if (!started) return refusal(c, { status: 409, message: ACCOUNT_MESSAGES.totpOn });
    const { qrSvg, ...data } = started;
    const qrCode = `data:image/svg+xml;base64,${encodeBase64(new TextEncoder().encode(qrSvg))}`;
    return written(c, "Scan the code, then enter the 6-digit code your app shows.", { ...data, qrCode });
  });

  app.post("/totp/confirm", validate("json", confirmTotpSchema), (c) => {
    const user = userOf(c);
    const attempt = services.loginThrottle.reserveSecondFactor(user.id, c.get("clientIp"));
    if (!attempt.allowed) {
      const retryAfterSeconds = Math.ceil(attempt.waitMs / 1000);
      return refusal(c, { status: 429, message: throttledMessage(retryAfterSeconds), retryAfterSeconds });
    }
    const confirmed = services.twoFactor.confirmTotp(user.id, c.req.valid("json").code);
    if (!confirmed.ok) {
      if (confirmed.reason === "none") return refusal(c, { status: 409, message: ACCOUNT_MESSAGES.totpNotStarted });
      return c.json(
        { success: false, message: ACCOUNT_MESSAGES.wrongCode, errors: { code: ACCOUNT_MESSAGES.wrongCode } },
        400,
      );
    }
    services.loginThrottle.refundSecondFactor(user.id, c.get("clientIp"));
    firstFactorAdded(c);
    audit(c, "totp_enrolled");
    return written(c, "Two-factor sign-in is on. Keep your recovery codes somewhere safe.", {
      recoveryCodes: confirmed.recoveryCodes,
    });
  });

  app.delete("/totp", (c) => {
    const user = userOf(c);
    if (!services.twoFactor.removeTotp(user.id)) return refusal(c, { status: 409, message: ACCOUNT_MESSAGES.totpOff });
    audit(c, "totp_removed");
    return written(c, "The authenticator app no longer signs you in.", null);
  });

  app.post("/recovery-codes", (c) => {
    const user = userOf(c);
    const recoveryCodes = services.twoFactor.renewRecoveryCodes(user.id);
    if (!recoveryCodes) return refusal(c, { status: 409, message: ACCOUNT_MESSAGES.totpOff });
    audit(c, "recovery_codes_renewed");
    return written(c, "New recovery codes made; the old ones no longer work.", { recoveryCodes });
  });

  app.post("/passkeys/options", (c) => {
    const user = userOf(c);
    const displayName = [user.firstName, user.lastName].filter(Boolean).join(" ") || user.username;
    return written(c, "Passkey options", services.passkeys.registrationOptions({ ...user, displayName }));
  });

  app.post("/passkeys", validate("json", passkeyRegistrationSchema), (c) => {
    try {
      const passkey = services.passkeys.register(userOf(c).id, c.req.valid("json"));
      firstFactorAdded(c);
      audit(c, "passkey_added", passkey.name);
      return written(c, "Passkey added.", passkey, { status: 201 });
    } catch (error) {
      if (!(error instanceof PasskeyRefused)) throw error;
      return refusal(c, { status: 400, message: ACCOUNT_MESSAGES.passkeyFailed });
    }
  });

  app.delete("/passkeys/:id", (c) => {
    const user = userOf(c);
    const name = services.passkeys.remove(user.id, c.req.param("id"));
    if (name === null) return refusal(c, { status: 404, message: ACCOUNT_MESSAGES.noSuchPasskey });
    audit(c, "passkey_removed", name);
    return written(c, "Passkey removed.", null);
  });

  return app;
}
