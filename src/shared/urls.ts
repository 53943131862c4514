// Address checks used by the schemas. They parse with the URL parser instead of matching
// substrings, so "https://evil.com/?linkedin.com" or "https://linkedin.com.evil.com" never pass
// for a LinkedIn profile and "//evil.com" never passes for a path on this site.

function parse(value: string, base?: string): URL | null {
  try {
    return new URL(value, base);
  } catch {
    return null;
  }
}

function parseHttpUrl(value: string): URL | null {
  const url = parse(value);
  return url && (url.protocol === "http:" || url.protocol === "https:") && url.hostname !== "" ? url : null;
}

/** An absolute http: or https: URL with a host. */
export function isHttpUrl(value: string): boolean {
  return parseHttpUrl(value) !== null;
}

/** An absolute https: URL with a host. */
export function isHttpsUrl(value: string): boolean {
  return parseHttpUrl(value)?.protocol === "https:";
}

// Any origin works as the base: a path that stays on it is a path on this site.
const PROBE_ORIGIN = "http://site.invalid";

/** A path on this site such as "/uploads/cover.png" (never "//host/…", which leaves the site). */
export function isSitePath(value: string): boolean {
  return value.startsWith("/") && parse(value, PROBE_ORIGIN)?.origin === PROBE_ORIGIN;
}

/** An http(s) URL whose host is one of `domains` or a subdomain of one, without credentials. */
export function isUrlOn(value: string, domains: readonly string[]): boolean {
  const url = parseHttpUrl(value);
  // biome-ignore lint/complexity/useOptionalChain: "no URL, or one with credentials" reads plainer spelled out
  if (!url || url.username !== "" || url.password !== "") return false;
  const host = url.hostname.toLowerCase();
  return domains.some((domain) => host === domain || host.endsWith(`.${domain}`));
}

/** An http(s) URL whose host is linkedin.com or one of its subdomains, without credentials. */
export function isLinkedInUrl(value: string): boolean {
  return isUrlOn(value, ["linkedin.com"]);
}

/**
 * An address on this site as a path: an admin who pastes `https://<site>/uploads/x.png` means the
 * site's own file, which is served, gated and checked by its path (an absolute address would be
 * taken for an outside one: handed to visitors as is, or fetched through the image proxy). Both
 * schemes count, since a site behind https is often also reached by http. Anything else is
 * returned unchanged.
 */
export function sitePathOf(address: string, siteUrl: string | undefined): string {
  const url = siteUrl ? parseHttpUrl(address) : null;
  const site = siteUrl ? parseHttpUrl(siteUrl) : null;
  if (!url || !site || url.host.toLowerCase() !== site.host.toLowerCase()) return address;
  if (url.username !== "" || url.password !== "") return address;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** An absolute http(s) URL or a path on this site: what an image or file address may be. */
export function isWebAddress(value: string): boolean {
  return isHttpUrl(value) || isSitePath(value);
}
