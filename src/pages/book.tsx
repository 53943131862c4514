// Booking (/book, /book/{type}; docs/product.md#booking): the meeting types, then one type's free
// times in the visitor's time zone, one day at a time, and the form that books one. Everything is
// a plain server-rendered form (a radio button per time, GET links between days, a GET form for the
// zone), so it works without JavaScript; the one island only detects the visitor's zone. Rendered
// per request (private): free times change with the clock and every booking, and the form carries
// this view's stamp (src/services/form-stamp.ts). Off (the default) or without an active type,
// both answer 404.
import { ConsentNote } from "../components/ConsentNote";
import { Hero } from "../components/Hero";
import { type PickerDay, SlotPicker } from "../components/booking/SlotPicker";
import { bookingTexts } from "../content/booking";
import type { MeetingType } from "../db/schema";
import type { Services } from "../services";
import { slotsByDay } from "../services/booking/slots";
import {
  BOOKING_HONEYPOT_FIELD,
  BOOKING_STAMP_FIELD,
  type BookingFormState,
  isTimeZone,
} from "../shared/schemas/booking";
import { Island } from "./Island";
import { notFoundPage } from "./not-found";
import type { Page, PageContext, PageView } from "./page";

const zonesOf = (zone: string) => {
  const all = Intl.supportedValuesOf("timeZone");
  return all.includes(zone) ? all : [zone, ...all];
};

/** The visitor's zone from the query, else the firm's. */
export const visitorZone = (query: Readonly<Record<string, string>>, firmZone: string) =>
  query.tz && isTimeZone(query.tz) ? query.tz : firmZone;

export const bookListPage: Page = (ctx) => {
  const booking = ctx.services.booking;
  if (!booking.isOpen()) return notFoundPage(ctx);
  const types = booking.types.list({ activeOnly: true });
  return {
    cache: "private",
    meta: { title: bookingTexts.title, description: bookingTexts.description, path: "/book" },
    body: (
      <>
        <Hero title={bookingTexts.title} subtitle={bookingTexts.description} />
        <section className="container-page py-12" aria-labelledby="booking-types-heading">
          <h2 id="booking-types-heading" className="font-heading text-2xl font-semibold text-fg">
            {bookingTexts.chooseType}
          </h2>
          <ul className="mt-6 grid gap-4 sm:grid-cols-2">
            {types.map((type) => (
              <li key={type.id} className="rounded-xl border border-border bg-surface p-6 shadow-sm">
                <h3 className="text-lg font-semibold">
                  <a href={`/book/${type.slug}`} className="text-primary underline underline-offset-2">
                    {type.name}
                  </a>
                </h3>
                <p className="mt-1 text-sm text-muted">
                  {bookingTexts.minutes(type.durationMinutes)} · {bookingTexts.location[type.locationKind]}
                </p>
                {type.description ? <p className="mt-3 text-fg">{type.description}</p> : null}
              </li>
            ))}
          </ul>
        </section>
      </>
    ),
  };
};

/** The free days of a type for a visitor's zone, or null when the firm's calendar cannot be read. */
export async function freeDays(services: Services, type: MeetingType, zone: string, exceptId?: number) {
  try {
    const busy = await services.booking.busyTimes(type.horizonDays);
    const slots =
      exceptId === undefined ? services.booking.slots(type, busy) : services.booking.slotsExcept(type, busy, exceptId);
    return slotsByDay(slots, zone);
  } catch {
    return null;
  }
}

export const bookTypePage: Page = async (ctx) => {
  const type = ctx.services.booking.isOpen() ? ctx.services.booking.types.bySlug(ctx.params.type ?? "") : null;
  if (!type?.active) return notFoundPage(ctx);
  const zone = visitorZone(ctx.query, ctx.services.booking.store.availability().timeZone);
  const days = await freeDays(ctx.services, type, zone);
  return bookTypeView(ctx, type, { zone, days, day: ctx.query.day ?? "", detect: !ctx.query.tz });
};

