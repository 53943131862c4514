// Helpers for the booking tests: booking switched on with weekly hours and a meeting type, the
// form as a visitor without JavaScript posts it (with the stamp from the page), the parts of a
// received e-mail (its text and its text/calendar invite), and a real Radicale CalDAV server on
// loopback with a temporary storage folder.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Hono } from "hono";
import type { AppEnv } from "../../src/http/context";
import type { Services } from "../../src/services";
import type { MeetingTypeInput } from "../../src/shared/schemas/booking";
import { fromIp, SAME_ORIGIN } from "./auth";
import { freePort } from "./contact";

type App = Hono<AppEnv>;

const nineToFive = [{ start: "09:00", end: "17:00" }];

export const INTRO: MeetingTypeInput = {
  slug: "intro",
  name: "Intro call",
  description: "A first conversation about your product.",
  durationMinutes: 30,
  bufferBeforeMinutes: 0,
  bufferAfterMinutes: 0,
  minNoticeMinutes: 60,
  horizonDays: 14,
  dailyCap: null,
  locationKind: "video",
  locationDetail: "https://meet.consultancy.test/intro",
  questions: [],
  active: true,
};

/** Booking on, Monday to Friday 09:00–17:00 in `timeZone`, and the given types (the intro call by default). */
export function openBooking(services: Services, timeZone = "Europe/Berlin", types: MeetingTypeInput[] = [INTRO]) {
  services.booking.store.saveAvailability({
    enabled: true,
    timeZone,
    weekly: { mon: nineToFive, tue: nineToFive, wed: nineToFive, thu: nineToFive, fri: nineToFive, sat: [], sun: [] },
    exceptions: [],
    reminderHours: [24],
  });
  return types.map((type) => services.booking.types.create(type));
}

/** The value of a named hidden input in a page ("" when there is none). */
export function hiddenValue(html: string, name: string): string {
  const input = html.match(new RegExp(`<input[^>]*name="${name}"[^>]*>`))?.[0];
  return input?.match(/value="([^"]*)"/)?.[1]?.replaceAll("&amp;", "&") ?? "";
}

/** The form's stamp as GET /book/{type} gives it to a visitor at `ip`. */
export async function bookingStamp(app: App, path: string, ip = "198.51.100.1"): Promise<string> {
  const response = await app.request(path, {}, fromIp(ip));
  return hiddenValue(await response.text(), "formStamp");
}

export const VISITOR = {
  name: "Ada Lovelace",
  email: "ada@analytical.test",
  company: "Engines Ltd",
  topic: "Our roadmap for next year",
  timeZone: "America/New_York",
};

/** POST /book/{type} as a browser without JavaScript sends the form. */
export function postBooking(
  app: App,
  path: string,
  fields: Record<string, string>,
  ip = "198.51.100.1",
): Promise<Response> {
  return Promise.resolve(
    app.request(
      path,
      {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: SAME_ORIGIN },
        body: new URLSearchParams(fields).toString(),
      },
      fromIp(ip),
    ),
  );
}

/** The decoded body of the MIME part of `raw` whose Content-Type starts with `type`. */
export function mimePart(raw: string, type: string): string | null {
  const boundaries = [...raw.matchAll(/boundary="?([^";\r\n]+)"?/g)].map((m) => m[1]!);
  for (const boundary of boundaries) {
    for (const part of raw.split(`--${boundary}`)) {
      const split = part.indexOf("\r\n\r\n");
      if (split < 0) continue;
      const head = part.slice(0, split).replace(/\r\n[ \t]+/g, " ");
      if (!new RegExp(`^\\s*content-type:\\s*${type}`, "im").test(head)) continue;
      const body = part.slice(split + 4).trim();
      const encoding = /content-transfer-encoding:\s*([\w-]+)/i.exec(head)?.[1]?.toLowerCase();
      if (encoding === "base64") return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
      if (encoding === "quoted-printable")
        return Buffer.from(
          body
            .replace(/=\r\n/g, "")
            .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
          "latin1",
        ).toString("utf8");
      return body;
    }
  }
  return null;
}

/** Debian's Radicale on a free loopback port, no authentication, storage in a temporary folder. */
export async function startRadicale() {
  const dir = mkdtempSync(join(tmpdir(), "radicale-"));
  const port = await freePort();
  const config = join(dir, "config");
  writeFileSync(
    config,
    [
      "[server]",
      `hosts = 127.0.0.1:${port}`,
      "[auth]",
      "type = none",
      "[storage]",
      `filesystem_folder = ${join(dir, "collections")}`,
      "[logging]",
      "level = warning",
      "[web]",
      "type = none",
    ].join("\n"),
  );
  const proc = Bun.spawn(["radicale", "--config", config], { stdout: "ignore", stderr: "pipe", stdin: "ignore" });
  const base = `http://127.0.0.1:${port}`;
  // Started when it answers; the bound turns a server that never starts into a failure.
  const until = Date.now() + 15_000;
  while ((await fetch(`${base}/`, { method: "OPTIONS" }).catch(() => null)) === null) {
    if (Date.now() > until || proc.exitCode !== null)
      throw new Error(`Radicale did not start: ${await new Response(proc.stderr).text()}`);
    await Bun.sleep(50);
  }
  /** Makes a calendar collection for `user` and answers its URL. */
  async function calendar(user: string, name = "work"): Promise<string> {
    const url = `${base}/${user}/${name}/`;
    const auth = { Authorization: `Basic ${Buffer.from(`${user}:secret`).toString("base64")}` };
    const made = await fetch(url, {
      method: "MKCOL",
      headers: { ...auth, "Content-Type": "application/xml" },
      body: `<?xml version="1.0"?><D:mkcol xmlns:D="DAV:" xmlns:C="urn:ietf:params:xml:ns:caldav"><D:set><D:prop><D:resourcetype><D:collection/><C:calendar/></D:resourcetype></D:prop></D:set></D:mkcol>`,
    });
    if (made.status !== 201) throw new Error(`MKCOL ${url}: ${made.status} ${await made.text()}`);
    return url;
  }
  return {
    base,
    calendar,
    /** PUTs raw iCalendar text as `name`.ics into a calendar. */
    async put(url: string, name: string, ics: string, user: string) {
      const auth = `Basic ${Buffer.from(`${user}:secret`).toString("base64")}`;
      const answer = await fetch(`${url}${name}.ics`, {
        method: "PUT",
        headers: { Authorization: auth, "Content-Type": "text/calendar" },
        body: ics,
      });
      if (answer.status >= 300) throw new Error(`PUT ${answer.status}`);
    },
    async get(url: string, user: string) {
      const auth = `Basic ${Buffer.from(`${user}:secret`).toString("base64")}`;
      return fetch(url, { headers: { Authorization: auth } });
    },
    async stop() {
      proc.kill();
      await proc.exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
