// Scheduling (docs/product.md#booking): the firm's availability document, a meeting type as the
// admin API takes it, and the visitor's booking form, each checked again on the server.
import { z } from "zod";
import { emailAddress, optionalText, textOfLength } from "./fields";

const TIME = /^([01]\d|2[0-3]):[0-5]\d$|^24:00$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** "09:00"–"17:00" in the firm's time zone; the end after the start. */
export const hoursRange = z
  .object({
    start: z.string().regex(TIME, "Use a time like 09:00."),
    end: z.string().regex(TIME, "Use a time like 17:00."),
  })
  .refine((r) => r.start < r.end, { message: "The end must be after the start.", path: ["end"] });
export type HoursRange = z.infer<typeof hoursRange>;

export type Weekday = "mon" | "tue" | "wed" | "thu" | "fri" | "sat" | "sun";

/** A date's own hours: none for a day off or holiday, or other hours (extra or shorter). */
export const availabilityException = z.object({
  date: z.string().regex(DATE, "Use a date like 2026-12-24."),
  hours: z.array(hoursRange).max(8),
  note: z.string().trim().max(200).default(""),
});
export type AvailabilityException = z.infer<typeof availabilityException>;

const dayHours = () => z.array(hoursRange).max(8).default([]);
export const weeklyHours = z.object({
  mon: dayHours(),
  tue: dayHours(),
  wed: dayHours(),
  thu: dayHours(),
  fri: dayHours(),
  sat: dayHours(),
  sun: dayHours(),
});
export type WeeklyHours = z.infer<typeof weeklyHours>;

/** What the admin sets besides meeting types (PUT /api/admin/bookings/availability). */
export const availabilitySchema = z.object({
  /** Off by default: the booking pages answer 404 and the site's calls to action go to /contact. */
  enabled: z.boolean().default(false),
  timeZone: z.string().refine(isTimeZone, "Unknown time zone."),
  weekly: weeklyHours,
  exceptions: z.array(availabilityException).max(400).default([]),
  /** Hours before a meeting its reminder goes out (24 by default; a second one when the firm sets it). */
  reminderHours: z
    .array(
      z
        .number()
        .int()
        .min(1)
        .max(24 * 14),
    )
    .max(2)
    .default([24]),
});
export type Availability = z.infer<typeof availabilitySchema>;

export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat("en", { timeZone: zone });
    return zone.length > 0;
  } catch {
    return false;
  }
}

/** A whole number of minutes or days; `missing` is said when there is none (or not a number). */
const wholeNumber = (missing: string) => z.number({ error: missing }).int("Use a whole number.");
const NOT_NEGATIVE = "Use 0 or more.";

export const meetingTypeSchema = z.object({
  slug: z
    .string()
    .trim()
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "Use lower-case letters, digits and hyphens.")
    .max(60),
  name: textOfLength(2, "Name must be at least 2 characters.").pipe(z.string().max(100)),
  description: z.string().trim().max(1000).default(""),
  durationMinutes: wholeNumber("Enter the duration in minutes.")
    .min(5, "At least 5 minutes.")
    .max(8 * 60, "At most 480 minutes (8 hours)."),
  bufferBeforeMinutes: wholeNumber("Enter the buffer in minutes.")
    .min(0, NOT_NEGATIVE)
    .max(240, "At most 240 minutes.")
    .default(0),
  bufferAfterMinutes: wholeNumber("Enter the buffer in minutes.")
    .min(0, NOT_NEGATIVE)
    .max(240, "At most 240 minutes.")
    .default(0),
  minNoticeMinutes: wholeNumber("Enter the notice in minutes.")
    .min(0, NOT_NEGATIVE)
    .max(60 * 24 * 30, "At most 43200 minutes (30 days).")
    .default(0),
  horizonDays: wholeNumber("Enter a number of days.")
    .min(1, "At least 1 day.")
    .max(365, "At most 365 days.")
    .default(30),
  dailyCap: wholeNumber("Enter a number, or leave it empty for no limit.")
    .min(1, "At least 1, or leave it empty for no limit.")
    .max(50, "At most 50.")
    .nullable()
    .default(null),
  locationKind: z.enum(["video", "phone", "in-person"], { error: "Choose where the meeting takes place." }),
  locationDetail: z.string().trim().max(500).default(""),
  questions: z
    .array(z.string().trim().min(1).max(300, "A question may be at most 300 characters."))
    .max(10, "At most ten questions.")
    .default([]),
  active: z.boolean().default(true),
});
export type MeetingTypeInput = z.infer<typeof meetingTypeSchema>;

export const BOOKING_HONEYPOT_FIELD = "website";
export const BOOKING_STAMP_FIELD = "formStamp";

/** The visitor's form (POST /book/{type}): the same name, e-mail and company rules as the contact form's. */
export const bookingFormSchema = z.object({
  slot: z.iso.datetime({ error: "Please choose a time." }),
  timeZone: z.string().refine(isTimeZone, "Unknown time zone."),
  name: textOfLength(2, "Name must be at least 2 characters."),
  email: emailAddress("Please enter a valid email address."),
  company: optionalText(),
  topic: textOfLength(3, "Please say in a few words what you want to discuss."),
});
export type BookingFormData = z.output<typeof bookingFormSchema>;

/** What a refused booking form shows again: values, errors beside their fields, the notice and nearest times. */
export type BookingFormState = {
  status?: number;
  values?: Partial<Record<"name" | "email" | "company" | "topic" | "slot", string>> & { answers?: string[] };
  errors?: Record<string, string>;
  notice?: string;
  nearest?: { start: number }[];
};

/** The page a booking form post is answered with when it is not a redirect (src/api/book.ts). */
export type BookingFormAnswer =
  | { page: "book"; typeId: number; state: BookingFormState }
  | { page: "reschedule"; state: BookingFormState }
  | { page: "cancelled" };
