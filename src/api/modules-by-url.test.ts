// docs/architecture.md#routes: each mount /api/<path> is the module src/api/<path>.ts (a file export
// beside an area, /api/admin/leads.csv, is the area's module), and every module in src/api is
// mounted. Read from the composition root's own text, where every area is mounted.
import { describe, expect, test } from "bun:test";
import { readdirSync, readFileSync } from "node:fs";
import { join, relative, resolve } from "node:path";

const root = resolve(import.meta.dir, "../..");

type Mount = { path: string; factory: string };

/** Each app.route("/api/…", createX(…)) of a source, and the module each factory is imported from. */
export function apiMounts(source: string): { mounts: Mount[]; moduleOf: Map<string, string> } {
  const mounts = [...source.matchAll(/app\.route\(\s*"(\/api\/[^"]*)",\s*(\w+)\(/g)].map(([, path, factory]) => ({
    path: path!,
    factory: factory!,
  }));
  const moduleOf = new Map<string, string>();
  for (const [, names, from] of source.matchAll(/import\s*\{([^}]*)\}\s*from\s*"\.\.\/api\/([^"]+)"/g)) {
    for (const name of names!.split(",")) moduleOf.set(name.replace(/^\s*type\s+/, "").trim(), from!);
  }
  return { mounts, moduleOf };
}

/** The module a mount's path names: the path without /api/, its last segment up to a dot. */
export const moduleForPath = (path: string) => path.replace(/^\/api\//, "").replace(/\.[^/]*$/, "");

/** Each mount whose module is not the one its path names, as "path → module". */
export function misplacedMounts(source: string): string[] {
  const { mounts, moduleOf } = apiMounts(source);
  return mounts
    .filter(({ path, factory }) => moduleOf.get(factory) !== moduleForPath(path))
    .map(({ path, factory }) => `${path} → ${moduleOf.get(factory) ?? "?"}`);
}

describe("API modules named by their URL", () => {
  const app = readFileSync(join(root, "src/server/app.ts"), "utf8");

  test("each /api mount is the module its path names", () => {
    expect(apiMounts(app).mounts.length).toBeGreaterThan(20);
    expect(misplacedMounts(app)).toEqual([]);
  });

  test("every module in src/api is mounted", () => {
    const mounted = new Set(apiMounts(app).mounts.map(({ path }) => moduleForPath(path)));
    const modules = readdirSync(join(root, "src/api"), { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && /\.ts$/.test(entry.name) && !entry.name.endsWith(".test.ts"))
      .map((entry) => relative(join(root, "src/api"), join(entry.parentPath, entry.name)).replace(/\.ts$/, ""));
    expect(modules.filter((module) => !mounted.has(module))).toEqual([]);
  });

  test("a mount in a module named otherwise is found", () => {
    const planted = [
      `import { createAdminWebhooksApi } from "../api/admin-leads";`,
      `import { createAdminLeadsCsvApi } from "../api/admin/leads";`,
      `import { createBlogApi } from "../api/blog";`,
      `app.route("/api/admin/webhooks", createAdminWebhooksApi(services));`,
      `app.route("/api/admin/leads.csv", createAdminLeadsCsvApi(services));`,
      `app.route("/api/blog", createBlogApi(services, renderCache));`,
    ].join("\n");
    expect(misplacedMounts(planted)).toEqual(["/api/admin/webhooks → admin-leads"]);
  });
});
