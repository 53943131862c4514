// Passkeys (WebAuthn, docs/architecture.md#two-factor): registering one, and signing in with one,
// alone (a discoverable credential: the browser says whose it is) or as the second step after a
// password. The relying party is the site: its ID is SITE_URL's host name and every answer must
// come from SITE_URL's origin. A challenge is 32 random bytes, stored hashed with what it is for and
// for whom, good for 5 minutes and for one answer. Only the public key is stored (ES256 as SEC1,
// RS256 as PKCS#1), with the signature counter: an authenticator that counts must count up, or the
// credential may have been copied. Attestation is not asked for ("none"): which device made a key
// does not matter here.
import { decodePKIXECDSASignature, decodeSEC1PublicKey, p256, verifyECDSASignature } from "@oslojs/crypto/ecdsa";
import {
  decodePKCS1RSAPublicKey,
  RSAPublicKey,
  sha256ObjectIdentifier,
  verifyRSASSAPKCS1v15Signature,
} from "@oslojs/crypto/rsa";
import { sha256 } from "@oslojs/crypto/sha2";
import {
  decodeBase64,
  decodeBase64urlIgnorePadding,
  decodeHex,
  encodeBase64,
  encodeBase64urlNoPadding,
  encodeHexLowerCase,
} from "@oslojs/encoding";
import {
  ClientDataType,
  coseAlgorithmES256,
  coseAlgorithmRS256,
  coseEllipticCurveP256,
  createAssertionSignatureMessage,
  parseAttestationObject,
  parseAuthenticatorData,
  parseClientDataJSON,
} from "@oslojs/webauthn";
import { and, asc, desc, eq, gt, inArray, isNull, lte } from "drizzle-orm";
import type { Db } from "../db/client";
import { passkeys, webauthnChallenges } from "../db/schema";

const CHALLENGE_MS = 5 * 60 * 1000;

/**
 * A P-256 public key in SEC1's uncompressed form: 0x04, then x and y in 32 bytes each. Written here
 * because @oslojs/crypto 1.0.1's `encodeSEC1Uncompressed` does not left-pad a coordinate that starts
 * with a zero byte (one key in 128): it stored a key that never verified a signature.
 */
export function p256PublicKeySEC1(x: bigint, y: bigint): Uint8Array {
  return decodeHex(`04${x.toString(16).padStart(64, "0")}${y.toString(16).padStart(64, "0")}`);
}
/**
 * The most sign-in challenges for nobody in particular (a passkey alone) kept at once. Anyone may
 * ask for one, so a flood from many addresses (each also held to PASSKEY_CHALLENGE_LIMIT) must not
 * fill the table: past this, the oldest is dropped, and its ceremony, if a person's, simply fails.
 */
export const MAX_ANONYMOUS_CHALLENGES = 500;
/** Sign-in challenges one address may ask for (src/api/auth.ts), bounded in memory. */
export const PASSKEY_CHALLENGE_LIMIT = { limit: 20, windowMs: 60 * 1000 } as const;

type Purpose = "register" | "sign-in";

/** Why a passkey was refused; the API answers each with the same words (never the detail). */
export class PasskeyRefused extends Error {}

const challengeId = (challenge: Uint8Array) => encodeHexLowerCase(sha256(challenge));

function decoded(field: string, value: string): Uint8Array {
  try {
    return decodeBase64urlIgnorePadding(value);
  } catch {
    throw new PasskeyRefused(`${field} is not base64url`);
  }
}

export type PasskeyJson = { id: string; name: string; createdAt: Date; lastUsedAt: Date | null };

/** What navigator.credentials.create() answered, in base64url. */
export type PasskeyRegistration = { name: string; attestationObject: string; clientDataJSON: string };
/** What navigator.credentials.get() answered, in base64url. */
export type PasskeyAssertion = {
  credentialId: string;
  authenticatorData: string;
  clientDataJSON: string;
  signature: string;
};

