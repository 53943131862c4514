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

test("the image proxy fetches from ports 80 and 443, caches up to 100 MB and never from loopback by default", () => {
  expect(readEnv({}).imageProxy).toEqual({ allowLoopback: false, allowedPorts: [80, 443], cacheMaxBytes: 104857600 });
  expect(
    readEnv({ IMAGE_PROXY_PORTS: "80, 443,8080", IMAGE_PROXY_CACHE_MB: "5", IMAGE_PROXY_ALLOW_LOOPBACK: "true" })
      .imageProxy,
  ).toEqual({ allowLoopback: true, allowedPorts: [80, 443, 8080], cacheMaxBytes: 5242880 });
  expect(readEnv({ IMAGE_PROXY_ALLOW_LOOPBACK: "1", NODE_ENV: "test" }).imageProxy.allowLoopback).toBe(true);
  expect(readEnv({ IMAGE_PROXY_ALLOW_LOOPBACK: "0" }).imageProxy.allowLoopback).toBe(false);
});

test("WEBHOOKS_ALLOW_LOOPBACK is for tests: read as a switch, refused at start-up in production", () => {
  expect(readEnv({ WEBHOOKS_ALLOW_LOOPBACK: "true", NODE_ENV: "test" }).webhooksAllowLoopback).toBe(true);
  expect(readEnv({}).webhooksAllowLoopback).toBe(false);
  expect(() => readEnv({ NODE_ENV: "production", WEBHOOKS_ALLOW_LOOPBACK: "true" })).toThrow(
    "Invalid configuration:\n  WEBHOOKS_ALLOW_LOOPBACK: is for tests only and cannot be set when NODE_ENV is production (unless NETWORK_LOOPBACK_ONLY, as in the browser tests)",
  );
});

test("in production the loopback switches pass only with NETWORK_LOOPBACK_ONLY and the network guard really installed", () => {
  const source = { NODE_ENV: "production", WEBHOOKS_ALLOW_LOOPBACK: "true", IMAGE_PROXY_ALLOW_LOOPBACK: "true" };
  const guarded = { ...source, NETWORK_LOOPBACK_ONLY: "true" };
  const env = readEnv(guarded, { networkGuard: true });
  expect([env.webhooksAllowLoopback, env.imageProxy.allowLoopback]).toEqual([true, true]);
  // The variable alone, without the guard in the process, does not do it; nor the guard alone.
  expect(() => readEnv(guarded, { networkGuard: false })).toThrow(/IMAGE_PROXY_ALLOW_LOOPBACK: is for tests only/);
  expect(() => readEnv(source, { networkGuard: true })).toThrow(/IMAGE_PROXY_ALLOW_LOOPBACK: is for tests only/);
  expect(() => readEnv({ NETWORK_LOOPBACK_ONLY: "maybe" })).toThrow(/NETWORK_LOOPBACK_ONLY: must be true or false/);
});

test("IMAGE_PROXY_ALLOW_LOOPBACK is refused at start-up in production", () => {
  expect(() => readEnv({ NODE_ENV: "production", IMAGE_PROXY_ALLOW_LOOPBACK: "true" })).toThrow(
    "Invalid configuration:\n  IMAGE_PROXY_ALLOW_LOOPBACK: is for tests only and cannot be set when NODE_ENV is production (unless NETWORK_LOOPBACK_ONLY, as in the browser tests)",
  );
  expect(readEnv({ NODE_ENV: "production", IMAGE_PROXY_ALLOW_LOOPBACK: "false" }).imageProxy.allowLoopback).toBe(false);
});

test("bad image proxy settings stop start-up with a message naming them", () => {
  expect(() => readEnv({ IMAGE_PROXY_ALLOW_LOOPBACK: "yes please" })).toThrow(/IMAGE_PROXY_ALLOW_LOOPBACK/);
  expect(() => readEnv({ IMAGE_PROXY_PORTS: "80,http" })).toThrow(/IMAGE_PROXY_PORTS/);
  expect(() => readEnv({ IMAGE_PROXY_PORTS: "0" })).toThrow(/IMAGE_PROXY_PORTS/);
  expect(() => readEnv({ IMAGE_PROXY_PORTS: "65536" })).toThrow(/IMAGE_PROXY_PORTS/);
  expect(() => readEnv({ IMAGE_PROXY_PORTS: "" })).toThrow(/IMAGE_PROXY_PORTS/);
  expect(() => readEnv({ IMAGE_PROXY_CACHE_MB: "-1" })).toThrow(/IMAGE_PROXY_CACHE_MB/);
});

test("SECRET_KEY is optional and 64 hexadecimal characters", () => {
  expect(readEnv({}).secretKey).toBeUndefined();
  expect(readEnv({ SECRET_KEY: "ab".repeat(32) }).secretKey).toBe("ab".repeat(32));
  expect(() => readEnv({ SECRET_KEY: "ab".repeat(16) })).toThrow(
    "Invalid configuration:\n  SECRET_KEY: must be 64 hexadecimal characters (32 random bytes: openssl rand -hex 32)",
  );
});

