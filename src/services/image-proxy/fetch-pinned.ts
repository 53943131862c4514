// Fetches one image for the proxy the way camo and imgproxy do (docs/architecture.md#security): the URL is checked,
// its host resolved and every resolved address checked, and the connection is then made to the
// checked address itself, so a DNS answer that changes between the check and the connection (DNS
// rebinding) cannot lead anywhere else. Bun's fetch ignores a custom `lookup`; node:http and
// node:https connect to the address given as `host` and take SNI (`servername`) and the Host header
// from the original name, so the TLS certificate is still verified against that name.
//
// Redirects are followed by hand, at most three, each target checked like the first. One time
// limit covers the whole chain, DNS included, and the body is counted while it streams in.
import { lookup } from "node:dns/promises";
import http, { type IncomingMessage } from "node:http";
import https from "node:https";
import { isAllowedAddress, literalAddress } from "./address-policy";
import { IMAGE_SNIFF_BYTES, type ImageType, sniffImageType } from "../file-signatures";
import { checkTargetUrl, DEFAULT_ALLOWED_PORTS, type TargetCheck } from "./target-url";

export const IMAGE_LIMITS = {
  maxBytes: 5 * 1024 * 1024,
  maxRedirects: 3,
  timeoutMs: 10_000,
} as const;

export type ResolvedAddress = { address: string; family: number };
/** Every address a host name resolves to (node:dns `lookup(host, { all: true })` by default). */
export type Resolve = (hostname: string) => Promise<ResolvedAddress[]>;

/** One connection: the URL as written and the checked address to connect to instead of its host. */
export type PinnedTarget = { url: URL; address: string; family: 4 | 6 };
/** Sends the GET and resolves with the response head; `requestPinned` unless a test wraps it. */
export type Transport = (target: PinnedTarget, signal: AbortSignal) => Promise<IncomingMessage>;

export type FetchImageOptions = {
  /** Let loopback addresses through. For tests only; the settings refuse it in production. */
  allowLoopback?: boolean;
  allowedPorts?: readonly number[];
  maxBytes?: number;
  maxRedirects?: number;
  timeoutMs?: number;
  resolve?: Resolve;
  transport?: Transport;
};

type FetchedImage = { bytes: Uint8Array<ArrayBuffer>; type: ImageType };

/** A refusal or a failure of the remote side, with the status the API answers. Never a 5xx but 504. */
export class ImageProxyError extends Error {
  constructor(
    readonly status: 400 | 403 | 404 | 413 | 415 | 504,
    message: string,
  ) {
    super(message);
    this.name = "ImageProxyError";
  }
}

const TARGET_PROBLEMS: Record<Extract<TargetCheck, { ok: false }>["problem"], string> = {
  "not-http": "Only http and https image addresses can be loaded.",
  credentials: "Image addresses with a user name or password are not allowed.",
  port: "This image address uses a port that is not allowed.",
};
const ADDRESS_REFUSED = "This image address leads to a private or reserved network address.";
const REDIRECT_REFUSED = "The image redirects to an address that is not allowed.";
const TOO_MANY_REDIRECTS = "The image redirects too many times.";
const UNREACHABLE = "The image could not be loaded from its source.";
const NOT_AN_IMAGE = "The address did not return a PNG, JPEG, GIF, WebP or AVIF image.";
const TOO_SLOW = "The image took too long to load.";

const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);

const resolveWithDns: Resolve = (hostname) => lookup(hostname, { all: true, verbatim: true });

/** Fetches `rawUrl` within the limits; every failure is an ImageProxyError. */
export async function fetchImage(rawUrl: string, options: FetchImageOptions = {}): Promise<FetchedImage> {
  const signal = AbortSignal.timeout(options.timeoutMs ?? IMAGE_LIMITS.timeoutMs);
  try {
    return await fetchChain(rawUrl, options, signal);
  } catch (error) {
    if (error instanceof ImageProxyError) throw error;
    if (signal.aborted) throw new ImageProxyError(504, TOO_SLOW);
    // DNS failures, refused connections, TLS errors, resets: the remote side, not this server.
    throw new ImageProxyError(404, UNREACHABLE);
  }
}

