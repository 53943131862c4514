// A booking's e-mails (docs/product.md#booking): to the visitor and to the firm when it is made,
// moved or cancelled, each with the invite (METHOD:REQUEST, or CANCEL), and reminders before it.
// Made when sent, from the booking as it is then: a reminder or an update queued for an earlier
// version of the booking (its SEQUENCE) sends nothing, nor does anything about an erased person.
// Plain text; the visitor's mails carry the signed cancel and reschedule links.
import type { Booking, MeetingType } from "../../db/schema";
import { oneLine } from "../contact-mail";
import type { MailAddress, OutgoingMail } from "../mailer";
import { inviteIcs, locationText } from "./invite";
import type { BookingLinks } from "./links";

export type BookingMailKind = "confirmed" | "moved" | "cancelled" | "reminder";
export type BookingMailPayload = { mail: BookingMailKind; to: "visitor" | "firm"; sequence: number };

/** "Monday, 19 October 2026, 09:00 (Central European Summer Time)" in `timeZone`. */
export function whenText(at: Date, timeZone: string): string {
  return new Intl.DateTimeFormat("en-GB", {
    weekday: "long",
    day: "numeric",
    month: "long",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    timeZone,
    timeZoneName: "long",
  }).format(at);
}

const SUBJECTS: Record<BookingMailKind, string> = {
  confirmed: "Booked",
  moved: "Moved",
  cancelled: "Cancelled",
  reminder: "Reminder",
};

export function composeBookingMail(
  booking: Booking,
  type: MeetingType,
  payload: BookingMailPayload,
  site: {
    siteUrl: string;
    firmName: string;
    firmEmail: string;
    firmTimeZone: string;
    from: MailAddress;
    links: BookingLinks;
    now: number;
  },
): OutgoingMail | null {
  const current = booking.status === "cancelled" ? payload.mail === "cancelled" : payload.mail !== "cancelled";
  if (payload.sequence !== booking.sequence || !current) return null;
  const host = new URL(site.siteUrl).hostname;
  const toVisitor = payload.to === "visitor";
  const name = oneLine(booking.name);
  const links = {
    cancel: site.links.url("cancel", booking.uid),
    reschedule: site.links.url("reschedule", booking.uid),
  };
  const zone = toVisitor ? booking.timeZone : site.firmTimeZone;
  const invite = inviteIcs(
    {
      booking,
      type,
      organizer: { name: site.firmName, email: site.firmEmail },
      firmName: site.firmName,
      links: toVisitor ? links : undefined,
    },
    new Date(site.now),
  );
  const lines = [
    toVisitor ? `Hello ${name},` : `${name} (${booking.email}) booked with the site.`,
    "",
    payload.mail === "cancelled"
      ? `This meeting is cancelled: ${type.name}, ${whenText(booking.startsAt, zone)}.`
      : `${type.name}: ${whenText(booking.startsAt, zone)}, ${type.durationMinutes} minutes.`,
    payload.mail === "cancelled" && booking.cancelMessage ? `\n${booking.cancelMessage}` : "",
    payload.mail === "cancelled" ? "" : `Where: ${locationText(type)}`,
    toVisitor ? "" : `Company: ${booking.company ? oneLine(booking.company) : "(not given)"}`,
    `Topic: ${booking.topic}`,
    ...booking.answers.map((a) => `${a.question}: ${a.answer}`),
    "",
    toVisitor && payload.mail !== "cancelled"
      ? `To move it: ${links.reschedule}\nTo cancel it: ${links.cancel}`
      : toVisitor
        ? ""
        : `Every booking is also in the admin area: ${site.siteUrl}/admin`,
    "",
    `-- ${site.firmName}`,
    "",
  ];
  return {
    from: site.from,
    to: toVisitor ? booking.email : site.firmEmail,
    replyTo: toVisitor ? { name: site.firmName, address: site.firmEmail } : { name, address: booking.email },
    subject: `${SUBJECTS[payload.mail]}: ${type.name} ${toVisitor ? `with ${site.firmName}` : `with ${name}`}, ${whenText(booking.startsAt, zone)}`,
    text: lines.filter((line, i) => line !== "" || lines[i - 1] !== "").join("\n"),
    messageId: `<booking-${booking.id}.${payload.mail}.${payload.to}.${booking.sequence}@${host}>`,
    // A reminder is a note, not a change: the calendar already has the event.
    ...(payload.mail === "reminder" ? {} : { icalEvent: invite }),
  };
}
