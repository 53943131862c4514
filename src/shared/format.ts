// Small formatters shared by the server and the browser. Dates are always shown in the site's
// time zone (settings.timeZone), never the machine's, so the server's HTML and the browser's
// re-render read the same day for the same instant.
import { TZDate, tz } from "@date-fns/tz";
import { addDays, format, startOfDay } from "date-fns";

/** the product's date format (date-fns pattern), e.g. "March 4, 2026". */
const DATE_FORMAT = "MMMM d, yyyy";

type DateInput = Date | string | number;

/** The date in the product's format as the calendar reads in `timeZone` (an IANA zone). */
export function formatDate(date: DateInput, timeZone: string): string {
  return format(new Date(date), DATE_FORMAT, { in: tz(timeZone) });
}

/** The calendar day in `timeZone` as "yyyy-MM-dd", for a <time dateTime> beside formatDate. */
export function formatIsoDate(date: DateInput, timeZone: string): string {
  return format(new Date(date), "yyyy-MM-dd", { in: tz(timeZone) });
}

/**
 * The first instant of the next calendar day in `timeZone`: when text such as "today's date"
 * goes stale. Days are counted on the zone's calendar, so a 23- or 25-hour day is handled, and a
 * zone whose midnight is skipped by DST gets the first instant that exists that day.
 */
export function nextMidnight(now: Date, timeZone: string): Date {
  const inZone = { in: tz(timeZone) };
  return new Date(startOfDay(addDays(now, 1, inZone), inZone).getTime());
}

/** A date and time as the calendar and clock read in `timeZone`, e.g. "May 4, 2036, 7:00 AM". */
export function formatDateTime(date: DateInput, timeZone: string): string {
  return format(new Date(date), "MMM d, yyyy, h:mm a", { in: tz(timeZone) });
}

/** The clock time of an instant in `timeZone`, on a 24-hour clock: "17:42" (the editor's "Saved 17:42"). */
export function formatClockTime(date: DateInput, timeZone: string): string {
  return format(new Date(date), "HH:mm", { in: tz(timeZone) });
}

/** An instant as a `datetime-local` input's value ("2036-05-04T07:00") on `timeZone`'s calendar and clock. */
export function dateTimeInputValue(date: DateInput, timeZone: string): string {
  return format(new Date(date), "yyyy-MM-dd'T'HH:mm", { in: tz(timeZone) });
}

const DATE_TIME_INPUT = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

/**
 * The instant a `datetime-local` value names on `timeZone`'s calendar and clock; null when it is
 * not such a value or names no real day. A time skipped by a DST change is read as the zone's rules
 * read it (the instant after the gap).
 */
export function instantOfDateTimeInput(value: string, timeZone: string): Date | null {
  const parts = DATE_TIME_INPUT.exec(value.trim());
  if (!parts) return null;
  const [year, month, day, hour, minute, second] = parts.slice(1).map((part) => Number(part ?? 0)) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const date = new TZDate(year, month - 1, day, hour, minute, second, timeZone);
  // Reject 2036-02-31 and the like, which Date would roll over into March.
  if (Number.isNaN(date.getTime()) || date.getDate() !== day || date.getMonth() !== month - 1) return null;
  return new Date(date.getTime());
}

/** A file size as the site shows it, e.g. "2.5 MB". */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  const units = ["KB", "MB", "GB"];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${value >= 10 ? Math.round(value) : Math.round(value * 10) / 10} ${units[unit]}`;
}

/**
 * The next instant after `now` at which `timeZone`'s clock reads `hour`:00 (the daily digest's
 * moment, docs/product.md#notifications). An hour skipped by DST is read as the zone's rules read it.
 */
export function nextHourOfDay(now: Date, hour: number, timeZone: string): Date {
  const local = new TZDate(now.getTime(), timeZone);
  for (let day = 0; day <= 2; day++) {
    const at = new TZDate(local.getFullYear(), local.getMonth(), local.getDate() + day, hour, 0, 0, timeZone);
    if (at.getTime() > now.getTime()) return new Date(at.getTime());
  }
  // Unreachable: one of three days always has the hour after `now`.
  return new Date(now.getTime() + 24 * 60 * 60_000);
}
