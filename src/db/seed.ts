// First-start seeding: the sample testimonials, blog posts and resources (with their real files
// and covers) and the first admin account. It runs once per database: an app_meta row records it,
// so later starts never add or overwrite anything, even after an admin deletes the samples.
import { encodeBase32LowerCaseNoPadding } from "@oslojs/encoding";
import { eq } from "drizzle-orm";
import { extname } from "node:path";
import type { Env } from "../server/env";
import { formatBytes } from "../shared/format";
import { privateFileUrl, type FileStorage } from "../storage";
import type { Db } from "./client";
import { appMeta, blogPosts, resources, testimonials, users } from "./schema";
import { samplePosts, sampleResources, sampleTestimonials } from "./seed-data";
import { seedFiles } from "./seed-files/index";

const SEEDED_KEY = "seeded_at";
const DAY_MS = 24 * 60 * 60 * 1000;

export type SeedResult = { seeded: boolean; admin?: { username: string; generatedPassword?: string } };

function randomToken(bytes: number): string {
  return encodeBase32LowerCaseNoPadding(crypto.getRandomValues(new Uint8Array(bytes)));
}

function seedFile(name: string): string {
  const path = seedFiles[name];
  if (!path) throw new Error(`Seed file missing from src/db/seed-files/index.ts: ${name}`);
  return path;
}

export async function seed(deps: {
  db: Db;
  storage: FileStorage;
  env: Pick<Env, "adminUsername" | "adminPassword">;
  print?: (line: string) => void;
  now?: Date;
}): Promise<SeedResult> {
  const { db, storage, env } = deps;
  if (db.select().from(appMeta).where(eq(appMeta.key, SEEDED_KEY)).get()) return { seeded: false };
  const now = deps.now?.getTime() ?? Date.now();

  // Files first (storage is not transactional); the rows that point at them commit together.
  // Post covers are named in the sample data by their public URL (/uploads/seed/<name>).
  for (const post of samplePosts) {
    const name = post.coverImage.split("/").pop()!;
    await storage.put(`public/seed/${name}`, Bun.file(seedFile(`covers/${name}`)));
  }
  const stored = new Map<string, { coverImage: string; fileUrl: string; fileSize: string }>();
  for (const resource of sampleResources) {
    const coverName = resource.cover.split("/").pop()!;
    await storage.put(`public/seed/${coverName}`, Bun.file(seedFile(resource.cover)));
    const key = `private/resources/${randomToken(15)}${extname(resource.file)}`;
    const size = await storage.put(key, Bun.file(seedFile(resource.file)));
    stored.set(resource.slug, {
      coverImage: `/uploads/seed/${coverName}`,
      fileUrl: privateFileUrl(key),
      fileSize: formatBytes(size),
    });
  }

  const generatedPassword = env.adminPassword ? undefined : randomToken(10);
  const passwordHash = await Bun.password.hash(env.adminPassword ?? generatedPassword!, "argon2id");

  db.transaction((tx) => {
    tx.insert(testimonials)
      .values(sampleTestimonials.map((t) => ({ ...t, createdAt: new Date(now), updatedAt: new Date(now) })))
      .run();
    tx.insert(blogPosts)
      .values(
        samplePosts.map(({ publishedDaysAgo, ...post }) => ({
          ...post,
          published: true,
          publishedAt: new Date(now - publishedDaysAgo * DAY_MS),
        })),
      )
      .run();
    tx.insert(resources)
      .values(
        sampleResources.map(({ publishedDaysAgo, file: _file, cover: _cover, ...resource }) => ({
          ...resource,
          ...stored.get(resource.slug)!,
          publishedAt: new Date(now - publishedDaysAgo * DAY_MS),
        })),
      )
      .run();
    const existingAdmin = tx.select({ id: users.id }).from(users).where(eq(users.role, "admin")).get();
    if (!existingAdmin) {
      tx.insert(users).values({ username: env.adminUsername, passwordHash, role: "admin", isActive: true }).run();
    }
    tx.insert(appMeta).values({ key: SEEDED_KEY, value: new Date(now).toISOString() }).run();
  })

  const print = deps.print ?? (() => {});
  print(`Seeded sample content: ${sampleTestimonials.length} testimonials, ${samplePosts.length} posts, ${sampleResources.length} resources.`);
  if (generatedPassword) {
    print("");
    print("  First admin account (shown once; change the password after signing in):");
    print(`    username: ${env.adminUsername}`);
    print(`    password: ${generatedPassword}`);
    print("");
  } else {
    print(`Admin account "${env.adminUsername}" created with ADMIN_PASSWORD from the environment.`);
  }
  return { seeded: true, admin: { username: env.adminUsername, generatedPassword } };
}
