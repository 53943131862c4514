// A software passkey authenticator for integration tests (docs/architecture.md#real-parts): a real
// P-256 key made with WebCrypto, and the bytes a browser's navigator.credentials would send, built
// here by hand from the WebAuthn spec (authenticator data, a "none" attestation in CBOR, client
// data JSON, a DER signature), so the server's checks meet what an authenticator really sends.
import { sha256 } from "@oslojs/crypto/sha2";
import { decodeBase64urlIgnorePadding, encodeBase64urlNoPadding } from "@oslojs/encoding";

type Cbor = number | string | Uint8Array | Map<Cbor, Cbor>;

function head(major: number, length: number): number[] {
  if (length < 24) return [(major << 5) | length];
  if (length < 256) return [(major << 5) | 24, length];
  return [(major << 5) | 25, length >> 8, length & 0xff];
}

/** The little CBOR a "none" attestation and a COSE key need. */
function cbor(value: Cbor): number[] {
  if (typeof value === "number") return value >= 0 ? head(0, value) : head(1, -1 - value);
  if (typeof value === "string") {
    const bytes = new TextEncoder().encode(value);
    return [...head(3, bytes.length), ...bytes];
  }
  if (value instanceof Uint8Array) return [...head(2, value.length), ...value];
  return [...head(5, value.size), ...[...value].flatMap(([k, v]) => [...cbor(k), ...cbor(v)])];
}

const bytes = (...parts: (Uint8Array | number[])[]) => Uint8Array.from(parts.flatMap((part) => [...part]));
const u32 = (n: number) => [(n >>> 24) & 0xff, (n >>> 16) & 0xff, (n >>> 8) & 0xff, n & 0xff];

/** An IEEE P1363 signature (r‖s, as WebCrypto gives it) in DER, as authenticators send it. */
function derOf(raw: Uint8Array): Uint8Array {
  const integer = (part: Uint8Array) => {
    let i = 0;
    while (i < part.length - 1 && part[i] === 0) i++;
    const trimmed = [...part.slice(i)];
    const value = trimmed[0]! & 0x80 ? [0, ...trimmed] : trimmed;
    return [0x02, value.length, ...value];
  };
  const body = [...integer(raw.slice(0, 32)), ...integer(raw.slice(32))];
  return Uint8Array.from([0x30, body.length, ...body]);
}

export async function softwareAuthenticator(options: { rpId: string; origin: string }) {
  const keys = (await crypto.subtle.generateKey({ name: "ECDSA", namedCurve: "P-256" }, true, [
    "sign",
    "verify",
  ])) as CryptoKeyPair;
  const jwk = await crypto.subtle.exportKey("jwk", keys.publicKey);
  const credentialId = crypto.getRandomValues(new Uint8Array(16));
  const rpIdHash = sha256(new TextEncoder().encode(options.rpId));
  let counter = 0;

  const clientData = (type: string, challenge: string, origin = options.origin) =>
    new TextEncoder().encode(JSON.stringify({ type, challenge, origin, crossOrigin: false }));

  return {
    credentialId: encodeBase64urlNoPadding(credentialId),

    /** What navigator.credentials.create() sends for the server's options. */
    register(challenge: string, name: string, origin?: string) {
      const coseKey = new Map<Cbor, Cbor>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, decodeBase64urlIgnorePadding(jwk.x!)],
        [-3, decodeBase64urlIgnorePadding(jwk.y!)],
      ]);
      const authData = bytes(
        rpIdHash,
        [0x45], // user present, user verified, attested credential data
        u32(counter),
        new Uint8Array(16),
        [0, credentialId.length],
        credentialId,
        cbor(coseKey),
      );
      const attestation = new Map<Cbor, Cbor>([
        ["fmt", "none"],
        ["attStmt", new Map()],
        ["authData", authData],
      ]);
      return {
        name,
        attestationObject: encodeBase64urlNoPadding(Uint8Array.from(cbor(attestation))),
        clientDataJSON: encodeBase64urlNoPadding(clientData("webauthn.create", challenge, origin)),
      };
    },

    /**
     * What navigator.credentials.get() sends; `count` false keeps the counter where it was;
     * `userVerified` false: a touch alone, no PIN or biometric (only the UP flag set).
     */
    async assert(challenge: string, options2: { origin?: string; count?: boolean; userVerified?: boolean } = {}) {
      if (options2.count !== false) counter += 1;
      const flags = options2.userVerified === false ? 0x01 : 0x05; // UP, or UP and UV
      const authenticatorData = bytes(rpIdHash, [flags], u32(counter));
      const clientDataJSON = clientData("webauthn.get", challenge, options2.origin);
      const signed = bytes(authenticatorData, sha256(clientDataJSON));
      const raw = new Uint8Array(await crypto.subtle.sign({ name: "ECDSA", hash: "SHA-256" }, keys.privateKey, signed));
      return {
        credentialId: encodeBase64urlNoPadding(credentialId),
        authenticatorData: encodeBase64urlNoPadding(authenticatorData),
        clientDataJSON: encodeBase64urlNoPadding(clientDataJSON),
        signature: encodeBase64urlNoPadding(derOf(raw)),
      };
    },
  };
}
