// The checks on an address the image proxy is asked to fetch, or is redirected to, before any DNS
// lookup: http or https, no user name or password, an allowed port. The URL is parsed by the WHATWG
// parser, so what is checked later (the host) is what a connection would use.

export const DEFAULT_ALLOWED_PORTS: readonly number[] = [80, 443];

export type TargetCheck =
  | { ok: true; url: URL; port: number }
  | { ok: false; problem: "not-http" | "credentials" | "port" };

/** `raw` resolved against `base` (a redirect's Location against the address that sent it). */
export function checkTargetUrl(
  raw: string,
  options: { allowedPorts?: readonly number[]; base?: URL } = {},
): TargetCheck {
  let url: URL;
  try {
    url = new URL(raw, options.base);
  } catch {
    return { ok: false, problem: "not-http" };
  }
  if ((url.protocol !== "http:" && url.protocol !== "https:") || url.hostname === "") {
    return { ok: false, problem: "not-http" };
  }
  if (url.username !== "" || url.password !== "") return { ok: false, problem: "credentials" };
  const port = url.port === "" ? (url.protocol === "https:" ? 443 : 80) : Number(url.port);
  if (!(options.allowedPorts ?? DEFAULT_ALLOWED_PORTS).includes(port)) return { ok: false, problem: "port" };
  return { ok: true, url, port };
}
