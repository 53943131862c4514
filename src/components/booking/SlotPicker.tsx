// The slot part of the booking form (docs/product.md#booking), server-rendered and working without
// JavaScript: the days with free times as links (one day shown at a time), and that day's times as
// radio buttons of the form, each labelled in the visitor's time zone.
import { bookingTexts } from "../../content/booking";

export type PickerSlot = { start: number };
export type PickerDay = { date: string; slots: PickerSlot[] };

export function dayLabel(date: string): string {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  return new Intl.DateTimeFormat("en-GB", { weekday: "long", day: "numeric", month: "long", timeZone: "UTC" }).format(
    new Date(Date.UTC(y, m - 1, d, 12)),
  );
}

export function timeLabel(at: number, timeZone: string): string {
  return new Intl.DateTimeFormat("en-GB", { hour: "2-digit", minute: "2-digit", timeZone }).format(at);
}

export function dateTimeLabel(at: number, timeZone: string): string {
  return new Intl.DateTimeFormat("en-GB", {
    weekday: "short",
    day: "numeric",
    month: "short",
    hour: "2-digit",
    minute: "2-digit",
    timeZone,
  }).format(at);
}

export function SlotPicker(props: {
  days: PickerDay[];
  day: string;
  zone: string;
  /** The address of a day's view, keeping the zone. */
  dayHref: (date: string) => string;
  chosen?: string;
  error?: string;
  /** The nearest free times after a refused one: one list across days, each time with its date. */
  nearest?: boolean;
}) {
  const { days, zone } = props;
  const shown = days.find((d) => d.date === props.day) ?? days[0];
  if (!shown) return null;
  const index = days.indexOf(shown);
  const nav = (date: string | undefined, label: string) =>
    date ? (
      <a href={props.dayHref(date)} className="text-sm font-semibold text-primary underline underline-offset-2">
        {label}
      </a>
    ) : null;
  return (
    <div className="flex flex-col gap-6">
      {props.nearest ? null : (
        <nav aria-labelledby="booking-days-heading">
          <h2 id="booking-days-heading" className="text-lg font-semibold text-fg">
            {bookingTexts.daysHeading}
          </h2>
          <ul className="mt-3 flex flex-wrap gap-2">
            {days.slice(0, 14).map((d) => (
              <li key={d.date}>
                <a
                  href={props.dayHref(d.date)}
                  aria-current={d.date === shown.date ? "date" : undefined}
                  className="inline-flex min-h-11 items-center rounded-md border border-border px-3 text-sm text-fg hover:bg-surface-muted aria-[current=date]:border-primary aria-[current=date]:font-semibold"
                >
                  {dayLabel(d.date)}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <fieldset aria-describedby={props.error ? "booking-slot-error" : undefined}>
        <legend className="text-lg font-semibold text-fg">
          {props.nearest ? bookingTexts.nearest : bookingTexts.slotsOn(dayLabel(shown.date))}
        </legend>
        {props.error ? (
          <p id="booking-slot-error" className="mt-2 text-sm font-medium text-danger">
            {props.error}
          </p>
        ) : null}
        <div className="mt-3 grid grid-cols-2 gap-2 sm:grid-cols-4">
          {shown.slots.map((slot) => {
            const value = new Date(slot.start).toISOString();
            return (
              <label
                key={value}
                className="flex min-h-11 cursor-pointer items-center gap-2 rounded-md border border-border bg-surface px-3 text-fg has-[:checked]:border-primary has-[:checked]:font-semibold"
              >
                <input type="radio" name="slot" value={value} required defaultChecked={props.chosen === value} />
                {props.nearest ? dateTimeLabel(slot.start, zone) : timeLabel(slot.start, zone)}
              </label>
            );
          })}
        </div>
        {props.nearest ? null : (
          <div className="mt-3 flex justify-between gap-4">
            {nav(days[index - 1]?.date, bookingTexts.previousDay)}
            {nav(days[index + 1]?.date, bookingTexts.nextDay)}
          </div>
        )}
      </fieldset>
    </div>
  );
}
