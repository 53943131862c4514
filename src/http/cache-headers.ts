// What an answer tells the caches between the site and the visitor (docs/architecture.md#content-tags,
// decision 037): whether a shared cache (a CDN, Varnish) may keep it, for how long, and which content
// it was built from, so a purge by tag drops exactly the answers a change made stale.

/**
 * A public answer: a browser asks again (ETag) before each reuse; a shared cache keeps it an hour,
 * since a content change purges it there by its tags (src/services/cdn-purge), may answer with it
 * for a minute while it fetches the next, and for a day while the origin is down. An hour bounds
 * how long a date on a page (the year, "today") outlives midnight in a shared cache.
 */
export const PUBLIC_CACHE_CONTROL = "public, max-age=0, s-maxage=3600, stale-while-revalidate=60, stale-if-error=86400";

/** Anything that depends on who asks (a session, a preview link, a form's stamp): nobody stores it. */
export const PRIVATE_CACHE_CONTROL = "private, no-store";

/**
 * The tags as the CDNs read them: Surrogate-Key (Fastly, Varnish's xkey, Bunny) separates them with
 * spaces, Cache-Tag (Cloudflare) with commas.
 */
export function tagHeaders(tags: readonly string[]): ReadonlyArray<readonly [string, string]> {
  return [
    ["Surrogate-Key", tags.join(" ")],
    ["Cache-Tag", tags.join(",")],
  ];
}
