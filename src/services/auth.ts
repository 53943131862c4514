// Signing in and out. One path for the JSON API and the login page's plain form post: the
// throttle is asked first and counts the attempt as a failure before any password is checked (a
// waiting key is refused, the right password included; a right password gives the count back), so
// no burst of concurrent attempts gets more guesses verified than the limit; then the password is
// verified, against a dummy hash when the username matches no
// account so both failures take the same time, and both failures (and an inactive account) get
// the same message. A success starts a brand-new session, never reusing one.
import type { AuditService } from "./audit";
import type { LoginThrottle } from "./login-throttle";
import { prepareDummyHash, verifyAgainstDummy, verifyPassword } from "./passwords";
import type { SessionService, ValidSession } from "./sessions";
import type { PublicUser, UserService } from "./users";

const SIGN_IN_FAILED_MESSAGE = "Invalid username or password.";

function throttledMessage(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `Too many failed sign-in attempts. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`;
}

export type SignInResult =
  | { ok: true; user: PublicUser; token: string; session: ValidSession }
  | { ok: false; status: 401; message: string }
  | { ok: false; status: 429; message: string; retryAfterSeconds: number };

export function createAuthService(deps: {
  users: UserService;
  sessions: SessionService;
  throttle: LoginThrottle;
  audit: AuditService;
}) {
  const { users, sessions, throttle, audit } = deps;
  prepareDummyHash();

  return {
    async signIn(input: { username: string; password: string; ip: string }): Promise<SignInResult> {
      const { username, password, ip } = input;
      const attempt = throttle.reserve(username, ip);
      if (!attempt.allowed) {
        const retryAfterSeconds = Math.ceil(attempt.waitMs / 1000);
        audit.record({ actor: null, action: "login_throttled", ip });
        return { ok: false, status: 429, message: throttledMessage(retryAfterSeconds), retryAfterSeconds };
      }

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
      // Sign-ins are rare and cheap to piggyback on: ended sessions and forgotten counts go here.
      sessions.purgeExpired();
      throttle.purgeStale();
      const { token, session } = sessions.create(account.id);
      audit.record({
        actor: { id: account.id, username: account.username },
        action: "login",
        targetId: account.id,
        ip,
      });
      const { passwordHash: _hash, ...user } = account;
      return { ok: true, user, token, session };
    },

    signOut(input: { sessionId: string; user: { id: number; username: string } | null; ip: string }): void {
      sessions.delete(input.sessionId);
      audit.record({ actor: input.user, action: "logout", targetId: input.user?.id, ip: input.ip });
    },
  };
}
