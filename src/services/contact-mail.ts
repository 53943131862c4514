// The e-mail a contact message becomes: to the site's own address (the settings' e-mail as it is
// when the mail is sent, never an address from the request), from MAIL_FROM, with Reply-To set to the visitor so that answering the mail
// answers them. Plain text only: nothing the visitor typed is ever interpreted as markup. The
// Message-ID is fixed per message, so a resend after a crash is recognisably the same mail.
import type { ContactMessage } from "../db/schema";
import { contactServiceOptions } from "../content/contact";
import type { MailAddress, OutgoingMail } from "./mailer";

type ContactMailSettings = {
  /** The site's address (the settings' e-mail): the only recipient there is. */
  to: string;
  from: MailAddress;
  /** The site's origin, for the Message-ID's domain and the line pointing to the admin area. */
  siteUrl: string;
  timeZone: string;
};

export function composeContactMail(message: ContactMessage, settings: ContactMailSettings): OutgoingMail {
  const name = oneLine(message.name);
  const service = serviceLabel(message.service);
  const host = new URL(settings.siteUrl).hostname;
  const received = new Intl.DateTimeFormat("en-US", {
    year: "numeric",
    month: "long",
    day: "numeric",
    hour: "numeric",
    minute: "2-digit",
    timeZone: settings.timeZone,
    timeZoneName: "short",
  }).format(message.createdAt);
  const text = [
    `Name: ${name}`,
    `Email: ${message.email}`,
    `Company: ${message.company ? oneLine(message.company) : "(not given)"}`,
    `Service: ${service}`,
    "",
    "Message:",
    message.message,
    "",
    "--",
    `Sent with the contact form of ${settings.siteUrl} on ${received} (message #${message.id}).`,
    `Reply to this e-mail to answer ${name}; every message is also kept in the admin area: ${settings.siteUrl}/admin`,
    "",
  ].join("\n");
  return {
    from: settings.from,
    to: settings.to,
    replyTo: { name, address: message.email },
    subject: `Contact form: ${name} (${service})`,
    text,
    messageId: `<contact-${message.id}.${message.createdAt.getTime()}@${host}>`,
  };
}

/** The label a visitor chose ("Fractional CPO"), or the stored value if it is not an option. */
export function serviceLabel(value: string): string {
  return contactServiceOptions.find((option) => option.value === value)?.label ?? value;
}

// A header value is one line: line breaks and other control characters become spaces.
export function oneLine(text: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point
  return text.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g, " ").trim();
}
