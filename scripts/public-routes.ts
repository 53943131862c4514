// The public routes of a running site, as `npm run audit` and `scripts/screenshots.ts` visit them:
// the pages of the header, the newest post and resource (read from the site's own API, so a
// renamed or replaced sample is still found), the case studies and the first one listed (read from
// the list's own links) and the legal pages.
export async function publicRoutes(base: string): Promise<string[]> {
  const routes = ["/", "/services", "/expertise", "/about", "/contact", "/blog"];
  const posts = (await (await fetch(`${base}/api/blog?limit=1`)).json()) as
    | { slug?: string }[]
    | { posts?: { slug?: string }[] };
  const post = (Array.isArray(posts) ? posts : posts.posts)?.[0];
  if (post?.slug) routes.push(`/blog/${post.slug}`);
  if ((await fetch(`${base}/resources`)).ok) {
    routes.push("/resources");
    const resources = (await (await fetch(`${base}/api/resources`)).json()) as { slug?: string }[];
    if (resources[0]?.slug) routes.push(`/resources/${resources[0].slug}`);
  }
  const caseStudies = await fetch(`${base}/case-studies`);
  if (caseStudies.ok) {
    routes.push("/case-studies");
    const first = /href="(\/case-studies\/[a-z0-9-]+)"/.exec(await caseStudies.text())?.[1];
    if (first) routes.push(first);
  }
  routes.push("/privacy-policy", "/terms");
  return routes;
}
