// A small CalDAV client (RFC 4791) for the firm's own calendar: its busy times (a free-busy
// REPORT, falling back to the events of the range expanded to UTC for servers without it), and
// each booking written (PUT) or removed (DELETE) as one calendar object named by the booking's UID.
// Over the webhooks' and the image proxy's connection policy (src/services/image-proxy/fetch-pinned.ts):
// the host's every address must be public (loopback only when allowed, for tests), the connection
// goes to the checked address, redirects are not followed, and an answer is read up to a limit.
// Not tsdav: it fetches with its own fetch, which would bypass that policy (decision 038).
import { checkedAddressesOf, type Resolve, requestPinned } from "../image-proxy/fetch-pinned";
import { checkTargetUrl } from "../image-proxy/target-url";
import type { CalendarConnection } from "./availability-store";
import type { Interval } from "./slots";

const ALL_PORTS = Array.from({ length: 65535 }, (_, i) => i + 1);
const TIMEOUT_MS = 10_000;
const MAX_ANSWER_BYTES = 2 * 1024 * 1024;

export type CalDavOptions = { allowLoopback?: boolean; timeoutMs?: number; resolve?: Resolve };

export class CalDavError extends Error {}

/** "20261019T070000Z" → ms; a DATE ("20261019") is that day from 00:00 UTC. */
export function icalTime(value: string): number {
  const m = /^(\d{4})(\d{2})(\d{2})(?:T(\d{2})(\d{2})(\d{2})Z?)?$/.exec(value.trim());
  if (!m) throw new CalDavError(`Unreadable time ${value}`);
  return Date.UTC(+m[1]!, +m[2]! - 1, +m[3]!, +(m[4] ?? 0), +(m[5] ?? 0), +(m[6] ?? 0));
}

const stamp = (ms: number) =>
  new Date(ms)
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");

/** The unfolded lines of iCalendar text (RFC 5545 §3.1). */
const unfold = (text: string) => text.replace(/\r?\n[ \t]/g, "").split(/\r?\n/);

/** Busy periods of a VFREEBUSY answer ("FREEBUSY:start/end,start/PT1H"), FREE ones left out. */
export function parseFreeBusy(text: string): Interval[] {
  const busy: Interval[] = [];
  for (const line of unfold(text)) {
    const m = /^FREEBUSY(;[^:]*)?:(.*)$/i.exec(line);
    if (!m || /FBTYPE=FREE(;|$)/i.test(m[1] ?? "")) continue;
    for (const period of m[2]!.split(",")) {
      const [from, to] = period.split("/") as [string, string];
      const start = icalTime(from);
      busy.push({ start, end: to.startsWith("P") ? start + durationMs(to) : icalTime(to) });
    }
  }
  return busy;
}

/** Opaque events of calendar data expanded to UTC (DTSTART/DTEND or DURATION). */
export function parseEvents(text: string): Interval[] {
  const busy: Interval[] = [];
  let event: { start?: number; end?: number; duration?: number; transparent?: boolean } | null = null;
  for (const line of unfold(text)) {
    if (line === "BEGIN:VEVENT") event = {};
    else if (line === "END:VEVENT" && event) {
      if (event.start !== undefined && !event.transparent)
        busy.push({ start: event.start, end: event.end ?? event.start + (event.duration ?? 24 * 3_600_000) });
      event = null;
    } else if (event) {
      const [name, value] = [line.slice(0, line.indexOf(":")), line.slice(line.indexOf(":") + 1)];
      const key = name.split(";")[0]!.toUpperCase();
      if (key === "DTSTART") event.start = icalTime(value);
      else if (key === "DTEND") event.end = icalTime(value);
      else if (key === "DURATION") event.duration = durationMs(value);
      else if (key === "TRANSP") event.transparent = value.trim().toUpperCase() === "TRANSPARENT";
    }
  }
  return busy;
}

function durationMs(value: string): number {
  const m = /^P(?:(\d+)W)?(?:(\d+)D)?(?:T(?:(\d+)H)?(?:(\d+)M)?(?:(\d+)S)?)?$/.exec(value.trim());
  if (!m) throw new CalDavError(`Unreadable duration ${value}`);
  const [w, d, h, min, s] = m.slice(1).map((n) => Number(n ?? 0)) as [number, number, number, number, number];
  return ((((w * 7 + d) * 24 + h) * 60 + min) * 60 + s) * 1000;
}

const xmlRange = (from: number, to: number) => `<C:time-range start="${stamp(from)}" end="${stamp(to)}"/>`;

