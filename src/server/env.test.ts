import { expect, test } from "bun:test";
import { readEnv } from "./env";

test("defaults serve on port 3000 with ./data and a localhost site URL", () => {
  const env = readEnv({});
  expect(env.port).toBe(3000);
  expect(env.dataDir).toBe("./data");
  expect(env.siteUrl).toBe("http://localhost:3000");
  expect(env.adminUsername).toBe("admin");
  expect(env.adminPassword).toBeUndefined();
  expect(env.production).toBe(false);
});

test("values are parsed, and a trailing slash is dropped from SITE_URL", () => {
  const env = readEnv({ PORT: "8080", SITE_URL: "https://example.com/", NODE_ENV: "production", ADMIN_PASSWORD: "" });
  expect(env.port).toBe(8080);
  expect(env.siteUrl).toBe("https://example.com");
  expect(env.production).toBe(true);
  expect(env.adminPassword).toBeUndefined();
});

test("a bad value stops start-up with a message naming it", () => {
  expect(() => readEnv({ PORT: "eighty" })).toThrow(/PORT/);
  expect(() => readEnv({ SITE_EMAIL: "not-an-email" })).toThrow(/SITE_EMAIL/);
  expect(() => readEnv({ ADMIN_PASSWORD: "short" })).toThrow(/ADMIN_PASSWORD/);
});

test("SITE_TIMEZONE defaults to UTC and takes any IANA zone", () => {
  expect(readEnv({}).siteTimeZone).toBe("UTC");
  expect(readEnv({ SITE_TIMEZONE: "America/Chicago" }).siteTimeZone).toBe("America/Chicago");
});

test("an unknown SITE_TIMEZONE stops start-up with a message naming it", () => {
  expect(() => readEnv({ SITE_TIMEZONE: "Mars/Olympus_Mons" })).toThrow(/SITE_TIMEZONE/);
  expect(() => readEnv({ SITE_TIMEZONE: "" })).toThrow(/SITE_TIMEZONE/);
});
