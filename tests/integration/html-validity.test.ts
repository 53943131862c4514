// Every public page and every state of its plain-HTML forms passes the Nu Html Checker (vnu-jar)
// with no error (docs/architecture.md#html-validity). The pages come from the real app: each route of
// the page router, a post, a resource, the 404 page, and the form posts without JavaScript as a
// visitor makes them (contact errors, thanks and 429 notice; download form errors; the sign-in's code
// step). All of them are checked by ONE checker run, so the JVM starts once.
import { afterAll, expect, test } from "bun:test";
import { decodeBase32IgnorePadding } from "@oslojs/encoding";
import { generateHOTP } from "@oslojs/otp";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pageRoutes } from "../../src/server/pages";
import { SAME_ORIGIN, sendJson, withBearer } from "../support/auth";
import { htmlErrors } from "../support/html-checker";
import { bookingStamp, openBooking, postBooking, VISITOR } from "../support/booking";
import { movableClock, postContactForm, viewContactPage } from "../support/contact";
import { createUser } from "../support/factories";
import { createTestApp } from "../support/test-app";

const clock = movableClock();
const t = await createTestApp({ now: clock.now });
const out = mkdtempSync(join(tmpdir(), "html-validity-"));
afterAll(() => {
  t.close();
  rmSync(out, { recursive: true, force: true });
});

let visitor = 0;
const nextIp = () => `198.51.100.${++visitor}`;
const fromIp = (ip: string) => ({ "X-Forwarded-For": ip });
const formPost = (fields: Record<string, string>, headers: Record<string, string> = {}) => ({
  method: "POST",
  headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: SAME_ORIGIN, ...headers },
  body: new URLSearchParams(fields).toString(),
});

/** The pages to check, by a name that says which page and state each is. */
async function pagesToCheck(): Promise<Array<{ name: string; response: Response }>> {
  const post = t.services.sitemap.publishedPosts()[0]!.path;
  const resource = t.services.sitemap.publishedResources()[0]!.path;
  const caseStudy = t.services.sitemap.publishedCaseStudies()[0]!.path;
  const paths = pageRoutes
    .filter((route) => !route.private)
    .map((route) =>
      route.path
        .replace("/blog/:slug", post)
        .replace("/resources/:slug", resource)
        .replace("/case-studies/:slug", caseStudy),
    );
  const pages = await Promise.all(paths.map(async (path) => ({ name: path, response: await t.app.request(path) })));

  pages.push({ name: "404", response: await t.app.request("/no-such-page") });
  pages.push({ name: "contact thanks", response: await t.app.request("/contact?sent=1") });

  const contactIp = nextIp();
  const { stamp } = await viewContactPage(t.app, contactIp);
  const letter = {
    name: "Jane Smith",
    email: "jane@company.test",
    company: "Acme",
    service: "fractional-cpo",
    message: "We need help with our product roadmap.",
  };
  pages.push({
    name: "contact 429 (too quick)",
    response: await postContactForm(t.app, letter, { ip: contactIp, stamp }),
  });
  clock.advance(5000);
  pages.push({
    name: "contact errors",
    response: await postContactForm(
      t.app,
      { name: "J", email: "jane@", company: "Acme <Corp>", service: "", message: "Too short", website: "" },
      { ip: contactIp, stamp },
    ),
  });
  pages.push({
    name: "download form errors",
    response: await t.app.request(
      `${resource}/download`,
      formPost({ name: "J", email: "jordan@", linkedinUrl: "linkedin.com/in/jordan" }, fromIp(nextIp())),
    ),
  });

  pages.push({
    name: "sign-in errors",
    response: await t.app.request("/login", formPost({ username: "nobody", password: "wrong" }, fromIp(nextIp()))),
  });
  pages.push({ name: "sign-in code step", response: await codeStep() });
  pages.push(...(await bookingPages()));
  return pages;
}

/** The booking pages (private, so not in the routes above): the list, a type's times, a refused post, the booked page. */
async function bookingPages(): Promise<Array<{ name: string; response: Response }>> {
  openBooking(t.services);
  const ip = nextIp();
  const stamp = await bookingStamp(t.app, "/book/intro", ip);
  clock.advance(5000);
  const slot = "2026-11-25T09:00:00.000Z";
  const booked = await postBooking(t.app, "/book/intro", { ...VISITOR, slot, formStamp: stamp }, ip);
  expect(booked.status).toBe(303);
  return [
    { name: "booking types", response: await t.app.request("/book") },
    { name: "booking times", response: await t.app.request("/book/intro?tz=Asia%2FTokyo") },
    {
      name: "booking taken",
      response: await postBooking(t.app, "/book/intro", { ...VISITOR, slot, formStamp: stamp }, ip),
    },
    {
      name: "booking errors",
      response: await postBooking(t.app, "/book/intro", { slot, name: "J", email: "x@", formStamp: stamp }, ip),
    },
    { name: "booked", response: await t.app.request(booked.headers.get("location")!) },
  ];
}

/** The sign-in's code step: the password of an account with an authenticator app, posted as a form. */
async function codeStep(): Promise<Response> {
  const ip = nextIp();
  const user = await createUser(t.services, { role: "admin" });
  const credentials = { username: user.username, password: user.password };
  const login = await sendJson(t.app, "POST", "/api/auth/login", credentials, {}, ip);
  const token = String(((await login.json()) as { token: string }).token);
  const start = await sendJson(t.app, "POST", "/api/account/totp", undefined, withBearer(token), ip);
  const { secret } = ((await start.json()) as { data: { secret: string } }).data;
  const code = generateHOTP(decodeBase32IgnorePadding(secret), BigInt(Math.floor(clock.now() / 30_000)), 6);
  const confirmed = await sendJson(t.app, "POST", "/api/account/totp/confirm", { code }, withBearer(token), ip);
  expect(confirmed.status).toBe(200);
  const step = await t.app.request(
    "/login",
    formPost({ username: user.username, password: user.password }, fromIp(ip)),
  );
  const html = await step.clone().text();
  expect(html).toContain('action="/login/code"');
  return step;
}

test("the Nu Html Checker finds no error in any public page or form state", async () => {
  const pages = await pagesToCheck();
  const files = pages.map(({ name }, i) => join(out, `${i}-${name.replace(/[^a-z0-9]+/gi, "-")}.html`));
  for (const [i, { name, response }] of pages.entries()) {
    const html = await response.text();
    expect({ name, isPage: html.startsWith("<!DOCTYPE html>") }).toEqual({ name, isPage: true });
    writeFileSync(files[i]!, html);
  }

  expect(await htmlErrors(files)).toEqual([]);
}, 180_000);
