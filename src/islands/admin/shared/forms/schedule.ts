// The moments the publish menu offers (docs/product.md#scheduled), on the site's clock whatever the
// browser's (../data/site-time-zone.ts): the presets, and the date picker's value read as an
// instant. Whole minutes only: a scheduled moment never carries seconds.
import { TZDate } from "@date-fns/tz";
import { CalendarDateTime } from "@internationalized/date";

/** The hour the presets publish at, on the site's clock. */
const PRESET_HOUR = 9;
const MONDAY = 1;

export type SchedulePreset = { id: "tomorrow" | "monday"; at: Date };

/** `days` after `now`'s day on `timeZone`'s calendar, at PRESET_HOUR:00 there. */
function dayAtPresetHour(now: Date, days: number, timeZone: string): Date {
  const local = new TZDate(now.getTime(), timeZone);
  const at = new TZDate(local.getFullYear(), local.getMonth(), local.getDate() + days, PRESET_HOUR, 0, 0, timeZone);
  return new Date(at.getTime());
}

/** "Tomorrow 09:00" and "Monday 09:00" (the next Monday after today), on the site's calendar. */
export function schedulePresets(now: Date, timeZone: string): SchedulePreset[] {
  const weekday = new TZDate(now.getTime(), timeZone).getDay();
  const toMonday = (MONDAY - weekday + 7) % 7 || 7;
  return [
    { id: "tomorrow", at: dayAtPresetHour(now, 1, timeZone) },
    { id: "monday", at: dayAtPresetHour(now, toMonday, timeZone) },
  ];
}

/** An instant as the date picker shows it: the site's calendar and clock, to the minute. */
export function pickerValueOf(at: Date, timeZone: string): CalendarDateTime {
  const local = new TZDate(at.getTime(), timeZone);
  return new CalendarDateTime(
    local.getFullYear(),
    local.getMonth() + 1,
    local.getDate(),
    local.getHours(),
    local.getMinutes(),
  );
}

/** The instant the picker's value names on the site's clock (a time a DST change skips: after the gap). */
export function instantOfPickerValue(value: CalendarDateTime, timeZone: string): Date {
  const at = new TZDate(value.year, value.month - 1, value.day, value.hour, value.minute, 0, timeZone);
  return new Date(at.getTime());
}
