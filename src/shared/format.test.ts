import { afterEach, describe, expect, test } from "bun:test";
import {
  dateTimeInputValue,
  formatBytes,
  formatDate,
  formatDateTime,
  formatIsoDate,
  instantOfDateTimeInput,
  nextMidnight,
} from "./format";

const machineZone = process.env.TZ;
afterEach(() => {
  if (machineZone === undefined) delete process.env.TZ;
  else process.env.TZ = machineZone;
});

describe("formatDate", () => {
  test("uses the product's 'MMMM d, yyyy'", () => {
    expect(formatDate(new Date("2026-03-04T12:00:00Z"), "UTC")).toBe("March 4, 2026");
  });

  test("just after midnight UTC it is still the day before in Chicago", () => {
    const instant = new Date("2026-03-05T00:30:00Z");
    expect(formatDate(instant, "UTC")).toBe("March 5, 2026");
    expect(formatDate(instant, "America/Chicago")).toBe("March 4, 2026");
    expect(formatDate(instant, "Asia/Tokyo")).toBe("March 5, 2026");
  });

  test("just before midnight UTC it is already the next day in Tokyo", () => {
    const instant = new Date("2026-03-04T23:30:00Z");
    expect(formatDate(instant, "UTC")).toBe("March 4, 2026");
    expect(formatDate(instant, "America/Chicago")).toBe("March 4, 2026");
    expect(formatDate(instant, "Asia/Tokyo")).toBe("March 5, 2026");
  });

  test("accepts ISO strings and timestamps", () => {
    expect(formatDate("2026-12-31T23:59:59Z", "UTC")).toBe("December 31, 2026");
    expect(formatDate(Date.UTC(2027, 0, 1, 3), "America/Chicago")).toBe("December 31, 2026");
  });

  test("does not depend on the machine's own time zone", () => {
    const instant = new Date("2026-03-05T00:30:00Z");
    for (const zone of ["UTC", "Pacific/Kiritimati", "Pacific/Pago_Pago"]) {
      process.env.TZ = zone;
      expect(formatDate(instant, "America/Chicago")).toBe("March 4, 2026");
      expect(formatDate(instant, "Asia/Tokyo")).toBe("March 5, 2026");
      expect(formatIsoDate(instant, "America/Chicago")).toBe("2026-03-04");
    }
  });
});

describe("formatIsoDate", () => {
  test("gives the zone's calendar day as yyyy-MM-dd", () => {
    const instant = new Date("2026-03-05T00:30:00Z");
    expect(formatIsoDate(instant, "UTC")).toBe("2026-03-05");
    expect(formatIsoDate(instant, "America/Chicago")).toBe("2026-03-04");
  });
});

describe("nextMidnight", () => {
  // Each case: the instant it is asked at, then the next midnight it must answer, in `zone`.
  test.each([
    ["in UTC is the next 00:00 UTC", "UTC", [["2026-06-15T13:45:00Z", "2026-06-16T00:00:00.000Z"]]],
    [
      "at exactly midnight is the following midnight, not the same instant",
      "UTC",
      [["2026-06-16T00:00:00Z", "2026-06-17T00:00:00.000Z"]],
    ],
    ["in Tokyo is 15:00 UTC", "Asia/Tokyo", [["2026-06-15T16:00:00Z", "2026-06-16T15:00:00.000Z"]]],
    [
      "America/Chicago around the spring change on 2026-03-08 (a 23-hour day)",
      "America/Chicago",
      [
        // Saturday noon CST (UTC-6): midnight that starts the 8th is still CST.
        ["2026-03-07T18:00:00Z", "2026-03-08T06:00:00.000Z"],
        // From that midnight, the next is 23 hours later and in CDT (UTC-5).
        ["2026-03-08T06:00:00Z", "2026-03-09T05:00:00.000Z"],
        // Just after the clocks jump from 02:00 CST to 03:00 CDT.
        ["2026-03-08T08:00:00Z", "2026-03-09T05:00:00.000Z"],
      ],
    ],
    [
      "America/Chicago around the autumn change on 2026-11-01 (a 25-hour day)",
      "America/Chicago",
      [
        // Saturday noon CDT (UTC-5): midnight that starts the 1st is still CDT.
        ["2026-10-31T17:00:00Z", "2026-11-01T05:00:00.000Z"],
        // From that midnight, the next is 25 hours later and in CST (UTC-6).
        ["2026-11-01T05:00:00Z", "2026-11-02T06:00:00.000Z"],
        // During the repeated hour 01:00-02:00 (here the second, CST, pass).
        ["2026-11-01T07:30:00Z", "2026-11-02T06:00:00.000Z"],
      ],
    ],
    [
      // Havana moves from 00:00 CST straight to 01:00 CDT on 2026-03-08.
      "a zone whose midnight is skipped gets the first instant of that day",
      "America/Havana",
      [["2026-03-07T17:00:00Z", "2026-03-08T05:00:00.000Z"]],
    ],
  ] as const)("%s", (_name, zone, cases) => {
    for (const [at, midnight] of cases) {
      expect({ at, next: nextMidnight(new Date(at), zone).toISOString() }).toEqual({ at, next: midnight });
    }
  });
});

describe("a date and time on the site's clock (docs/product.md#scheduled)", () => {
  test("formatDateTime shows the zone's calendar and clock", () => {
    expect(formatDateTime("2036-05-04T12:00:05.000Z", "America/Chicago")).toBe("May 4, 2036, 7:00 AM");
    expect(formatDateTime("2036-05-04T12:00:05.000Z", "Asia/Tokyo")).toBe("May 4, 2036, 9:00 PM");
  });

  test("a datetime-local value and back, in and out of summer time", () => {
    expect(dateTimeInputValue("2036-05-04T12:00:59.000Z", "America/Chicago")).toBe("2036-05-04T07:00");
    expect(instantOfDateTimeInput("2036-05-04T07:00", "America/Chicago")?.toISOString()).toBe(
      "2036-05-04T12:00:00.000Z",
    );
    expect(instantOfDateTimeInput("2036-12-24T18:30", "America/Chicago")?.toISOString()).toBe(
      "2036-12-25T00:30:00.000Z",
    );
    expect(instantOfDateTimeInput("2036-12-24T18:30:15", "UTC")?.toISOString()).toBe("2036-12-24T18:30:15.000Z");
  });

  test("anything else is unreadable", () => {
    for (const value of [
      "",
      "next tuesday",
      "2036-02-31T10:00",
      "2036-13-01T10:00",
      "2036-05-04",
      "2036-05-04T25:00",
    ]) {
      expect(instantOfDateTimeInput(value, "America/Chicago")).toBeNull();
    }
  });
});

describe("formatBytes", () => {
  test.each([
    [512, "512 B"],
    [1536, "1.5 KB"],
    [2.5 * 1024 * 1024, "2.5 MB"],
    [50 * 1024 * 1024, "50 MB"],
  ])("%d bytes read %s", (bytes, text) => {
    expect(formatBytes(bytes)).toBe(text);
  });
});