async function fetchChain(rawUrl: string, options: FetchImageOptions, signal: AbortSignal): Promise<FetchedImage> {
  const allowedPorts = options.allowedPorts ?? DEFAULT_ALLOWED_PORTS;
  const maxRedirects = options.maxRedirects ?? IMAGE_LIMITS.maxRedirects;
  const first = checkTargetUrl(rawUrl, { allowedPorts });
  if (!first.ok) throw new ImageProxyError(400, TARGET_PROBLEMS[first.problem]);
  let url = first.url;
  for (let redirects = 0; ; redirects++) {
    const addresses = await allowedAddressesOf(
      url,
      options,
      signal,
      redirects > 0 ? REDIRECT_REFUSED : ADDRESS_REFUSED,
    );
    const response = await connect(url, addresses, options.transport ?? requestPinned, signal);
    const status = response.statusCode ?? 0;
    if (REDIRECT_STATUSES.has(status)) {
      response.destroy();
      if (redirects >= maxRedirects) throw new ImageProxyError(404, TOO_MANY_REDIRECTS);
      const location = response.headers.location;
      if (!location) throw new ImageProxyError(404, UNREACHABLE);
      const next = checkTargetUrl(location, { allowedPorts, base: url });
      if (!next.ok) throw new ImageProxyError(403, REDIRECT_REFUSED);
      url = next.url;
      continue;
    }
    if (status !== 200) {
      response.destroy();
      throw new ImageProxyError(404, UNREACHABLE);
    }
    return await readImage(response, options.maxBytes ?? IMAGE_LIMITS.maxBytes);
  }
}

/** The checked addresses of the URL's host, IPv4 first; refused if any one of them is not allowed. */
async function allowedAddressesOf(
  url: URL,
  options: FetchImageOptions,
  signal: AbortSignal,
  refusal: string,
): Promise<PinnedAddress[]> {
  const addresses = await checkedAddressesOf(url, options, signal);
  if (addresses === null) throw new ImageProxyError(403, refusal);
  if (addresses.length === 0) throw new ImageProxyError(404, UNREACHABLE);
  return addresses;
}

export type PinnedAddress = { address: string; family: 4 | 6 };

/**
 * Every address the URL's host names or resolves to, IPv4 first, when all of them are allowed;
 * null when any one is not (the image proxy's and the webhooks' one address policy). Rejects when
 * the lookup fails or `signal` ends it.
 */
export async function checkedAddressesOf(
  url: URL,
  options: { allowLoopback?: boolean; resolve?: Resolve },
  signal: AbortSignal,
): Promise<PinnedAddress[] | null> {
  const literal = literalAddress(url.hostname);
  const found =
    literal !== null
      ? [literal]
      : (await untilAborted((options.resolve ?? resolveWithDns)(url.hostname), signal)).map((a) => a.address);
  // One bad address refuses the name: a host that answers both public and private addresses is
  // exactly what a rebinding attack looks like.
  if (!found.every((address) => isAllowedAddress(address, options))) return null;
  return found
    .map((address) => ({ address, family: address.includes(":") ? (6 as const) : (4 as const) }))
    .sort((a, b) => a.family - b.family);
}

/** Tries the addresses in turn until one answers. */
async function connect(
  url: URL,
  addresses: PinnedAddress[],
  transport: Transport,
  signal: AbortSignal,
): Promise<IncomingMessage> {
  let failure: unknown;
  for (const { address, family } of addresses) {
    try {
      return await transport({ url, address, family }, signal);
    } catch (error) {
      if (signal.aborted) throw error;
      failure = error;
    }
  }
  throw failure;
}

