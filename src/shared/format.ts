// Small formatters shared by the server and the browser. Dates are always shown in the site's
// time zone (settings.timeZone), never the machine's, so the server's HTML and the browser's
// re-render read the same day for the same instant.
import { tz } from "@date-fns/tz";
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