test("DOWNLOAD_SIGNING_KEY is optional (a key in DATA_DIR then) and at least 32 characters", () => {
  expect(readEnv({}).downloadSigningKey).toBeUndefined();
  expect(readEnv({ DOWNLOAD_SIGNING_KEY: "  " }).downloadSigningKey).toBeUndefined();
  expect(readEnv({ DOWNLOAD_SIGNING_KEY: "s".repeat(32) }).downloadSigningKey).toBe("s".repeat(32));
  expect(() => readEnv({ DOWNLOAD_SIGNING_KEY: "too-short" })).toThrow(
    "Invalid configuration:\n  DOWNLOAD_SIGNING_KEY: must be at least 32 characters (a long random secret)",
  );
});

test("contact forwarding is off without SMTP_URL, and a send is accepted 3 seconds after the form is shown", () => {
  const env = readEnv({});
  expect(env.smtpUrl).toBeUndefined();
  expect(env.mailFrom).toBeUndefined();
  expect(env.contactMinFillMs).toBe(3000);
  expect(readEnv({ SMTP_URL: "  " }).smtpUrl).toBeUndefined();
  expect(readEnv({ CONTACT_MIN_FILL_SECONDS: "1.5" }).contactMinFillMs).toBe(1500);
});

test("SMTP_URL takes smtp:// and smtps:// URLs only", () => {
  expect(readEnv({ SMTP_URL: "smtp://user:secret@smtp.example.com:587" }).smtpUrl).toBe(
    "smtp://user:secret@smtp.example.com:587",
  );
  expect(readEnv({ SMTP_URL: "smtps://smtp.example.com" }).smtpUrl).toBe("smtps://smtp.example.com");
  expect(() => readEnv({ SMTP_URL: "https://smtp.example.com" })).toThrow(
    /SMTP_URL: must be an smtp:\/\/ or smtps:\/\/ URL/,
  );
  expect(() => readEnv({ SMTP_URL: "smtp.example.com:587" })).toThrow(/SMTP_URL/);
});

test("MAIL_FROM is an address, or a name and an address", () => {
  expect(readEnv({ MAIL_FROM: "website@example.com" }).mailFrom).toEqual({ address: "website@example.com" });
  expect(readEnv({ MAIL_FROM: "Example Consulting <website@example.com>" }).mailFrom).toEqual({
    name: "Example Consulting",
    address: "website@example.com",
  });
  expect(readEnv({ MAIL_FROM: '"Example, Consulting" <website@example.com>' }).mailFrom).toEqual({
    name: "Example, Consulting",
    address: "website@example.com",
  });
  expect(() => readEnv({ MAIL_FROM: "Example Consulting" })).toThrow(/MAIL_FROM: must be an e-mail address/);
  expect(() => readEnv({ MAIL_FROM: "Example <not-an-address>" })).toThrow(/MAIL_FROM/);
  expect(() => readEnv({ MAIL_FROM: "Example\r\nBcc: x@example.com <website@example.com>" })).toThrow(/MAIL_FROM/);
});

test("a STORAGE_URL that is not one stops the server with a sentence", () => {
  expect(() => readEnv({ STORAGE_URL: "https://bucket.example.com" })).toThrow(
    "STORAGE_URL: must be s3://bucket/prefix?endpoint=https://…&region=… (endpoint and region optional)",
  );
  expect(() => readEnv({ STORAGE_URL: "s3://bucket?endpoint=ftp://x" })).toThrow(
    "STORAGE_URL: the endpoint must be an http:// or https:// address",
  );
});

test("CDN_PURGE_* configure the CDN purged on publish, checked as the admin's settings are", () => {
  expect(readEnv({}).cdn).toBeUndefined();
  expect(
    readEnv({ CDN_PURGE_PROVIDER: "cloudflare", CDN_PURGE_ZONE: "zone-1", CDN_PURGE_TOKEN: "token", CDN_PURGE_URL: "" })
      .cdn,
  ).toEqual({ provider: "cloudflare", zone: "zone-1", token: "token" });
  expect(readEnv({ CDN_PURGE_PROVIDER: "http", CDN_PURGE_URL: "http://127.0.0.1:6081/" }).cdn).toEqual({
    provider: "http",
    url: "http://127.0.0.1:6081/",
  });
  expect(() => readEnv({ CDN_PURGE_PROVIDER: "fastly", CDN_PURGE_ZONE: "svc" })).toThrow(/CDN_PURGE_TOKEN/);
  expect(() => readEnv({ CDN_PURGE_PROVIDER: "http" })).toThrow(/CDN_PURGE_URL/);
  expect(() => readEnv({ CDN_PURGE_PROVIDER: "akamai" })).toThrow(/CDN_PURGE_PROVIDER/);
});
