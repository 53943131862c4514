// Signing in and out. One path for the JSON API and the login page's plain form post: the
// throttle is asked first and counts the attempt as a failure before any password is checked (a
// waiting key is refused, the right password included; a right password gives the count back), so
// no burst of concurrent attempts gets more guesses verified than the limit; then the password is
// verified, against a dummy hash when the username matches no
// account so both failures take the same time, and both failures (and an inactive account) get
// the same message. A success starts a brand-new session, never reusing one.
//
// An account with a second factor (docs/architecture.md#two-factor) gets no session from its
// password: it gets a pending sign-in (5 minutes), completed by a TOTP code, a recovery code or one
// of its passkeys, each throttled like a password. A passkey alone also signs in, if the
// authenticator verified the user (UV).
//
// Changing how an account signs in asks for a recent proof of who is there
// (docs/architecture.md#reauthentication): the sign-in itself, or a re-authentication with the
// password, a code or a passkey, within REAUTHENTICATION_MS; a stolen session alone changes nothing.
import type { AuditService } from "./audit";
import type { LoginThrottle } from "./login-throttle";
import { type PasskeyAssertion, PasskeyRefused, type PasskeyService } from "./passkeys";
import { prepareDummyHash, verifyAgainstDummy, verifyPassword } from "./passwords";
import type { SessionService, ValidSession } from "./sessions";
import type { SecondFactorMethod, TwoFactorService } from "./two-factor";
import type { PublicUser, UserService } from "./users";

const SIGN_IN_FAILED_MESSAGE = "Invalid username or password.";
export const SECOND_STEP_MESSAGES = {
  wrongCode: "Invalid code. Please try again.",
  wrongRecoveryCode: "Invalid recovery code.",
  expired: "Your sign-in has expired. Please enter your username and password again.",
  passkeyFailed: "That passkey could not be used to sign in.",
  wrongPassword: "Your current password is not correct.",
  reauthenticationRequired: "Please confirm it's you: enter your password, a code or use a passkey, then try again.",
} as const;

/** How long a sign-in or re-authentication lets its session change the account's sign-in (like GitHub's sudo mode). */
export const REAUTHENTICATION_MS = 10 * 60 * 1000;

/** What proves it is really the account's owner again: one of their factors. */
export type Reauthentication = { password: string } | { code: string } | { passkey: PasskeyAssertion };

export function throttledMessage(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `Too many failed sign-in attempts. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`;
}

/** Where a sign-in comes from: the address (throttling, audit) and the browser (the account page). */
type Client = { ip: string; userAgent?: string | null };

type Throttled = { ok: false; status: 429; message: string; retryAfterSeconds: number };
type SignedIn = { ok: true; user: PublicUser; token: string; session: ValidSession };

export type SignInResult =
  | (SignedIn & { pending?: undefined })
  | {
      ok: true;
      /** The password was right; the second step is owed. */
      pending: { token: string; expiresAt: Date; methods: SecondFactorMethod[] };
      user: PublicUser;
    }
  | { ok: false; status: 401; message: string }
  | Throttled;

export type SecondStepResult = SignedIn | { ok: false; status: 401; message: string; expired?: boolean } | Throttled;

