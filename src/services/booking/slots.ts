// Free slots as a pure function (docs/product.md#booking): the firm's weekly hours and exceptions in
// its own time zone, minus what is booked (with each booking's buffers), minus busy times read from
// its calendar, within the meeting type's notice, horizon and daily cap, from the app's clock. No
// database, no clock of its own: the tests give every input, DST weeks included.
//
// Hours are wall-clock times of the firm's zone, turned into instants day by day with @date-fns/tz,
// so "09:00–17:00" stays 09:00–17:00 across a change of the clocks; a day is a calendar day there.
import { TZDate } from "@date-fns/tz";
import type { Availability, HoursRange, Weekday } from "../../shared/schemas/booking";

export type SlotRules = {
  durationMinutes: number;
  bufferBeforeMinutes: number;
  bufferAfterMinutes: number;
  minNoticeMinutes: number;
  horizonDays: number;
  dailyCap: number | null;
};

/** Time already taken: [start, end) in ms since 1970. */
export type Interval = { start: number; end: number };

/** A booking as slot computation sees it: its blocked time and, for the daily cap, its type. */
export type TakenTime = Interval & { meetingTypeId: number; startsAt: number };

export type SlotInput = {
  rules: SlotRules & { id: number };
  availability: Pick<Availability, "timeZone" | "weekly" | "exceptions">;
  bookings: readonly TakenTime[];
  busy: readonly Interval[];
  now: number;
  /** Only slots starting in [from, to) (default: now to the horizon). */
  from?: number;
  to?: number;
};

export type Slot = { start: number; end: number };

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const WEEKDAYS: Weekday[] = ["sun", "mon", "tue", "wed", "thu", "fri", "sat"];

/** The step between offered starts: the meeting's length, but never more than 30 minutes. */
export const slotStepMinutes = (durationMinutes: number) => Math.min(durationMinutes, 30);

/** "yyyy-MM-dd" of an instant in `timeZone`. */
export function localDate(at: number, timeZone: string): string {
  const d = new TZDate(at, timeZone);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;
}

/** The instant of a wall-clock time ("09:30", "24:00") on a date of `timeZone`. */
function instantOf(date: string, time: string, timeZone: string): number {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  const [h, min] = time.split(":").map(Number) as [number, number];
  return new TZDate(y, m - 1, d, h, min, timeZone).getTime();
}

/** The date after `date` ("yyyy-MM-dd"), by the calendar. */
function nextDate(date: string): string {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  const next = new Date(Date.UTC(y, m - 1, d + 1));
  return next.toISOString().slice(0, 10);
}

/** The firm's open hours on one of its dates: an exception's if the date has one, else the weekday's. */
export function hoursOn(date: string, availability: SlotInput["availability"]): HoursRange[] {
  const exception = availability.exceptions.find((e) => e.date === date);
  if (exception) return exception.hours;
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  return availability.weekly[WEEKDAYS[new Date(Date.UTC(y, m - 1, d)).getUTCDay()]!] ?? [];
}

const overlaps = (a: Interval, b: Interval) => a.start < b.end && b.start < a.end;

/** Every free slot of one meeting type, earliest first. */
export function freeSlots(input: SlotInput): Slot[] {
  const { rules, availability, now } = input;
  const zone = availability.timeZone;
  const duration = rules.durationMinutes * MINUTE;
  const step = slotStepMinutes(rules.durationMinutes) * MINUTE;
  const earliest = Math.max(now + rules.minNoticeMinutes * MINUTE, input.from ?? now);
  const latest = Math.min(now + rules.horizonDays * DAY, input.to ?? Number.POSITIVE_INFINITY);

  // The daily cap counts this type's bookings per date of the firm's calendar.
  const perDay = new Map<string, number>();
  for (const b of input.bookings) {
    if (b.meetingTypeId !== rules.id) continue;
    const date = localDate(b.startsAt, zone);
    perDay.set(date, (perDay.get(date) ?? 0) + 1);
  }
  const taken = [...input.bookings, ...input.busy];

  const slots: Slot[] = [];
  // From the firm's date of `earliest` (a day may have begun earlier there) to that of `latest`.
  const lastDate = localDate(latest, zone);
  for (let date = localDate(earliest, zone); date <= lastDate; date = nextDate(date)) {
    if (rules.dailyCap !== null && (perDay.get(date) ?? 0) >= rules.dailyCap) continue;
    for (const range of hoursOn(date, availability)) {
      const open = instantOf(date, range.start, zone);
      const close = instantOf(date, range.end, zone);
      for (let start = open; start + duration <= close; start += step) {
        if (start < earliest || start > latest) continue;
        const end = start + duration;
        const block = {
          start: start - rules.bufferBeforeMinutes * MINUTE,
          end: end + rules.bufferAfterMinutes * MINUTE,
        };
        if (taken.some((t) => overlaps(block, t))) continue;
        slots.push({ start, end });
      }
    }
  }
  return slots;
}

/** The `count` free slots nearest to `at` (before or after), in time order: the answer to a slot just taken. */
export function nearestSlots(slots: readonly Slot[], at: number, count = 3): Slot[] {
  return [...slots]
    .sort((a, b) => Math.abs(a.start - at) - Math.abs(b.start - at) || a.start - b.start)
    .slice(0, count)
    .sort((a, b) => a.start - b.start);
}

/** Slots grouped by the date they start on in `timeZone` (the visitor's), dates in order. */
export function slotsByDay(slots: readonly Slot[], timeZone: string): Array<{ date: string; slots: Slot[] }> {
  const days = new Map<string, Slot[]>();
  for (const slot of slots) {
    const date = localDate(slot.start, timeZone);
    const list = days.get(date) ?? [];
    list.push(slot);
    days.set(date, list);
  }
  return [...days].map(([date, list]) => ({ date, slots: list }));
}
