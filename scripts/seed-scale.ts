// `npm run seed:scale -- --factor 100 [--data-dir DIR]`: a fresh DATA_DIR (default: $DATA_DIR, else
// ./data-scale) holding the first-start seed and the scale data set of scripts/scale/seed.ts,
// ready for `DATA_DIR=DIR npm start` or `npm run bench -- --scale`. It refuses a folder that
// already has a database: the data set is written once, into a fresh one.
import { existsSync, mkdirSync } from "node:fs";
import { join, resolve } from "node:path";
import { openDatabase } from "../src/db/client";
import { migrate } from "../src/db/migrate";
import { seed } from "../src/db/seed";
import { createServices } from "../src/services";
import { openStorage } from "../src/storage/open";
import { rebuildDerivedTables, writeScaleData } from "./scale/seed";
import { flag } from "./bench/common";

export async function seedScale(
  dataDir: string,
  factor: number,
  print: (line: string) => void = console.log,
  admin = { username: process.env.ADMIN_USERNAME ?? "admin", password: process.env.ADMIN_PASSWORD },
) {
  if (existsSync(join(dataDir, "site.db")))
    throw new Error(`${dataDir} already has a database: give a fresh DATA_DIR.`);
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const { sqlite, db } = openDatabase(join(dataDir, "site.db"));
  try {
    migrate(sqlite);
    const storage = openStorage({ kind: "local" }, dataDir);
    await seed({
      db,
      storage,
      env: { adminUsername: admin.username, adminPassword: admin.password },
      print,
    });
    // Every scale resource serves one of the seed's files, and every post has a seeded author.
    const file = sqlite.query<{ file_url: string }, []>("SELECT file_url FROM resources ORDER BY id LIMIT 1").get();
    const author = sqlite.query<{ author: string }, []>("SELECT author FROM blog_posts ORDER BY id LIMIT 1").get();
    const started = performance.now();
    const counts = writeScaleData(sqlite, { factor, fileUrl: file!.file_url, author: author!.author });
    await rebuildDerivedTables(createServices({ db, storage }));
    sqlite.exec("PRAGMA wal_checkpoint(TRUNCATE)");
    print(
      `Scale data set ×${factor} in ${dataDir} (${((performance.now() - started) / 1000).toFixed(1)} s): ` +
        Object.entries(counts)
          .map(([name, n]) => `${n.toLocaleString("en")} ${name}`)
          .join(", "),
    );
    return counts;
  } finally {
    sqlite.close();
  }
}

if (import.meta.main) {
  const factor = Number(flag("factor") ?? 100);
  if (!Number.isFinite(factor) || factor <= 0) {
    console.error("--factor must be a positive number.");
    process.exit(1);
  }
  const dataDir = resolve(flag("data-dir") ?? process.env.DATA_DIR ?? "data-scale");
  try {
    await seedScale(dataDir, factor);
    process.exit(0);
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
}