export function bookTypeView(
  ctx: Pick<PageContext, "services">,
  type: MeetingType,
  view: { zone: string; days: PickerDay[] | null; day: string; detect: boolean },
  state: BookingFormState = {},
): PageView {
  const { zone, days } = view;
  const base = `/book/${type.slug}`;
  const dayHref = (date: string) => `${base}?tz=${encodeURIComponent(zone)}&day=${date}#booking-form`;
  const nearest = state.nearest?.length ? [{ date: "nearest", slots: state.nearest }] : null;
  return {
    status: state.status,
    cache: "private",
    meta: {
      title: `${type.name} · ${bookingTexts.title}`,
      description: type.description || bookingTexts.description,
      path: base,
    },
    body: (
      <>
        <Hero
          eyebrow={bookingTexts.title}
          title={type.name}
          subtitle={`${bookingTexts.minutes(type.durationMinutes)} · ${bookingTexts.location[type.locationKind]}`}
        />
        <section id="booking-form" className="container-page flex flex-col gap-8 py-12" aria-label={bookingTexts.title}>
          {type.description ? <p className="max-w-3xl text-fg">{type.description}</p> : null}
          <Island name="BookingTimeZone" props={{ zone, zones: zonesOf(zone), detect: view.detect }} />
          <BookingNotice notice={state.notice} />
          {days === null ? (
            <p className="text-fg">{bookingTexts.calendarUnavailable}</p>
          ) : days.length === 0 && !nearest ? (
            <p className="text-fg">
              {bookingTexts.noSlots}{" "}
              <a href={bookingTexts.contactLink.href} className="font-semibold text-primary underline">
                {bookingTexts.contactLink.label}
              </a>
            </p>
          ) : (
            <BookingForm
              action={base}
              zone={zone}
              days={nearest ?? days}
              day={nearest ? "nearest" : view.day}
              dayHref={dayHref}
              stamp={ctx.services.booking.stamp.issue()}
              questions={type.questions}
              state={state}
            />
          )}
        </section>
      </>
    ),
  };
}

const inputClass = "mt-1 block min-h-11 w-full rounded-md border border-border bg-surface px-3 py-2 text-fg";

function Field(props: {
  name: string;
  label: string;
  value?: string;
  error?: string;
  type?: string;
  required?: boolean;
  autoComplete?: string;
  multiline?: boolean;
}) {
  const id = `booking-${props.name}`;
  const common = {
    id,
    name: props.name,
    defaultValue: props.value ?? "",
    required: props.required,
    "aria-invalid": props.error ? true : undefined,
    "aria-describedby": props.error ? `${id}-error` : undefined,
    className: inputClass,
  };
  return (
    <div>
      <label htmlFor={id} className="text-sm font-medium text-fg">
        {props.label}
      </label>
      {props.multiline ? (
        <textarea rows={4} {...common} />
      ) : (
        <input type={props.type ?? "text"} autoComplete={props.autoComplete} {...common} />
      )}
      {props.error ? (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-danger">
          {props.error}
        </p>
      ) : null}
    </div>
  );
}

/** The one form: a time, the visitor's details, the consent line; used by booking and by moving. */
export function BookingForm(props: {
  action: string;
  zone: string;
  days: PickerDay[];
  day: string;
  dayHref: (date: string) => string;
  stamp?: string;
  questions: string[];
  state: BookingFormState;
  /** Moving a booking asks only for the new time. */
  timeOnly?: boolean;
  submit?: string;
}) {
  const { values = {}, errors = {} } = props.state;
  const detail = (name: "name" | "email" | "company" | "topic") => ({
    name,
    label: bookingTexts.fields[name],
    value: values[name],
    error: errors[name],
  });
  return (
    <form method="post" action={props.action} className="flex flex-col gap-8" data-booking-form="">
      <input type="hidden" name="timeZone" value={props.zone} />
      <SlotPicker
        days={props.days}
        day={props.day}
        zone={props.zone}
        dayHref={props.dayHref}
        chosen={values.slot}
        error={errors.slot}
        nearest={props.day === "nearest"}
      />
      {props.timeOnly ? null : (
        <fieldset className="flex flex-col gap-5">
          <legend className="text-lg font-semibold text-fg">{bookingTexts.detailsHeading}</legend>
          <div className="grid gap-5 sm:grid-cols-2">
            <Field {...detail("name")} required autoComplete="name" />
            <Field {...detail("email")} type="email" required autoComplete="email" />
          </div>
          <Field {...detail("company")} autoComplete="organization" />
          <Field {...detail("topic")} required multiline />
          {props.questions.map((question, i) => (
            <Field key={question} name={`answer${i}`} label={question} value={values.answers?.[i]} />
          ))}
          <div aria-hidden="true" className="hidden">
            <label>
              Website
              <input type="text" name={BOOKING_HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
            </label>
          </div>
          {props.stamp ? <input type="hidden" name={BOOKING_STAMP_FIELD} value={props.stamp} /> : null}
          <ConsentNote consent={bookingTexts.consent} data-booking-consent="" />
        </fieldset>
      )}
      <div>
        <button type="submit" className="btn-primary">
          {props.submit ?? bookingTexts.submit}
        </button>
      </div>
    </form>
  );
}

/** Why the form came back (a slot just taken, a field to fix), read out as it appears. */
export function BookingNotice({ notice }: { notice?: string | null }) {
  if (!notice) return null;
  return (
    <p
      role="alert"
      data-booking-notice=""
      className="rounded-md border border-danger bg-surface px-4 py-3 font-medium text-danger"
    >
      {notice}
    </p>
  );
}
