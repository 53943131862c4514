// The hours form's values and what they become (docs/product.md#admin-bookings): the weekly ranges
// per weekday and the exceptions by date, checked with the server's own schema, each problem named
// by the day or the exception it is in, so the message stands beside it.
import { apiRequest } from "../../../client/api";
import { fieldErrorsOf } from "../../../shared/field-errors";
import {
  type Availability,
  availabilityException,
  availabilitySchema,
  type HoursRange,
  type WeeklyHours,
} from "../../../shared/schemas/booking";
import type { FieldErrors } from "../shared/data/mutation";
import { BOOKING_AVAILABILITY_PATH } from "../shared/data/paths";
import { bookingAdminTexts } from "./texts";

const texts = bookingAdminTexts.hours;
/** One reminder's hours, as the server's schema takes them. */
const REMINDER_HOURS = availabilitySchema.shape.reminderHours.unwrap().element;

/** A date's own hours as the form edits them: a day off, or other hours. */
export type ExceptionValues = { date: string; off: boolean; hours: HoursRange[]; note: string };

/** The reminders as typed: hours before the meeting, the second one optional (blank: none). */
export type HoursValues = {
  timeZone: string;
  weekly: WeeklyHours;
  exceptions: ExceptionValues[];
  firstReminder: string;
  secondReminder: string;
};

export function hoursValuesOf(availability: Availability): HoursValues {
  return {
    timeZone: availability.timeZone,
    weekly: availability.weekly,
    exceptions: availability.exceptions.map((exception) => ({ ...exception, off: exception.hours.length === 0 })),
    firstReminder: availability.reminderHours[0]?.toString() ?? "",
    secondReminder: availability.reminderHours[1]?.toString() ?? "",
  };
}

const exceptionBody = ({ off, hours, ...rest }: ExceptionValues) => ({ ...rest, hours: off ? [] : hours });

/**
 * Saves a change to the availability document, made to what the server holds now: the switch and
 * the hours form each change their part of the one document, and a copy read before the other's
 * save (or another admin's) would put the old part back.
 */
export async function changeAvailability(change: (current: Availability) => Availability) {
  const current = await apiRequest<{ data: Availability }>(BOOKING_AVAILABILITY_PATH);
  return apiRequest(BOOKING_AVAILABILITY_PATH, { method: "PUT", body: change(current.data) });
}

/**
 * The reminders' hours: each typed one, blanks left out; a whole number goes as one, anything else as
 * typed, for the schema to refuse under "reminderHours.0" or ".1".
 */
const reminderHours = (values: HoursValues) =>
  [values.firstReminder, values.secondReminder]
    .map((typed) => typed.trim())
    .filter(Boolean)
    .map((typed) => (/^\d+$/.test(typed) ? Number(typed) : typed)) as number[];

/** The PUT body: the form's values over what is stored (the switch is not the form's). */
export function availabilityBody(values: HoursValues, stored: Availability): Availability {
  return {
    ...stored,
    timeZone: values.timeZone,
    weekly: values.weekly,
    exceptions: values.exceptions.map(exceptionBody),
    reminderHours: reminderHours(values),
  };
}

/** Each problem by where it is: "timeZone", "weekly.mon" (a weekday), "exceptions.0" (an exception). */
export function hoursErrors(values: HoursValues, stored: Availability): FieldErrors {
  const errors: FieldErrors = fieldErrorsOf(availabilitySchema, availabilityBody(values, stored), { nested: true });
  delete errors.exceptions;
  // The schema names the list; each reminder is checked on its own, so the message stands under it.
  delete errors.reminderHours;
  for (const name of ["firstReminder", "secondReminder"] as const) {
    const typed = values[name].trim();
    if (typed && !(/^\d+$/.test(typed) && REMINDER_HOURS.safeParse(Number(typed)).success))
      errors[name] = texts.reminderInvalid;
  }
  values.exceptions.forEach((exception, index) => {
    const result = availabilityException.safeParse(exceptionBody(exception));
    const message = result.success
      ? exception.off || exception.hours.length > 0
        ? undefined
        : "Add the hours of that day, or make it a day off."
      : result.error.issues[0]?.message;
    if (message) errors[`exceptions.${index}`] = message;
  });
  return errors;
}
