// The booking page's time zone chooser (docs/product.md#booking): a plain GET form that works
// without JavaScript, and, once hydrated on a page whose address names no zone, the visitor's own
// zone as the browser knows it, loaded in place of the site's (the only thing it adds).
import { useEffect } from "react";
import { bookingTexts } from "../content/booking";

export type BookingTimeZoneProps = {
  zone: string;
  zones: string[];
  /** The address names no zone yet: detect the visitor's. */
  detect: boolean;
};

export default function BookingTimeZone({ zone, zones, detect }: BookingTimeZoneProps) {
  useEffect(() => {
    if (!detect) return;
    const own = Intl.DateTimeFormat().resolvedOptions().timeZone;
    if (!own || own === zone || !zones.includes(own)) return;
    const url = new URL(window.location.href);
    url.searchParams.set("tz", own);
    window.location.replace(url.href);
  }, [detect, zone, zones]);

  return (
    <form method="get" className="flex flex-wrap items-end gap-3" data-booking-zone="">
      <div className="flex flex-col gap-1">
        <label htmlFor="booking-zone" className="text-sm font-medium text-fg">
          {bookingTexts.timeZone}
        </label>
        <select
          id="booking-zone"
          name="tz"
          defaultValue={zone}
          className="min-h-11 max-w-[20rem] rounded-md border border-border bg-surface px-3 text-fg"
        >
          {zones.map((z) => (
            <option key={z} value={z}>
              {z.replaceAll("_", " ")}
            </option>
          ))}
        </select>
      </div>
      <button
        type="submit"
        className="min-h-11 rounded-md border border-border bg-surface px-4 text-sm font-semibold text-fg hover:bg-surface-muted"
      >
        {bookingTexts.changeTimeZone}
      </button>
    </form>
  );
}
