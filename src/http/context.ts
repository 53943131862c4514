// What every request handler can rely on: the request-scoped variables on the Hono context
// (AppEnv). Areas are separate Hono apps typed with AppEnv, so a handler in any area reads the same
// request id, nonce and signed-in user. The app's dependencies (AppDeps) belong to the composition
// root, src/server/app-deps.ts.

import type { Role } from "../services/access-policy";

/** The signed-in user as handlers see it (never the password hash). */
export type CurrentUser = {
  id: number;
  username: string;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  role: Role;
  isActive: boolean;
  /** A confirmed TOTP key or a passkey (docs/architecture.md#two-factor). */
  hasSecondFactor: boolean;
};

/** The session behind the current request: its stored id (the token's hash, never the token). */
export type CurrentSession = {
  id: string;
  expiresAt: Date;
  /** How the request proved it: the session cookie, or an `Authorization: Bearer` header. */
  via: "cookie" | "bearer";
  /** When its user last proved who they are (sign-in or re-authentication: docs/architecture.md#reauthentication). */
  authenticatedAt: Date;
};

export type AppEnv = {
  Variables: {
    requestId: string;
    secureHeadersNonce?: string;
    /** The client's address (src/server/middleware/client-ip.ts), for sign-in throttling and the audit trail. */
    clientIp: string;
    /** Filled by the session loader (accounts); unset means nobody is signed in. */
    user?: CurrentUser | null;
    session?: CurrentSession | null;
    /**
     * What the audit trail names a write instead of its method and path, for a path that carries
     * personal data (an erased person's e-mail: docs/product.md#erasure).
     */
    auditAction?: string;
    /** false: a write that is part of one the trail already holds (a media item's smaller copy), not recorded again. */
    audited?: false;
  };
};