export function createPasskeyService(deps: { db: Db; now: () => number; siteUrl: string; siteName: () => string }) {
  const { db, now } = deps;
  const origin = new URL(deps.siteUrl).origin;
  const rpId = new URL(deps.siteUrl).hostname;

  function newChallenge(purpose: Purpose, userId: number | null): string {
    const challenge = crypto.getRandomValues(new Uint8Array(32));
    db.delete(webauthnChallenges)
      .where(lte(webauthnChallenges.expiresAt, new Date(now())))
      .run();
    if (userId === null) dropOldestAnonymous();
    db.insert(webauthnChallenges)
      .values({ id: challengeId(challenge), purpose, userId, expiresAt: new Date(now() + CHALLENGE_MS) })
      .run();
    return encodeBase64urlNoPadding(challenge);
  }

  /** Makes room for one more anonymous challenge under MAX_ANONYMOUS_CHALLENGES. */
  function dropOldestAnonymous() {
    const anonymous = db
      .select({ id: webauthnChallenges.id })
      .from(webauthnChallenges)
      .where(isNull(webauthnChallenges.userId))
      .orderBy(asc(webauthnChallenges.expiresAt))
      .all();
    const over = anonymous.length - MAX_ANONYMOUS_CHALLENGES + 1;
    if (over <= 0) return;
    const oldest = anonymous.slice(0, over).map((row) => row.id);
    db.delete(webauthnChallenges).where(inArray(webauthnChallenges.id, oldest)).run();
  }

  /** Spends a challenge: its user (null for a discoverable sign-in); refused when unknown or ended. */
  function takeChallenge(challenge: Uint8Array, purpose: Purpose): number | null {
    const row = db
      .delete(webauthnChallenges)
      .where(
        and(
          eq(webauthnChallenges.id, challengeId(challenge)),
          eq(webauthnChallenges.purpose, purpose),
          gt(webauthnChallenges.expiresAt, new Date(now())),
        ),
      )
      .returning({ userId: webauthnChallenges.userId })
      .get();
    if (!row) throw new PasskeyRefused("unknown or ended challenge");
    return row.userId;
  }

  function checkClientData(encoded: Uint8Array, type: ClientDataType) {
    let clientData: ReturnType<typeof parseClientDataJSON>;
    try {
      clientData = parseClientDataJSON(encoded);
    } catch {
      throw new PasskeyRefused("unreadable client data");
    }
    if (clientData.type !== type) throw new PasskeyRefused("wrong ceremony");
    if (clientData.origin !== origin) throw new PasskeyRefused("wrong origin");
    if (clientData.crossOrigin) throw new PasskeyRefused("cross-origin");
    return clientData;
  }

  /** `userVerified`: the authenticator must also have checked who is there (PIN, fingerprint, face). */
  function checkAuthenticatorData(authenticatorData: ReturnType<typeof parseAuthenticatorData>, userVerified = false) {
    if (!authenticatorData.verifyRelyingPartyIdHash(rpId)) throw new PasskeyRefused("wrong relying party");
    if (!authenticatorData.userPresent) throw new PasskeyRefused("user not present");
    if (userVerified && !authenticatorData.userVerified) throw new PasskeyRefused("user not verified");
  }

  const allowed = (userId: number) =>
    db
      .select({ id: passkeys.id })
      .from(passkeys)
      .where(eq(passkeys.userId, userId))
      .all()
      .map((row) => ({ type: "public-key" as const, id: row.id }));

  return {
    rpId,

    list(userId: number): PasskeyJson[] {
      return db
        .select({
          id: passkeys.id,
          name: passkeys.name,
          createdAt: passkeys.createdAt,
          lastUsedAt: passkeys.lastUsedAt,
        })
        .from(passkeys)
        .where(eq(passkeys.userId, userId))
        .orderBy(desc(passkeys.createdAt))
        .all();
    },

    /** PublicKeyCredentialCreationOptions, binary fields in base64url (the browser decodes them). */
    registrationOptions(user: { id: number; username: string; displayName: string }) {
      return {
        challenge: newChallenge("register", user.id),
        rp: { id: rpId, name: deps.siteName() },
        user: {
          id: encodeBase64urlNoPadding(new TextEncoder().encode(String(user.id))),
          name: user.username,
          displayName: user.displayName,
        },
        pubKeyCredParams: [
          { type: "public-key" as const, alg: coseAlgorithmES256 },
          { type: "public-key" as const, alg: coseAlgorithmRS256 },
        ],
        excludeCredentials: allowed(user.id),
        authenticatorSelection: { residentKey: "required" as const, userVerification: "preferred" as const },
        attestation: "none" as const,
        timeout: CHALLENGE_MS,
      };
    },

    /** Checks a new credential and stores its public key under `name`. */
    register(userId: number, sent: PasskeyRegistration): PasskeyJson {
      const clientData = checkClientData(decoded("clientDataJSON", sent.clientDataJSON), ClientDataType.Create);
      if (takeChallenge(clientData.challenge, "register") !== userId) throw new PasskeyRefused("challenge of another");
      let attestation: ReturnType<typeof parseAttestationObject>;
      try {
        attestation = parseAttestationObject(decoded("attestationObject", sent.attestationObject));
      } catch {
        throw new PasskeyRefused("unreadable attestation");
      }
      const { authenticatorData } = attestation;
      checkAuthenticatorData(authenticatorData);
      const credential = authenticatorData.credential;
      if (!credential) throw new PasskeyRefused("no credential");
      let algorithm: number;
      let publicKey: Uint8Array;
      try {
        algorithm = credential.publicKey.algorithm();
        if (algorithm === coseAlgorithmES256) {
          const key = credential.publicKey.ec2();
          if (key.curve !== coseEllipticCurveP256) throw new PasskeyRefused("unsupported curve");
          publicKey = p256PublicKeySEC1(key.x, key.y);
        } else if (algorithm === coseAlgorithmRS256) {
          const key = credential.publicKey.rsa();
          publicKey = new RSAPublicKey(key.n, key.e).encodePKCS1();
        } else {
          throw new PasskeyRefused("unsupported algorithm");
        }
      } catch (error) {
        if (error instanceof PasskeyRefused) throw error;
        throw new PasskeyRefused("unreadable public key");
      }
      const id = encodeBase64urlNoPadding(credential.id);
      if (db.select({ id: passkeys.id }).from(passkeys).where(eq(passkeys.id, id)).get()) {
        throw new PasskeyRefused("credential already registered");
      }
      const createdAt = new Date(now());
      db.insert(passkeys)
        .values({
          id,
          userId,
          name: sent.name,
          algorithm,
          publicKey: encodeBase64(publicKey),
          signCount: authenticatorData.signatureCounter,
          createdAt,
        })
        .run();
      return { id, name: sent.name, createdAt, lastUsedAt: null };
    },

    /**
     * PublicKeyCredentialRequestOptions: any of this site's passkeys, or only `userId`'s (a pending
     * account's second step, or a re-authentication). A passkey alone is the whole proof, so it must
     * verify the user; as a second step after the password, presence is enough.
     */
    signInOptions(userId: number | null, userVerification: "required" | "preferred" = "required") {
      return {
        challenge: newChallenge("sign-in", userId),
        rpId,
        allowCredentials: userId === null ? [] : allowed(userId),
        userVerification,
        timeout: CHALLENGE_MS,
      };
    },

    /**
     * Checks an assertion and answers whose passkey signed it. `pendingUserId`: the account whose
     * password was right, or who re-authenticates (the passkey must be one of its own), or null for a
     * passkey alone. `userVerified`: the authenticator must have verified the user (UV), which a
     * passkey alone always needs.
     */
    verify(
      sent: PasskeyAssertion,
      pendingUserId: number | null,
      userVerified = pendingUserId === null,
    ): { userId: number; name: string } {
      const clientData = checkClientData(decoded("clientDataJSON", sent.clientDataJSON), ClientDataType.Get);
      const challengeUser = takeChallenge(clientData.challenge, "sign-in");
      const stored = db.select().from(passkeys).where(eq(passkeys.id, sent.credentialId)).get();
      if (!stored) throw new PasskeyRefused("unknown credential");
      if (challengeUser !== null && challengeUser !== stored.userId) throw new PasskeyRefused("challenge of another");
      if (pendingUserId !== null && pendingUserId !== stored.userId) throw new PasskeyRefused("passkey of another");
      const authenticatorDataBytes = decoded("authenticatorData", sent.authenticatorData);
      let authenticatorData: ReturnType<typeof parseAuthenticatorData>;
      try {
        authenticatorData = parseAuthenticatorData(authenticatorDataBytes);
      } catch {
        throw new PasskeyRefused("unreadable authenticator data");
      }
      checkAuthenticatorData(authenticatorData, userVerified);
      const hash = sha256(
        createAssertionSignatureMessage(authenticatorDataBytes, decoded("clientDataJSON", sent.clientDataJSON)),
      );
      const signature = decoded("signature", sent.signature);
      const key = decodeBase64(stored.publicKey);
      let valid = false;
      try {
        valid =
          stored.algorithm === coseAlgorithmES256
            ? verifyECDSASignature(decodeSEC1PublicKey(p256, key), hash, decodePKIXECDSASignature(signature))
            : verifyRSASSAPKCS1v15Signature(decodePKCS1RSAPublicKey(key), sha256ObjectIdentifier, hash, signature);
      } catch {
        valid = false;
      }
      if (!valid) throw new PasskeyRefused("bad signature");
      const counter = authenticatorData.signatureCounter;
      if ((counter !== 0 || stored.signCount !== 0) && counter <= stored.signCount) {
        throw new PasskeyRefused("signature counter went back");
      }
      db.update(passkeys)
        .set({ signCount: counter, lastUsedAt: new Date(now()) })
        .where(eq(passkeys.id, stored.id))
        .run();
      return { userId: stored.userId, name: stored.name };
    },

    /** Removes one of the user's passkeys; its name, or null when the user has no such passkey. */
    remove(userId: number, id: string): string | null {
      const row = db
        .delete(passkeys)
        .where(and(eq(passkeys.userId, userId), eq(passkeys.id, id)))
        .returning({ name: passkeys.name })
        .get();
      return row?.name ?? null;
    },
  };
}

export type PasskeyService = ReturnType<typeof createPasskeyService>;
