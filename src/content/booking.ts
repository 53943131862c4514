// The booking pages' words (docs/product.md#booking).
import { contactForm } from "./contact";

export const bookingTexts = {
  title: "Book a Call",
  description: "Pick a time that suits you for a call with us; you get a calendar invite by e-mail.",
  chooseType: "What would you like to book?",
  minutes: (n: number) => `${n} minutes`,
  location: { video: "Video call", phone: "Phone call", "in-person": "In person" } as const,
  timeZone: "Times shown in",
  changeTimeZone: "Change",
  noSlots: "No free times in the coming weeks. Please write to us through the contact form instead.",
  contactLink: { href: "/contact", label: "Contact form" },
  calendarUnavailable:
    "Our calendar cannot be read right now, so no times are offered. Please try again in a few minutes, or write to us.",
  daysHeading: "Days with free times",
  slotsOn: (day: string) => `Free times on ${day}`,
  nearest: "The nearest free times",
  previousDay: "Earlier day",
  nextDay: "Later day",
  detailsHeading: "Your details",
  fields: {
    name: "Name",
    email: "Email",
    company: "Company (optional)",
    topic: "What would you like to discuss?",
  },
  submit: "Book this time",
  /** The same privacy line as the contact form's (docs/product.md#consent). */
  consent: {
    before: "We store your booking to hold the meeting, as our ",
    link: contactForm.consent.link,
    after: " describes.",
  },
  pickSlot: "Please choose a time.",
  invalid: "Please check the fields marked below.",
  taken: "Sorry, that time was just taken. Here are the nearest free times:",
  limited: (seconds: number) =>
    `Too many bookings from your network. Please try again in ${Math.ceil(seconds / 60)} minutes.`,
  tooFast: (seconds: number) => `Please wait ${seconds} seconds and send again.`,
  booked: {
    title: "You're booked",
    text: "We've sent you an e-mail with a calendar invite and links to move or cancel the meeting.",
  },
  cancel: {
    title: "Cancel this meeting?",
    reason: "A message for us (optional)",
    submit: "Cancel the meeting",
    done: "The meeting is cancelled. We've sent you an e-mail to confirm.",
    gone: "This meeting is already cancelled or over.",
  },
  reschedule: {
    title: "Move this meeting",
    submit: "Move to this time",
  },
  badLink: "This link is not valid. Please use the link in your most recent e-mail from us.",
} as const;
