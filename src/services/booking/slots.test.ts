import { describe, expect, test } from "bun:test";
import type { Availability } from "../../shared/schemas/booking";
import { freeSlots, localDate, nearestSlots, type SlotInput, slotsByDay } from "./slots";

const noHours = { mon: [], tue: [], wed: [], thu: [], fri: [], sat: [], sun: [] };
const nineToEleven = [{ start: "09:00", end: "11:00" }];

function availability(zone: string, weekly: Partial<Availability["weekly"]> = { mon: nineToEleven }) {
  return { timeZone: zone, weekly: { ...noHours, ...weekly }, exceptions: [] as Availability["exceptions"] };
}

const rules = {
  id: 1,
  durationMinutes: 60,
  bufferBeforeMinutes: 0,
  bufferAfterMinutes: 0,
  minNoticeMinutes: 0,
  horizonDays: 14,
  dailyCap: null,
};

const iso = (ms: number) => new Date(ms).toISOString();
const at = (text: string) => Date.parse(text);

/** The free slots of a Berlin firm open Mondays 09:00–11:00, seen on Saturday 17 October 2026. */
function berlinSlots(overrides: Partial<SlotInput> = {}) {
  return freeSlots({
    rules,
    availability: availability("Europe/Berlin"),
    bookings: [],
    busy: [],
    now: at("2026-10-17T12:00:00Z"),
    ...overrides,
  });
}

/** berlinSlots' starts, as ISO strings. */
const slots = (overrides: Partial<SlotInput> = {}) => berlinSlots(overrides).map((s) => iso(s.start));

describe("free slots", () => {
  test("the same wall-clock hours before and after the clocks change (Berlin, end of October)", () => {
    // Monday 19 October is summer time (UTC+2), Monday 26 October winter time (UTC+1).
    expect(slots()).toEqual([
      "2026-10-19T07:00:00.000Z",
      "2026-10-19T07:30:00.000Z",
      "2026-10-19T08:00:00.000Z",
      "2026-10-26T08:00:00.000Z",
      "2026-10-26T08:30:00.000Z",
      "2026-10-26T09:00:00.000Z",
    ]);
  });

  test("a spring-forward week in New York and a firm in Sydney (three zones)", () => {
    // New York moves to UTC-4 on Sunday 8 March 2026: Monday 9 March 09:00 is 13:00 UTC, the Monday before 14:00.
    const ny = slots({ availability: availability("America/New_York"), now: at("2026-02-28T00:00:00Z") });
    const firstOn = (list: string[], date: string) => list.find((s) => s.startsWith(date));
    expect(firstOn(ny, "2026-03-02")).toBe("2026-03-02T14:00:00.000Z");
    expect(firstOn(ny, "2026-03-09")).toBe("2026-03-09T13:00:00.000Z");
    // Sydney leaves summer time on Sunday 5 April 2026 (UTC+11 → UTC+10): Monday 09:00 is the Sunday before in UTC.
    const sydney = slots({ availability: availability("Australia/Sydney"), now: at("2026-03-28T00:00:00Z") });
    expect(sydney[0]).toBe("2026-03-29T22:00:00.000Z");
    expect(sydney).toContain("2026-04-05T23:00:00.000Z");
  });

  test("grouped by the visitor's day, which may differ from the firm's", () => {
    const found = berlinSlots();
    // 07:00 UTC on Monday is still Sunday in Honolulu (UTC-10).
    const days = slotsByDay(found, "Pacific/Honolulu").map((d) => d.date);
    expect(days).toEqual(["2026-10-18", "2026-10-25"]);
    expect(localDate(found[0]!.start, "Europe/Berlin")).toBe("2026-10-19");
  });

  test("minimum notice and horizon", () => {
    const now = at("2026-10-19T06:45:00Z"); // 08:45 in Berlin on Monday
    expect(slots({ now, rules: { ...rules, minNoticeMinutes: 60 } })[0]).toBe("2026-10-19T08:00:00.000Z");
    expect(slots({ now, rules: { ...rules, horizonDays: 1 } })).toEqual([
      "2026-10-19T07:00:00.000Z",
      "2026-10-19T07:30:00.000Z",
      "2026-10-19T08:00:00.000Z",
    ]);
  });

  test("bookings block their time and buffers; busy times block theirs", () => {
    const booked = { start: at("2026-10-19T07:00:00Z"), end: at("2026-10-19T07:40:00Z") };
    const withBooking = slots({
      bookings: [{ ...booked, meetingTypeId: 2, startsAt: booked.start }],
      rules: { ...rules, bufferBeforeMinutes: 15 },
    });
    // 07:30 would start its 15-minute buffer at 07:15, inside the booking; 08:00's buffer starts at 07:45.
    expect(withBooking.filter((s) => s.startsWith("2026-10-19"))).toEqual(["2026-10-19T08:00:00.000Z"]);
    const withBusy = slots({ busy: [{ start: at("2026-10-26T09:15:00Z"), end: at("2026-10-26T09:20:00Z") }] });
    expect(withBusy.filter((s) => s.startsWith("2026-10-26"))).toEqual(["2026-10-26T08:00:00.000Z"]);
  });

  test("a daily cap counts this type's bookings on the firm's date", () => {
    const elsewhere = { start: at("2026-10-19T12:00:00Z"), end: at("2026-10-19T13:00:00Z") };
    const capped = slots({
      rules: { ...rules, dailyCap: 1 },
      bookings: [{ ...elsewhere, meetingTypeId: 1, startsAt: elsewhere.start }],
    });
    expect(capped.some((s) => s.startsWith("2026-10-19"))).toBe(false);
    const otherType = slots({
      rules: { ...rules, dailyCap: 1 },
      bookings: [{ ...elsewhere, meetingTypeId: 7, startsAt: elsewhere.start }],
    });
    expect(otherType.filter((s) => s.startsWith("2026-10-19"))).toHaveLength(3);
  });

  test("exceptions: a day off, and extra hours on a Saturday", () => {
    const base = availability("Europe/Berlin");
    const exceptions = [
      { date: "2026-10-19", hours: [], note: "Holiday" },
      { date: "2026-10-24", hours: [{ start: "10:00", end: "11:00" }], note: "" },
    ];
    expect(slots({ availability: { ...base, exceptions } })).toEqual([
      "2026-10-24T08:00:00.000Z",
      "2026-10-26T08:00:00.000Z",
      "2026-10-26T08:30:00.000Z",
      "2026-10-26T09:00:00.000Z",
    ]);
  });

  test("the nearest free slots to one just taken", () => {
    const found = berlinSlots();
    expect(nearestSlots(found, at("2026-10-19T07:30:00Z"), 3).map((s) => iso(s.start))).toEqual([
      "2026-10-19T07:00:00.000Z",
      "2026-10-19T07:30:00.000Z",
      "2026-10-19T08:00:00.000Z",
    ]);
  });
});
