// Passkeys in the browser (docs/architecture.md#two-factor): the server's options come with their
// binary fields in base64url, navigator.credentials takes bytes, and its answer goes back in
// base64url. Only the public key and signatures leave the device. Passkeys need JavaScript, so the
// forms that offer them say so when it is off.
import { ApiError, apiRequest } from "./api";

function fromBase64url(text: string): ArrayBuffer {
  const base64 = text.replace(/-/g, "+").replace(/_/g, "/");
  const binary = atob(base64 + "=".repeat((4 - (base64.length % 4)) % 4));
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes.buffer;
}

function toBase64url(buffer: ArrayBuffer): string {
  let binary = "";
  for (const byte of new Uint8Array(buffer)) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

/** An address by number (IPv4, or IPv6 in brackets), not by name. */
const isIpAddress = (host: string) => /^\d{1,3}(\.\d{1,3}){3}$/.test(host) || host.startsWith("[");

/**
 * Whether a passkey failed because the page is not at a domain name: WebAuthn's relying party is a
 * domain, so at an IP address the browser refuses with a SecurityError ("This is an invalid
 * domain"), which should reach the person as words about the address, never as that message.
 */
export function failedForWantOfDomain(caught: unknown): boolean {
  if (caught instanceof ApiError) return false;
  return atAnIpAddress() || (caught instanceof DOMException && caught.name === "SecurityError");
}

/** Whether this page was opened at an IP address, where no passkey can be made or used. */
export const atAnIpAddress = () => typeof window !== "undefined" && isIpAddress(window.location.hostname);

/** Whether this browser can use passkeys at all. */
export const passkeysAvailable = () => typeof window !== "undefined" && "PublicKeyCredential" in window;

type Descriptor = { type: "public-key"; id: string };
type Answer<Data> = { data: Data };

type CreationOptions = Omit<PublicKeyCredentialCreationOptions, "challenge" | "user" | "excludeCredentials"> & {
  challenge: string;
  user: { id: string; name: string; displayName: string };
  excludeCredentials: Descriptor[];
};

type RequestOptions = Omit<PublicKeyCredentialRequestOptions, "challenge" | "allowCredentials"> & {
  challenge: string;
  allowCredentials: Descriptor[];
};

const descriptors = (list: Descriptor[]) => list.map((d) => ({ type: d.type, id: fromBase64url(d.id) }));

/** Registers a new passkey for the signed-in user under `name`. */
export async function registerPasskey(name: string): Promise<void> {
  const { data: options } = await apiRequest<Answer<CreationOptions>>("/api/account/passkeys/options", {
    method: "POST",
    body: {},
  });
  const credential = (await navigator.credentials.create({
    publicKey: {
      ...options,
      challenge: fromBase64url(options.challenge),
      user: { ...options.user, id: fromBase64url(options.user.id) },
      excludeCredentials: descriptors(options.excludeCredentials),
    },
  })) as PublicKeyCredential | null;
  if (!credential) throw new Error("No passkey was made.");
  const response = credential.response as AuthenticatorAttestationResponse;
  await apiRequest("/api/account/passkeys", {
    method: "POST",
    body: {
      name,
      attestationObject: toBase64url(response.attestationObject),
      clientDataJSON: toBase64url(response.clientDataJSON),
    },
  });
}

/** The browser's answer to a challenge from `optionsPath`, in base64url. */
async function assertion(optionsPath: string, body: Record<string, unknown>) {
  const { data: options } = await apiRequest<Answer<RequestOptions>>(optionsPath, { method: "POST", body });
  const credential = (await navigator.credentials.get({
    publicKey: {
      ...options,
      challenge: fromBase64url(options.challenge),
      allowCredentials: descriptors(options.allowCredentials),
    },
  })) as PublicKeyCredential | null;
  if (!credential) throw new Error("No passkey was chosen.");
  const response = credential.response as AuthenticatorAssertionResponse;
  return {
    credentialId: toBase64url(credential.rawId),
    authenticatorData: toBase64url(response.authenticatorData),
    clientDataJSON: toBase64url(response.clientDataJSON),
    signature: toBase64url(response.signature),
  };
}

/** Signs in with a passkey: alone, or (`secondStep`) after this browser's password. */
export async function signInWithPasskey(secondStep: boolean): Promise<void> {
  const answer = await assertion("/api/auth/passkey/options", { secondStep });
  await apiRequest("/api/auth/passkey", { method: "POST", body: { ...answer, secondStep } });
}

/** The signed-in user proves it is them again with one of their passkeys (docs/architecture.md#reauthentication). */
export async function reauthenticateWithPasskey(): Promise<void> {
  const passkey = await assertion("/api/account/reauthenticate/options", {});
  await apiRequest("/api/account/reauthenticate", { method: "POST", body: { passkey } });
}
