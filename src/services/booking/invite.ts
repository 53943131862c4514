// The iCalendar of a booking (RFC 5545), built with ical-generator: the invite the e-mails carry
// (METHOD:REQUEST, and METHOD:CANCEL once cancelled), the event written to the firm's CalDAV
// calendar (no METHOD, as CalDAV stores objects), and the secret ICS feed. One UID per booking for
// its whole life and a SEQUENCE that every change counts up, so a calendar app updates or removes
// the event it already has instead of adding another. Times are written in UTC ("…Z"), which every
// calendar shows in its owner's own zone, so no VTIMEZONE is needed.
import ical, {
  ICalAttendeeRole,
  ICalAttendeeStatus,
  ICalCalendarMethod,
  type ICalCalendar,
  ICalEventStatus,
} from "ical-generator";
import type { Booking, MeetingType } from "../../db/schema";

export type InviteParty = { name: string; email: string };

export type InviteFacts = {
  booking: Booking;
  type: MeetingType;
  organizer: InviteParty;
  /** The firm's name, for the summary and PRODID. */
  firmName: string;
  /** Links the visitor can use, written into the description. */
  links?: { cancel: string; reschedule: string };
};

function calendar(firmName: string, method?: ICalCalendarMethod): ICalCalendar {
  return ical({ prodId: { company: firmName, product: "Bookings", language: "EN" }, ...(method ? { method } : {}) });
}

export const locationText = (type: MeetingType) =>
  type.locationDetail ||
  (type.locationKind === "video" ? "Video call" : type.locationKind === "phone" ? "Phone call" : "In person");

function addEvent(cal: ICalCalendar, facts: InviteFacts, stamp: Date) {
  const { booking, type, organizer } = facts;
  const cancelled = booking.status === "cancelled";
  const description = [
    `Topic: ${booking.topic}`,
    booking.company ? `Company: ${booking.company}` : "",
    ...booking.answers.map((a) => `${a.question}: ${a.answer}`),
    facts.links ? `\nReschedule: ${facts.links.reschedule}\nCancel: ${facts.links.cancel}` : "",
  ]
    .filter(Boolean)
    .join("\n");
  cal.createEvent({
    id: booking.uid,
    sequence: booking.sequence,
    stamp,
    start: booking.startsAt,
    end: booking.endsAt,
    summary: `${type.name}: ${booking.name} and ${facts.firmName}`,
    description,
    location: locationText(type),
    status: cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    organizer: { name: organizer.name, email: organizer.email },
    attendees: [
      {
        name: booking.name,
        email: booking.email,
        role: ICalAttendeeRole.REQ,
        status: cancelled ? ICalAttendeeStatus.DECLINED : ICalAttendeeStatus.ACCEPTED,
        rsvp: false,
      },
    ],
  });
}

/** The invite an e-mail carries: REQUEST for a held booking, CANCEL for a cancelled one. */
export function inviteIcs(facts: InviteFacts, stamp: Date): { method: "REQUEST" | "CANCEL"; content: string } {
  const method = facts.booking.status === "cancelled" ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST;
  const cal = calendar(facts.firmName, method);
  addEvent(cal, facts, stamp);
  return { method: method === ICalCalendarMethod.CANCEL ? "CANCEL" : "REQUEST", content: cal.toString() };
}

/** The event as stored in a CalDAV calendar, or as a feed of several. */
export function calendarIcs(firmName: string, events: Omit<InviteFacts, "firmName">[], stamp: Date): string {
  const cal = calendar(firmName);
  for (const facts of events) addEvent(cal, { ...facts, firmName }, stamp);
  return cal.toString();
}
