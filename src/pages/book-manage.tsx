// The pages a booking's signed links open (docs/product.md#booking), no account needed:
// /book/booked/{uid} (what was booked, after booking), /book/cancel/{uid} (a form that cancels)
// and /book/reschedule/{uid} (the free times of its type, its own time counted free, and a form
// that moves it). Each link is signed for its one purpose (src/services/booking/links.ts); a wrong
// or cancelled one shows a page that says so, never someone else's booking. Private and noindex.
import { whenText } from "../services/booking/mail";
import { bookingTexts } from "../content/booking";
import type { Booking, MeetingType } from "../db/schema";
import type { LinkPurpose } from "../services/booking/links";
import type { BookingFormState } from "../shared/schemas/booking";
import { BookingForm, BookingNotice, freeDays, visitorZone } from "./book";
import { missingItemView } from "./not-found";
import type { Page, PageContext, PageView } from "./page";

type Found = { booking: Booking; type: MeetingType };

/** The booking a signed link names, or null when the link is not valid for `purpose`. */
export function linkedBooking(
  ctx: Pick<PageContext, "services" | "params" | "query">,
  purpose: LinkPurpose,
): Found | null {
  const booking = ctx.services.booking;
  const uid = ctx.params.uid ?? "";
  if (!booking.links.verify(purpose, uid, ctx.query.sig)) return null;
  const found = booking.byUid(uid);
  const type = found ? booking.types.get(found.meetingTypeId) : null;
  return found && type ? { booking: found, type } : null;
}

export const badLinkView = (path: string, status = 404): PageView =>
  missingItemView(
    path,
    { title: bookingTexts.title, text: bookingTexts.badLink, link: { href: "/book", label: bookingTexts.title } },
    status,
  );

function messageView(path: string, title: string, lines: string[], status?: number): PageView {
  return {
    status,
    cache: "private",
    meta: { title, description: bookingTexts.description, path, noindex: true },
    body: (
      <section className="container-page flex max-w-2xl flex-col gap-4 py-16" data-booking-message="">
        <h1 className="font-heading text-3xl font-semibold tracking-tight text-fg">{title}</h1>
        {lines.map((line) => (
          <p key={line} className="text-fg">
            {line}
          </p>
        ))}
      </section>
    ),
  };
}

const summary = ({ booking, type }: Found) => `${type.name}: ${whenText(booking.startsAt, booking.timeZone)}`;

export const bookedPage: Page = (ctx) => {
  const found = linkedBooking(ctx, "view");
  if (!found) return badLinkView(ctx.path);
  if (found.booking.status === "cancelled")
    return messageView(ctx.path, bookingTexts.cancel.title, [bookingTexts.cancel.gone]);
  return messageView(ctx.path, bookingTexts.booked.title, [summary(found), bookingTexts.booked.text]);
};

/** The cancel page, or after cancelling (`done`) its confirmation. */
export function cancelView(ctx: Pick<PageContext, "services" | "params" | "query" | "path">, done = false): PageView {
  const found = linkedBooking(ctx, "cancel");
  if (!found) return badLinkView(ctx.path);
  if (done) return messageView(ctx.path, bookingTexts.cancel.title, [summary(found), bookingTexts.cancel.done]);
  if (found.booking.status !== "confirmed" || found.booking.startsAt.getTime() <= ctx.services.booking.now())
    return messageView(ctx.path, bookingTexts.cancel.title, [bookingTexts.cancel.gone], 410);
  return {
    cache: "private",
    meta: { title: bookingTexts.cancel.title, description: bookingTexts.description, path: ctx.path, noindex: true },
    body: (
      <section className="container-page flex max-w-2xl flex-col gap-4 py-16">
        <h1 className="font-heading text-3xl font-semibold tracking-tight text-fg">{bookingTexts.cancel.title}</h1>
        <p className="text-fg">{summary(found)}</p>
        <form
          method="post"
          action={`${ctx.path}?sig=${encodeURIComponent(ctx.query.sig ?? "")}`}
          className="flex flex-col gap-4"
        >
          <label htmlFor="cancel-reason" className="text-sm font-medium text-fg">
            {bookingTexts.cancel.reason}
          </label>
          <textarea
            id="cancel-reason"
            name="message"
            rows={3}
            maxLength={1000}
            className="rounded-md border border-border bg-surface px-3 py-2 text-fg"
          />
          <div>
            <button type="submit" className="btn-primary">
              {bookingTexts.cancel.submit}
            </button>
          </div>
        </form>
      </section>
    ),
  };
}

export const cancelPage: Page = (ctx) => cancelView(ctx);

export async function rescheduleView(
  ctx: Pick<PageContext, "services" | "params" | "query" | "path">,
  state: BookingFormState = {},
): Promise<PageView> {
  const found = linkedBooking(ctx, "reschedule");
  if (!found) return badLinkView(ctx.path);
  const { booking, type } = found;
  if (booking.status !== "confirmed" || booking.startsAt.getTime() <= ctx.services.booking.now())
    return messageView(ctx.path, bookingTexts.reschedule.title, [bookingTexts.cancel.gone], 410);
  const zone = visitorZone(ctx.query, booking.timeZone);
  const days = await freeDays(ctx.services, type, zone, booking.id);
  const sig = encodeURIComponent(ctx.query.sig ?? "");
  const dayHref = (date: string) => `${ctx.path}?sig=${sig}&tz=${encodeURIComponent(zone)}&day=${date}`;
  const nearest = state.nearest?.length ? [{ date: "nearest", slots: state.nearest }] : null;
  return {
    status: state.status,
    cache: "private",
    meta: {
      title: bookingTexts.reschedule.title,
      description: bookingTexts.description,
      path: ctx.path,
      noindex: true,
    },
    body: (
      <section className="container-page flex flex-col gap-6 py-16">
        <h1 className="font-heading text-3xl font-semibold tracking-tight text-fg">{bookingTexts.reschedule.title}</h1>
        <p className="text-fg">{summary(found)}</p>
        <BookingNotice notice={state.notice} />
        {days === null ? (
          <p className="text-fg">{bookingTexts.calendarUnavailable}</p>
        ) : (
          <BookingForm
            action={`${ctx.path}?sig=${sig}`}
            zone={zone}
            days={nearest ?? days}
            day={nearest ? "nearest" : (ctx.query.day ?? "")}
            dayHref={dayHref}
            questions={[]}
            state={state}
            timeOnly
            submit={bookingTexts.reschedule.submit}
          />
        )}
      </section>
    ),
  };
}

export const reschedulePage: Page = (ctx) => rescheduleView(ctx);