export function createAuthService(deps: {
  users: UserService;
  sessions: SessionService;
  throttle: LoginThrottle;
  audit: AuditService;
  twoFactor: TwoFactorService;
  passkeys: PasskeyService;
  now: () => number;
}) {
  const { users, sessions, throttle, audit, twoFactor } = deps;
  prepareDummyHash();

  const throttled = (waitMs: number, ip: string, actor: { id: number; username: string } | null): Throttled => {
    const retryAfterSeconds = Math.ceil(waitMs / 1000);
    audit.record({ actor, action: "login_throttled", targetId: actor?.id, ip });
    return { ok: false, status: 429, message: throttledMessage(retryAfterSeconds), retryAfterSeconds };
  };

  /** The new session of a sign-in that is complete; `how` goes in the audit entry. */
  function startSession(user: PublicUser, client: Client, how: string | null): SignedIn {
    // Sign-ins are rare and cheap to piggyback on: ended sessions and forgotten counts go here.
    sessions.purgeExpired();
    throttle.purgeStale();
    const { token, session } = sessions.create(user.id, {
      userAgent: client.userAgent,
      ip: client.ip,
      secondFactor: how !== null,
    });
    users.signedIn(user.id);
    audit.record({
      actor: { id: user.id, username: user.username },
      action: "login",
      targetId: user.id,
      ip: client.ip,
      detail: how,
    });
    return { ok: true, user, token, session };
  }

  return {
    async signIn(input: { username: string; password: string } & Client): Promise<SignInResult> {
      const { username, password, ip } = input;
      const attempt = throttle.reserve(username, ip);
      if (!attempt.allowed) return throttled(attempt.waitMs, ip, null);

      const account = users.findForSignIn(username);
      const passwordMatches = account
        ? await verifyPassword(password, account.passwordHash)
        : await verifyAgainstDummy(password);
      if (!account || !passwordMatches || !account.isActive) {
        audit.record({
          actor: account ? { id: account.id, username: account.username } : null,
          action: "login_failed",
          targetId: account?.id,
          ip,
          detail: !account ? "no such username" : !passwordMatches ? "wrong password" : "account inactive",
        });
        return { ok: false, status: 401, message: SIGN_IN_FAILED_MESSAGE };
      }

      throttle.refund(username, ip);
      const { passwordHash: _hash, ...user } = account;
      const methods = twoFactor.methodsOf(account.id);
      if (methods.length > 0) {
        const pending = twoFactor.beginPending(account.id);
        return { ok: true, user, pending: { ...pending, methods } };
      }
      return startSession(user, input, null);
    },

    /** The account a pending sign-in token is for, while it lasts (active accounts only). */
    pendingAccount(token: string | undefined): PublicUser | null {
      const userId = twoFactor.pendingUser(token);
      const user = userId === null ? null : users.get(userId);
      return user?.isActive ? user : null;
    },

    /** The second step with a TOTP code or a recovery code. */
    completeWithCode(
      input: { pendingToken: string | undefined; method: "totp" | "recovery"; code: string } & Client,
    ): SecondStepResult {
      const user = this.pendingAccount(input.pendingToken);
      if (!user || !input.pendingToken) {
        return { ok: false, status: 401, message: SECOND_STEP_MESSAGES.expired, expired: true };
      }
      const actor = { id: user.id, username: user.username };
      const attempt = throttle.reserveSecondFactor(user.id, input.ip);
      if (!attempt.allowed) return throttled(attempt.waitMs, input.ip, actor);
      const accepted =
        input.method === "totp"
          ? twoFactor.verifyTotp(user.id, input.code)
          : twoFactor.spendRecoveryCode(user.id, input.code);
      if (!accepted) {
        audit.record({
          actor,
          action: "login_failed",
          targetId: user.id,
          ip: input.ip,
          detail: input.method === "totp" ? "wrong code" : "wrong recovery code",
        });
        const message =
          input.method === "totp" ? SECOND_STEP_MESSAGES.wrongCode : SECOND_STEP_MESSAGES.wrongRecoveryCode;
        return { ok: false, status: 401, message };
      }
      throttle.refundSecondFactor(user.id, input.ip);
      twoFactor.endPending(input.pendingToken);
      if (input.method === "recovery") {
        const { recoveryCodesLeft } = twoFactor.totpStatus(user.id);
        audit.record({
          actor,
          action: "recovery_code_used",
          targetId: user.id,
          targetKind: "user",
          targetTitle: user.username,
          ip: input.ip,
          detail: `${recoveryCodesLeft} left`,
        });
      }
      return startSession(user, input, input.method === "totp" ? "authenticator code" : "recovery code");
    },

    /**
     * A passkey's assertion: a sign-in on its own, or the second step of `pendingToken`'s. Refusals
     * are counted against the address as failed sign-ins are.
     */
    completeWithPasskey(input: { pendingToken?: string; assertion: PasskeyAssertion } & Client): SecondStepResult {
      const pendingUser = input.pendingToken ? this.pendingAccount(input.pendingToken) : null;
      if (input.pendingToken && !pendingUser) {
        return { ok: false, status: 401, message: SECOND_STEP_MESSAGES.expired, expired: true };
      }
      const attempt = throttle.reserve(`passkey:${input.assertion.credentialId.slice(0, 100)}`, input.ip);
      if (!attempt.allowed) return throttled(attempt.waitMs, input.ip, null);
      let verified: { userId: number; name: string };
      try {
        verified = deps.passkeys.verify(input.assertion, pendingUser?.id ?? null);
      } catch (error) {
        if (!(error instanceof PasskeyRefused)) throw error;
        audit.record({
          actor: pendingUser && { id: pendingUser.id, username: pendingUser.username },
          action: "login_failed",
          targetId: pendingUser?.id,
          ip: input.ip,
          detail: `passkey refused: ${error.message}`,
        });
        return { ok: false, status: 401, message: SECOND_STEP_MESSAGES.passkeyFailed };
      }
      throttle.refund(`passkey:${input.assertion.credentialId.slice(0, 100)}`, input.ip);
      const user = users.get(verified.userId);
      if (!user?.isActive) return { ok: false, status: 401, message: SECOND_STEP_MESSAGES.passkeyFailed };
      if (input.pendingToken) twoFactor.endPending(input.pendingToken);
      return startSession(user, input, `passkey "${verified.name}"`);
    },

    /**
     * A signed-in user's new password (docs/product.md#account): the current one must be right
     * (throttled like a sign-in); every other session ends.
     */
    async changePassword(input: {
      user: { id: number; username: string };
      currentPassword: string;
      newPassword: string;
      sessionId: string | null;
      ip: string;
    }): Promise<{ ok: true } | { ok: false; status: 400; message: string } | Throttled> {
      const { user, ip } = input;
      const confirmed = await this.confirmPassword(user, input.currentPassword, ip);
      if (!confirmed.ok) return confirmed;
      await users.setOwnPassword(user.id, input.newPassword, input.sessionId);
      audit.record({
        actor: user,
        action: "password_changed",
        targetId: user.id,
        targetKind: "user",
        targetTitle: user.username,
        ip,
      });
      return { ok: true };
    },

    /** Whether `password` is the user's own (removing a second factor asks for it). Throttled. */
    async confirmPassword(
      user: { id: number; username: string },
      password: string,
      ip: string,
    ): Promise<{ ok: true } | { ok: false; status: 400; message: string } | Throttled> {
      const attempt = throttle.reserve(user.username, ip);
      if (!attempt.allowed) return throttled(attempt.waitMs, ip, user);
      const account = users.findForSignIn(user.username);
      if (!account || !(await verifyPassword(password, account.passwordHash))) {
        audit.record({ actor: user, action: "password_check_failed", targetId: user.id, ip });
        return { ok: false, status: 400, message: SECOND_STEP_MESSAGES.wrongPassword };
      }
      throttle.refund(user.username, ip);
      return { ok: true };
    },

    /** Whether a session's last proof of its user is recent enough to change how they sign in. */
    recentlyAuthenticated(authenticatedAt: Date): boolean {
      return deps.now() - authenticatedAt.getTime() < REAUTHENTICATION_MS;
    },

    /**
     * The signed-in user proves it is them again, with any factor of theirs (each throttled like a
     * sign-in); the session then counts as recently authenticated. Audited either way.
     */
    async reauthenticate(input: {
      user: { id: number; username: string };
      sessionId: string;
      proof: Reauthentication;
      ip: string;
    }): Promise<{ ok: true } | { ok: false; status: 400; message: string } | Throttled> {
      const { user, proof, ip } = input;
      let how: string;
      if ("password" in proof) {
        const confirmed = await this.confirmPassword(user, proof.password, ip);
        if (!confirmed.ok) return confirmed;
        how = "password";
      } else if ("code" in proof) {
        const attempt = throttle.reserveSecondFactor(user.id, ip);
        if (!attempt.allowed) return throttled(attempt.waitMs, ip, user);
        if (!twoFactor.verifyTotp(user.id, proof.code)) {
          audit.record({ actor: user, action: "reauthentication_failed", targetId: user.id, ip, detail: "wrong code" });
          return { ok: false, status: 400, message: SECOND_STEP_MESSAGES.wrongCode };
        }
        throttle.refundSecondFactor(user.id, ip);
        how = "authenticator code";
      } else {
        const key = `passkey:${proof.passkey.credentialId.slice(0, 100)}`;
        const attempt = throttle.reserve(key, ip);
        if (!attempt.allowed) return throttled(attempt.waitMs, ip, user);
        try {
          // Its own passkey, and the whole proof on its own: the user must be verified.
          how = `passkey "${deps.passkeys.verify(proof.passkey, user.id, true).name}"`;
        } catch (error) {
          if (!(error instanceof PasskeyRefused)) throw error;
          const detail = `passkey refused: ${error.message}`;
          audit.record({ actor: user, action: "reauthentication_failed", targetId: user.id, ip, detail });
          return { ok: false, status: 400, message: SECOND_STEP_MESSAGES.passkeyFailed };
        }
        throttle.refund(key, ip);
      }
      sessions.markReauthenticated(input.sessionId);
      audit.record({
        actor: user,
        action: "reauthenticated",
        targetId: user.id,
        targetKind: "user",
        targetTitle: user.username,
        ip,
        detail: how,
      });
      return { ok: true };
    },

    signOut(input: { sessionId: string; user: { id: number; username: string } | null; ip: string }): void {
      sessions.delete(input.sessionId);
      audit.record({ actor: input.user, action: "logout", targetId: input.user?.id, ip: input.ip });
    },
  };
}
