// First-start seeding: the sample testimonials, case studies, blog posts and resources (with their real files
// and covers) and the first admin account. It runs once per database: an app_meta row records it,
// so later starts never add or overwrite anything, even after an admin deletes the samples.
//
// Seeding is one transaction that holds SQLite's write lock from before the marker is checked
// until the rows commit, so a second server starting on the same fresh DATA_DIR waits and then
// finds the work done. Storage is not transactional: the files go into folders only the seed
// writes to (public/seed, private/seed), which are emptied inside the lock before writing and
// again when anything fails, so a seed killed half-way leaves nothing the next one keeps.
//
// The sample posts' authors are people (docs/product.md#people): users with a public profile. They
// exist to be shown, never to sign in, so each is an inactive, non-admin account whose password is
// a random secret hashed and then forgotten (never printed, never stored in the clear). An
// inactive account is refused like a wrong password (docs/architecture.md#login-throttling), so
// such a row is no way in even if someone guessed its username; an admin who later activates one
// must first give it a password of their own. Their profile shows whether or not they can sign in.
import { countPdfPages } from "../shared/pdf-pages";
import { encodeBase32LowerCaseNoPadding } from "@oslojs/encoding";
import { eq, sql } from "drizzle-orm";
import { extname } from "node:path";
import { formatBytes } from "../shared/format";
import { passwordHashOptions } from "../shared/password-cost";
import { privateFileUrl, type FileStorage } from "../storage";
import { type Db, withWriteLock } from "./client";
import { appMeta, blogPosts, caseStudies, resources, testimonials, users } from "./schema";
import { sampleCaseStudies } from "./seed-case-studies";
import { samplePeople, samplePosts, sampleResources, sampleTestimonials } from "./seed-data";
import { seedFiles } from "./seed-files/index";

const SEEDED_KEY = "seeded_at";
/** Storage folders that hold the seed's files and nothing else. */
const SEED_FOLDERS = ["public/seed", "private/seed"] as const;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The first admin's account, as the environment gives it (ADMIN_USERNAME, ADMIN_PASSWORD). */
type SeedAdmin = {
  adminUsername: string;
  /** None: a random password is made and printed once. */
  adminPassword?: string;
};

