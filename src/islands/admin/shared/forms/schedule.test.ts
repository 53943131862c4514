// The publish menu's moments on the site's clock (docs/product.md#scheduled): the presets fall on
// 09:00 there whatever the machine's zone, never carry seconds, and the picker's value round-trips.
import { describe, expect, test } from "bun:test";
import { instantOfPickerValue, pickerValueOf, schedulePresets } from "./schedule";

describe("schedulePresets", () => {
  test("Tomorrow and Monday at 09:00 on the site's calendar, whole minutes", () => {
    // Friday 2026-11-27 23:30 in New York is already Saturday in UTC.
    const now = new Date("2026-11-28T04:30:15.250Z");
    const [tomorrow, monday] = schedulePresets(now, "America/New_York");
    expect(tomorrow!.at.toISOString()).toBe("2026-11-28T14:00:00.000Z");
    expect(monday!.at.toISOString()).toBe("2026-11-30T14:00:00.000Z");
    // The same instant read in UTC: it is Saturday there, so tomorrow is Sunday.
    const [utcTomorrow, utcMonday] = schedulePresets(now, "UTC");
    expect(utcTomorrow!.at.toISOString()).toBe("2026-11-29T09:00:00.000Z");
    expect(utcMonday!.at.toISOString()).toBe("2026-11-30T09:00:00.000Z");
  });

  test("on a Monday, 'Monday' is next week's", () => {
    const mondayMorning = new Date("2026-11-30T07:00:00Z");
    const [, monday] = schedulePresets(mondayMorning, "Europe/Paris");
    expect(monday!.at.toISOString()).toBe("2026-12-07T08:00:00.000Z");
  });

  test("across a DST change, 09:00 stays 09:00 on the site's clock", () => {
    // Saturday 2026-03-28 in Paris; the clocks go forward on Sunday the 29th.
    const [tomorrow, monday] = schedulePresets(new Date("2026-03-28T12:00:00Z"), "Europe/Paris");
    expect(tomorrow!.at.toISOString()).toBe("2026-03-29T07:00:00.000Z");
    expect(monday!.at.toISOString()).toBe("2026-03-30T07:00:00.000Z");
  });
});

describe("the picker's value", () => {
  test("shows the site's wall clock without seconds, and reads back as the same minute", () => {
    const value = pickerValueOf(new Date("2026-12-01T16:42:37Z"), "Asia/Tokyo");
    expect(value.toString()).toBe("2026-12-02T01:42:00");
    expect(instantOfPickerValue(value, "Asia/Tokyo").toISOString()).toBe("2026-12-01T16:42:00.000Z");
  });
});
