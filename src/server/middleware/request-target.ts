// Guards the request target before Hono routes it. Bun builds `request.url` as "http://" + Host +
// target, so a Host such as `a@b`, `x/y` or `:99999` yields a URL that does not parse, or one
// whose path is not the path that was sent (`GET /a:bcd/healthz` with `Host: a@b` would reach
// /healthz); Bun hands some of them over with a bare target instead. Such requests get 400 here.
// HTTP/1.0 requests may omit Host; Bun then hands over the bare target too, which is completed
// with the site's own origin so they route normally.

// A reg-name or IPv4 address, or a bracketed IPv6 address, with an optional port.
const HOST = /^(?:[A-Za-z0-9._~!$&'()*+,;=-]|%[0-9A-Fa-f]{2})+(?::(\d{1,5}))?$|^\[[0-9A-Fa-f:.]+\](?::(\d{1,5}))?$/;

function isValidHost(host: string): boolean {
  const match = HOST.exec(host);
  if (!match) return false;
  const port = match[1] ?? match[2];
  return port === undefined || Number(port) <= 65535;
}

// A server sees a handful of distinct Host values, each on thousands of requests: the verdicts of
// the last few are kept (the regular expression cost about 4% of a cached page's answer).
const KNOWN_HOSTS_LIMIT = 32;
const knownHosts = new Map<string, boolean>();

function isValidHostRemembered(host: string): boolean {
  let valid = knownHosts.get(host);
  if (valid === undefined) {
    valid = isValidHost(host);
    if (knownHosts.size >= KNOWN_HOSTS_LIMIT) knownHosts.clear();
    knownHosts.set(host, valid);
  }
  return valid;
}

type Fetch = (request: Request, ...rest: never[]) => Response | Promise<Response>;

export function guardRequestTarget<F extends Fetch>(
  fetch: F,
  siteUrl: string,
  onRejected: (request: Request) => void,
): F {
  const guarded = (request: Request, ...rest: never[]) => {
    const host = request.headers.get("host");
    // Read once: Bun makes a new string for each read of request.url.
    const url = request.url;
    const bareTarget = url.startsWith("/");
    if (bareTarget && host === null) return fetch(new Request(siteUrl + url, request), ...rest);
    if (bareTarget || (host !== null && !isValidHostRemembered(host)) || !URL.canParse(url)) {
      onRejected(request);
      return new Response("Bad Request", {
        status: 400,
        headers: { "Content-Type": "text/plain; charset=utf-8", Connection: "close" },
      });
    }
    return fetch(request, ...rest);
  };
  return guarded as F;
}
