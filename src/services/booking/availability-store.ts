// The firm's booking document (one row of booking_settings): availability as the admin sets it,
// the CalDAV connection with its password sealed under a key derived from the installation's
// secret (as TOTP keys are, src/services/two-factor.ts), and the secret token of the ICS feed.
import { encodeBase64urlNoPadding } from "@oslojs/encoding";
import { eq } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../../db/client";
import { bookingSettings } from "../../db/schema";
import { type Availability, availabilitySchema } from "../../shared/schemas/booking";
import { opened, sealed } from "../two-factor";

const storedSchema = availabilitySchema.extend({
  caldav: z.object({ url: z.string(), username: z.string(), password: z.string() }).nullable().default(null),
  feedToken: z.string().default(""),
});
type Stored = z.infer<typeof storedSchema>;

export type CalendarConnection = { url: string; username: string; password: string };

const nineToFive = [{ start: "09:00", end: "17:00" }];

export function createAvailabilityStore(deps: { db: Db; key: Uint8Array; defaultTimeZone: string }) {
  const { db, key } = deps;
  const fresh = (): Stored => ({
    enabled: false,
    timeZone: deps.defaultTimeZone,
    weekly: { mon: nineToFive, tue: nineToFive, wed: nineToFive, thu: nineToFive, fri: nineToFive, sat: [], sun: [] },
    exceptions: [],
    reminderHours: [24],
    caldav: null,
    feedToken: newToken(),
  });
  let cached: Stored | undefined;

  function read(): Stored {
    if (cached) return cached;
    const row = db.select().from(bookingSettings).where(eq(bookingSettings.id, 1)).get();
    const parsed = row ? storedSchema.safeParse(row.data) : null;
    cached = parsed?.success ? parsed.data : fresh();
    if (!row) write(cached);
    return cached;
  }

  function write(next: Stored) {
    db.insert(bookingSettings)
      .values({ id: 1, data: next, updatedAt: new Date() })
      .onConflictDoUpdate({ target: bookingSettings.id, set: { data: next, updatedAt: new Date() } })
      .run();
    cached = next;
  }

  return {
    availability(): Availability {
      const { caldav: _c, feedToken: _f, ...availability } = read();
      return availability;
    },
    saveAvailability(next: Availability) {
      write({ ...read(), ...next });
    },
    /** The connection with its password opened, or null when none is set. */
    calendar(): CalendarConnection | null {
      const caldav = read().caldav;
      return caldav ? { ...caldav, password: opened(key, caldav.password) } : null;
    },
    /** The connection as the admin sees it: never the password. */
    calendarSummary(): { url: string; username: string } | null {
      const caldav = read().caldav;
      return caldav ? { url: caldav.url, username: caldav.username } : null;
    },
    saveCalendar(connection: CalendarConnection | null) {
      const caldav = connection ? { ...connection, password: sealed(key, connection.password) } : null;
      write({ ...read(), caldav });
    },
    feedToken: () => read().feedToken,
    rotateFeedToken(): string {
      const feedToken = newToken();
      write({ ...read(), feedToken });
      return feedToken;
    },
  };
}

const newToken = () => encodeBase64urlNoPadding(crypto.getRandomValues(new Uint8Array(24)));

export type AvailabilityStore = ReturnType<typeof createAvailabilityStore>;