export function createCalDavClient(options: CalDavOptions = {}) {
  const timeoutMs = options.timeoutMs ?? TIMEOUT_MS;

  async function request(
    conn: CalendarConnection,
    method: string,
    url: string,
    body = "",
    headers: Record<string, string> = {},
  ): Promise<{ status: number; body: string }> {
    const checked = checkTargetUrl(url, { allowedPorts: ALL_PORTS });
    if (!checked.ok) throw new CalDavError("The calendar's address is not an http(s) URL without credentials.");
    const signal = AbortSignal.timeout(timeoutMs);
    try {
      const addresses = await checkedAddressesOf(checked.url, options, signal);
      if (addresses === null) throw new CalDavError("The calendar's address leads to a private or reserved network.");
      const [first] = addresses;
      if (!first) throw new CalDavError("The calendar's host has no address.");
      const auth = Buffer.from(`${conn.username}:${conn.password}`).toString("base64");
      const response = await requestPinned(
        { url: checked.url, ...first },
        signal,
        {},
        {
          method,
          headers: {
            Authorization: `Basic ${auth}`,
            "Content-Length": String(Buffer.byteLength(body)),
            "User-Agent": "site-bookings/1.0",
            ...headers,
          },
          body,
        },
      );
      const chunks: Buffer[] = [];
      let total = 0;
      for await (const chunk of response as AsyncIterable<Buffer>) {
        total += chunk.length;
        if (total > MAX_ANSWER_BYTES) {
          response.destroy();
          throw new CalDavError("The calendar's answer is too large.");
        }
        chunks.push(chunk);
      }
      return { status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString("utf8") };
    } catch (error) {
      if (signal.aborted)
        throw new CalDavError(`The calendar did not answer within ${Math.round(timeoutMs / 1000)} s.`);
      throw error;
    }
  }

  const refused = (what: string, status: number) =>
    new CalDavError(
      status === 401 || status === 403
        ? "The calendar refused the user name or password."
        : `The calendar answered ${what} with HTTP ${status}.`,
    );

  const objectUrl = (conn: CalendarConnection, uid: string) =>
    new URL(`${encodeURIComponent(uid)}.ics`, conn.url.endsWith("/") ? conn.url : `${conn.url}/`).href;

  return {
    /** The busy times in [from, to): free-busy if the server has it, else its events. */
    async busy(conn: CalendarConnection, from: number, to: number): Promise<Interval[]> {
      const xml = { "Content-Type": "application/xml; charset=utf-8", Depth: "1" };
      const fb = await request(
        conn,
        "REPORT",
        conn.url,
        `<?xml version="1.0" encoding="utf-8"?><C:free-busy-query xmlns:C="urn:ietf:params:xml:ns:caldav">${xmlRange(from, to)}</C:free-busy-query>`,
        xml,
      );
      if (fb.status === 200 && /BEGIN:VFREEBUSY/.test(fb.body)) return parseFreeBusy(fb.body);
      if (fb.status === 401 || fb.status === 403) throw refused("the free-busy query", fb.status);
      const events = await request(
        conn,
        "REPORT",
        conn.url,
        `<?xml version="1.0" encoding="utf-8"?><C:calendar-query xmlns:D="DAV:" xmlns:C="urn:ietf:params:xml:ns:caldav"><D:prop><C:calendar-data><C:expand start="${stamp(from)}" end="${stamp(to)}"/></C:calendar-data></D:prop><C:filter><C:comp-filter name="VCALENDAR"><C:comp-filter name="VEVENT">${xmlRange(from, to)}</C:comp-filter></C:comp-filter></C:filter></C:calendar-query>`,
        xml,
      );
      if (events.status !== 207) throw refused("the events query", events.status);
      const data = [...events.body.matchAll(/<[^>]*calendar-data[^>]*>([\s\S]*?)<\/[^>]*calendar-data>/g)]
        .map((m) => m[1]!.replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&amp;/g, "&"))
        .join("\n");
      return parseEvents(data);
    },

    /** Writes (or replaces) the booking's event. */
    async put(conn: CalendarConnection, uid: string, ics: string): Promise<string> {
      const answer = await request(conn, "PUT", objectUrl(conn, uid), ics, {
        "Content-Type": "text/calendar; charset=utf-8",
      });
      if (answer.status < 200 || answer.status >= 300) throw refused("the event's upload", answer.status);
      return `HTTP ${answer.status}`;
    },

    /** Removes the booking's event; one already gone counts as removed. */
    async remove(conn: CalendarConnection, uid: string): Promise<string> {
      const answer = await request(conn, "DELETE", objectUrl(conn, uid));
      if (answer.status !== 404 && (answer.status < 200 || answer.status >= 300))
        throw refused("the event's removal", answer.status);
      return `HTTP ${answer.status}`;
    },

    /** Whether the connection works: a free-busy or events query of the next day. */
    async test(conn: CalendarConnection, now: number): Promise<void> {
      await this.busy(conn, now, now + 24 * 3_600_000);
    },
  };
}

export type CalDavClient = ReturnType<typeof createCalDavClient>;