async function readImage(response: IncomingMessage, maxBytes: number): Promise<FetchedImage> {
  const refuse = (status: 413 | 415, message: string) => {
    response.destroy();
    return new ImageProxyError(status, message);
  };
  const declared = (response.headers["content-type"] ?? "").split(";")[0]!.trim().toLowerCase();
  if (!declared.startsWith("image/") || declared === "image/svg+xml") throw refuse(415, NOT_AN_IMAGE);
  const encoding = (response.headers["content-encoding"] ?? "identity").trim().toLowerCase();
  if (encoding !== "identity") throw refuse(415, NOT_AN_IMAGE);
  const tooLarge = `The image is larger than ${Math.round(maxBytes / (1024 * 1024))} MB.`;
  if (Number(response.headers["content-length"] ?? 0) > maxBytes) throw refuse(413, tooLarge);

  const chunks: Uint8Array[] = [];
  let total = 0;
  let type: ImageType | null = null;
  for await (const chunk of response as AsyncIterable<Uint8Array>) {
    total += chunk.length;
    if (total > maxBytes) throw refuse(413, tooLarge);
    chunks.push(chunk);
    // Refuse a body that is not an image as soon as its first bytes are in.
    if (type === null && total >= IMAGE_SNIFF_BYTES) {
      type = sniffImageType(Buffer.concat(chunks, total));
      if (type === null) throw refuse(415, NOT_AN_IMAGE);
    }
  }
  const bytes = new Uint8Array(Buffer.concat(chunks, total));
  type ??= sniffImageType(bytes);
  if (type === null) throw new ImageProxyError(415, NOT_AN_IMAGE);
  return { bytes, type };
}

/** A request other than the image proxy's GET (a webhook's POST). */
export type OutgoingRequest = { method: string; headers: Record<string, string>; body: string };

const IMAGE_REQUEST: OutgoingRequest = {
  method: "GET",
  headers: {
    Accept: "image/avif,image/webp,image/png,image/jpeg,image/gif;q=0.9",
    "Accept-Encoding": "identity",
    "User-Agent": "Mozilla/5.0 (compatible; site-image-proxy/1.0)",
  },
  body: "",
};

/**
 * Sends a GET for `target.url` (or `outgoing`) to `target.address`. The address is given as `host`,
 * so no lookup happens at all; `lookup` answers with the same address in case a runtime resolves
 * anyway. SNI and Host carry the URL's own name. `tls.ca` lets a test trust its own certificate.
 */
export function requestPinned(
  target: PinnedTarget,
  signal: AbortSignal,
  tls: { ca?: string } = {},
  outgoing: OutgoingRequest = IMAGE_REQUEST,
): Promise<IncomingMessage> {
  const { url, address, family } = target;
  const secure = url.protocol === "https:";
  const name = literalAddress(url.hostname) === null ? url.hostname : undefined;
  const pinnedLookup = (
    _hostname: string,
    options: { all?: boolean },
    callback: (error: Error | null, address: string | ResolvedAddress[], family?: number) => void,
  ) => (options.all ? callback(null, [{ address, family }]) : callback(null, address, family));
  return new Promise((resolve, reject) => {
    const request = (secure ? https : http).request(
      {
        protocol: url.protocol,
        host: address,
        family,
        port: url.port === "" ? (secure ? 443 : 80) : Number(url.port),
        path: `${url.pathname}${url.search}`,
        method: outgoing.method,
        headers: { Host: url.host, ...outgoing.headers },
        lookup: pinnedLookup as never,
        agent: false,
        signal,
        ...(secure ? { servername: name, ...(tls.ca ? { ca: tls.ca } : {}) } : {}),
      },
      resolve,
    );
    request.on("error", reject);
    request.end(outgoing.body === "" ? undefined : outgoing.body);
  });
}

function untilAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason);
    const onAbort = () => reject(signal.reason);
    signal.addEventListener("abort", onAbort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener("abort", onAbort));
  });
}
