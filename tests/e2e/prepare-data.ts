// Run by the e2e web server command before the server: migrates and seeds DATA_DIR as a first start
// would, then adds tests/e2e/fixtures.ts through the service layer, so the browser tests see
// content created the way the application creates it. Under the same network guard as the server
// (NETWORK_LOOPBACK_ONLY, playwright.config.ts), installed first.
import "../../src/server/network-guard-from-env";
import { join, resolve } from "node:path";
import { mkdirSync } from "node:fs";
import { openDatabase } from "../../src/db/client";
import { migrate } from "../../src/db/migrate";
import { seed } from "../../src/db/seed";
import { readEnv } from "../../src/server/env";
import { createServices } from "../../src/services";
import { createLocalStorage } from "../../src/storage";
import { createResourceFixtures } from "./resource-fixtures";
import { e2eCaseStudies, e2eDraftPost, e2eHostilePost, e2eReader, e2eTestimonials } from "./fixtures";

const env = readEnv();
const dataDir = resolve(env.dataDir);
mkdirSync(dataDir, { recursive: true });
const { sqlite, db } = openDatabase(join(dataDir, "site.db"));
migrate(sqlite);
const storage = createLocalStorage(join(dataDir, "uploads"));
await seed({ db, storage, env });
const services = createServices({ db, storage });
for (const testimonial of e2eTestimonials) services.testimonials.create(testimonial);
for (const post of [...e2eCaseStudies, e2eHostilePost, e2eDraftPost]) services.blog.create(post);
const reader = await services.users.create(e2eReader);
if (!reader.ok) throw new Error(`The e2e reader account could not be created: ${reader.message}`);
await createResourceFixtures(services, storage);
sqlite.close();
