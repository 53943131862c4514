// /blog/rss.xml: RSS 2.0 of the newest published posts, with the full sanitised body of each, for
// feed readers (every page's head links it). Links are absolute on SITE_URL, including those inside
// the bodies, since a reader shows them away from the site. The XML is built once per content
// change (the blog service's writes and a save of the site settings, which names the firm in the
// title, emit the content event) and answered with an ETag.
import { sha256 } from "@oslojs/crypto/sha2";
import { encodeHexLowerCase } from "@oslojs/encoding";
import { Hono } from "hono";
import { blogHero } from "../content/blog";
import type { Services } from "../services";
import { sanitizePostHtml } from "../services/post-html";
import type { AppEnv } from "../http/context";
import { respondConditionally } from "../http/negotiation";
import { answerTags, contentTags } from "../services/content-events";
import { PUBLIC_CACHE_CONTROL, tagHeaders } from "../http/cache-headers";

/** How many posts the feed carries. */
const FEED_SIZE = 20;

const xmlEscape = (text: string) =>
  text.replace(/[<>&'"]/g, (ch) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" })[ch]!);

// Characters XML 1.0 forbids (C0 controls other than tab and newlines), which make a feed unreadable.
// biome-ignore lint/suspicious/noControlCharactersInRegex: these are the characters being removed
const xmlInvalid = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;

/** Text as a CDATA section; a "]]>" inside is split across two sections. */
export const cdata = (text: string) => `<![CDATA[${text.replace(/]]>/g, "]]]]><![CDATA[>")}]]>`;

function buildFeed(services: Services, siteUrl: string, now: Date = new Date()): string {
  const { posts } = services.blog.list({ limit: FEED_SIZE });
  const items = posts.map((post) => {
    const link = `${siteUrl}/blog/${post.slug}`;
    const body = sanitizePostHtml(post.content, { absoluteBase: siteUrl });
    return [
      "    <item>",
      `      <title>${xmlEscape(post.title)}</title>`,
      `      <link>${xmlEscape(link)}</link>`,
      `      <guid isPermaLink="true">${xmlEscape(link)}</guid>`,
      post.publishedAt ? `      <pubDate>${post.publishedAt.toUTCString()}</pubDate>` : "",
      `      <dc:creator>${xmlEscape(post.author)}</dc:creator>`,
      `      <category>${xmlEscape(post.category)}</category>`,
      `      <description>${xmlEscape(post.excerpt)}</description>`,
      `      <content:encoded>${cdata(body)}</content:encoded>`,
      "    </item>",
    ]
      .filter(Boolean)
      .join("\n");
  });
  // The feed last changed when the most recently edited of its posts did.
  const lastBuild = posts.length ? new Date(Math.max(...posts.map((p) => p.updatedAt.getTime()))) : now;
  const xml = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    "  <channel>",
    `    <title>${xmlEscape(`${services.settings.current().firmName}: ${blogHero.title}`)}</title>`,
    `    <link>${xmlEscape(`${siteUrl}/blog`)}</link>`,
    `    <description>${xmlEscape(blogHero.subtitle)}</description>`,
    "    <language>en-us</language>",
    `    <lastBuildDate>${lastBuild.toUTCString()}</lastBuildDate>`,
    `    <atom:link href="${xmlEscape(`${siteUrl}/blog/rss.xml`)}" rel="self" type="application/rss+xml"/>`,
    ...items,
    "  </channel>",
    "</rss>",
    "",
  ].join("\n");
  return xml.replace(xmlInvalid, "");
}

export function createFeedApp(deps: { siteUrl: string; services: Services }) {
  const app = new Hono<AppEnv>();
  let cached: { xml: string; etag: string } | null = null;
  // The feed lists posts and names the firm.
  const tags = answerTags([contentTags.list("blog"), contentTags.settings]);
  deps.services.events.onChange((changed) => {
    if (changed.some((tag) => tags.includes(tag))) cached = null;
  });

  app.get("/blog/rss.xml", (c) => {
    if (!cached) {
      const xml = buildFeed(deps.services, deps.siteUrl);
      cached = { xml, etag: `"${encodeHexLowerCase(sha256(new TextEncoder().encode(xml))).slice(0, 16)}"` };
    }
    const { xml, etag } = cached;
    return respondConditionally(
      c,
      () =>
        new Response(xml, {
          headers: {
            "Content-Type": "application/rss+xml; charset=utf-8",
            "Cache-Control": PUBLIC_CACHE_CONTROL,
            ETag: etag,
            ...Object.fromEntries(tagHeaders(tags)),
          },
        }),
    );
  });

  return app;
}