type SeedResult = { seeded: boolean; admin?: { username: string; generatedPassword?: string } };

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
  env: SeedAdmin;
  print?: (line: string) => void;
  now?: Date;
}): Promise<SeedResult> {
  const { db, storage, env } = deps;
  if (isSeeded(db)) return { seeded: false };
  const now = deps.now?.getTime() ?? Date.now();
  // Hashing is slow and needs no lock, so it happens before the lock is taken.
  const generatedPassword = env.adminPassword ? undefined : randomToken(10);
  const passwordHash = await Bun.password.hash(env.adminPassword ?? generatedPassword!, passwordHashOptions());
  // Each sample person's own secret, used only to make a hash no one can match.
  const peopleHashes = await Promise.all(
    samplePeople.map(() => Bun.password.hash(randomToken(32), passwordHashOptions())),
  );

  const seeded = await withWriteLock(db.$client, async () => {
    // Another server starting on the same DATA_DIR may have seeded while this one waited.
    if (isSeeded(db)) return false;
    // Only a seed that never committed leaves files behind (a killed one, say): remove them first.
    await clearSeedFolders(storage);
    try {
      const stored = await storeSampleFiles(storage);
      insertSampleRows(db, { stored, passwordHash, peopleHashes, adminUsername: env.adminUsername, now });
      return true;
    } catch (error) {
      await clearSeedFolders(storage);
      throw error;
    }
  });
  if (!seeded) return { seeded: false };

  const print = deps.print ?? (() => {});
  print(
    `Seeded sample content: ${sampleTestimonials.length} testimonials, ${sampleCaseStudies.length} case studies, ${samplePosts.length} posts, ${sampleResources.length} resources.`,
  );
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

function isSeeded(db: Db): boolean {
  return db.select().from(appMeta).where(eq(appMeta.key, SEEDED_KEY)).get() !== undefined;
}

async function clearSeedFolders(storage: FileStorage): Promise<void> {
  for (const folder of SEED_FOLDERS) await storage.deleteFolder(folder);
}

type StoredResourceFiles = Map<
  string,
  { coverImage: string; fileUrl: string; fileSize: string; pageCount: number | null }
>;

/** Writes the sample covers and resource files; returns, per resource slug, what its row records. */
async function storeSampleFiles(storage: FileStorage): Promise<StoredResourceFiles> {
  // Post covers are named in the sample data by their public URL (/uploads/seed/<name>).
  for (const post of samplePosts) {
    const name = post.coverImage.split("/").pop()!;
    await storage.put(`public/seed/${name}`, Bun.file(seedFile(`covers/${name}`)));
  }
  const stored: StoredResourceFiles = new Map();
  for (const resource of sampleResources) {
    const coverName = resource.cover.split("/").pop()!;
    await storage.put(`public/seed/${coverName}`, Bun.file(seedFile(resource.cover)));
    const key = `private/seed/${randomToken(15)}${extname(resource.file)}`;
    const size = await storage.put(key, Bun.file(seedFile(resource.file)));
    stored.set(resource.slug, {
      coverImage: `/uploads/seed/${coverName}`,
      fileUrl: privateFileUrl(key),
      fileSize: formatBytes(size),
      // Counted as an upload's would be (src/shared/pdf-pages.ts).
      pageCount: resource.file.endsWith(".pdf") ? countPdfPages(await Bun.file(seedFile(resource.file)).bytes()) : null,
    });
  }
  return stored;
}

/** Runs inside the seed's transaction. */
function insertSampleRows(
  db: Db,
  seed: {
    stored: StoredResourceFiles;
    passwordHash: string;
    peopleHashes: string[];
    adminUsername: string;
    now: number;
  },
): void {
  const { stored, passwordHash, peopleHashes, adminUsername, now } = seed;
  db.insert(testimonials)
    .values(sampleTestimonials.map((t) => ({ ...t, createdAt: new Date(now), updatedAt: new Date(now) })))
    .run();
  for (const { publishedDaysAgo, testimonialName, ...caseStudy } of sampleCaseStudies) {
    const { id } = db
      .insert(caseStudies)
      .values({ ...caseStudy, published: true, publishedAt: new Date(now - publishedDaysAgo * DAY_MS) })
      .returning({ id: caseStudies.id })
      .get();
    db.update(testimonials).set({ caseStudyId: id }).where(eq(testimonials.name, testimonialName)).run();
  }
  db.insert(blogPosts)
    .values(
      samplePosts.map(({ publishedDaysAgo, ...post }) => ({
        ...post,
        published: true,
        publishedAt: new Date(now - publishedDaysAgo * DAY_MS),
      })),
    )
    .run();
  db.insert(resources)
    .values(
      sampleResources.map(({ publishedDaysAgo, file: _file, cover: _cover, ...resource }) => ({
        ...resource,
        ...stored.get(resource.slug)!,
        publishedAt: new Date(now - publishedDaysAgo * DAY_MS),
      })),
    )
    .run();
  const existingAdmin = db.select({ id: users.id }).from(users).where(eq(users.role, "admin")).get();
  if (!existingAdmin) {
    db.insert(users).values({ username: adminUsername, passwordHash, role: "admin", isActive: true }).run();
  }
  samplePeople.forEach((person, i) => {
    // Usernames are unique case-insensitively: an admin who took one already keeps it.
    const taken = db
      .select({ id: users.id })
      .from(users)
      .where(sql`lower(${users.username}) = lower(${person.username})`)
      .get();
    if (taken) return;
    db.insert(users)
      .values({ ...person, passwordHash: peopleHashes[i]!, role: "user", isActive: false })
      .run();
  });
  db.insert(appMeta)
    .values({ key: SEEDED_KEY, value: new Date(now).toISOString() })
    .run();
}
