// Realistic text for the scale data set (scripts/scale/seed.ts): sentences of the sample posts
// (src/db/seed-data.ts) recombined by a seeded generator, so post bodies read like the firm's own
// writing, vary from post to post and are the same on every run with the same seed.
import { samplePosts } from "../../src/db/seed-data";

/** A small, fast generator (mulberry32): the same seed gives the same data set. */
export function randomSource(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (below: number) => Math.floor(next() * below),
    pick: <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!,
  };
}
export type Random = ReturnType<typeof randomSource>;

const sentences = samplePosts
  .flatMap((post) => post.content.match(/<p>[\s\S]*?<\/p>/g) ?? [])
  .map((p) => p.replace(/<[^>]+>/g, "").trim())
  .flatMap((p) => p.match(/[^.!?]+[.!?]+/g) ?? [])
  .map((s) => s.trim())
  .filter((s) => s.split(" ").length >= 6);

const headings = samplePosts.flatMap((post) =>
  (post.content.match(/<h2>[\s\S]*?<\/h2>/g) ?? []).map((h) => h.replace(/<[^>]+>/g, "").trim()),
);

const escapeHtml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** A sentence of the sample posts. */
export function sentence(random: Random): string {
  return random.pick(sentences);
}

/** About `words` words of article HTML: sections of a heading and paragraphs of four to six sentences. */
export function articleHtml(random: Random, words: number): string {
  const parts: string[] = [];
  let count = 0;
  let paragraphs = 0;
  while (count < words) {
    if (paragraphs % 4 === 0 && paragraphs > 0) parts.push(`<h2>${escapeHtml(random.pick(headings))}</h2>`);
    const body: string[] = [];
    for (let i = 4 + random.int(3); i > 0; i--) body.push(sentence(random));
    const text = body.join(" ");
    count += text.split(" ").length;
    parts.push(`<p>${escapeHtml(text)}</p>`);
    paragraphs++;
  }
  return parts.join("\n");
}

/** Words for titles: a heading of the samples with a twist, so that titles are unique with their index. */
export function title(random: Random): string {
  return random.pick(headings);
}

const FIRST = [
  "Ava",
  "Ben",
  "Chloe",
  "Daniel",
  "Elif",
  "Felix",
  "Grace",
  "Hugo",
  "Ines",
  "Jonas",
  "Kenji",
  "Lena",
  "Mateo",
  "Nora",
  "Omar",
  "Priya",
  "Quinn",
  "Rosa",
  "Sven",
  "Tara",
  "Uma",
  "Victor",
  "Wen",
  "Yusuf",
  "Zoe",
];
const LAST = [
  "Almeida",
  "Becker",
  "Chen",
  "Dubois",
  "Eriksen",
  "Fischer",
  "Garcia",
  "Haddad",
  "Ivanova",
  "Jensen",
  "Kowalski",
  "Larsen",
  "Moreau",
  "Nakamura",
  "Okafor",
  "Patel",
  "Rossi",
  "Schmidt",
  "Tanaka",
  "Usman",
  "Varga",
  "Walsh",
  "Yilmaz",
  "Zhang",
];
const COMPANIES = [
  "Northwind",
  "Harbor Health",
  "Bluefin Logistics",
  "Quarry Labs",
  "Tessellate",
  "Orbit Retail",
  "Lumen Insurance",
  "Fieldnote",
  "Kestrel Bank",
  "Atlas Manufacturing",
];

/** The n-th person of the data set: the same name and address every time. */
export function person(n: number): { name: string; email: string; company: string; linkedinUrl: string } {
  const first = FIRST[n % FIRST.length]!;
  const last = LAST[Math.floor(n / FIRST.length) % LAST.length]!;
  const handle = `${first}.${last}.${n}`.toLowerCase();
  return {
    name: `${first} ${last}`,
    email: `${handle}@example.com`,
    company: COMPANIES[n % COMPANIES.length]!,
    linkedinUrl: `https://www.linkedin.com/in/${handle.replace(/\./g, "-")}`,
  };
}
