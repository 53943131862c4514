// Sending e-mail: a small interface over nodemailer's SMTP transport, configured by one URL
// (SMTP_URL, e.g. smtp://user:password@smtp.example.com:587 or smtps://…:465). Time limits keep a
// hanging server from holding a send for long (the outbox's lease is longer than all of them
// together). The URL's password never appears in what `describe` returns or in any log line.
import { createTransport } from "nodemailer";

export type MailAddress = { name?: string; address: string };

export type OutgoingMail = {
  from: MailAddress;
  to: string;
  replyTo: MailAddress;
  subject: string;
  text: string;
  /** "<id@host>", fixed per message. */
  messageId: string;
  /** An iCalendar invite (a booking's), sent as the text/calendar part with its METHOD. */
  icalEvent?: { method: "REQUEST" | "CANCEL"; content: string };
};

export type Mailer = {
  /** Resolves with the SMTP server's answer once it accepted the mail; rejects otherwise. */
  send(mail: OutgoingMail): Promise<{ response: string }>;
  close(): void;
  /** Where mail goes, without credentials: "smtp://smtp.example.com:587". */
  describe: string;
};

const SMTP_TIMEOUTS = { connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 60_000 } as const;

export function createSmtpMailer(smtpUrl: string): Mailer {
  const transport = createTransport({ url: smtpUrl, ...SMTP_TIMEOUTS });
  return {
    async send(mail) {
      const info = await transport.sendMail({
        from: mail.from,
        to: mail.to,
        replyTo: mail.replyTo,
        subject: mail.subject,
        text: mail.text,
        messageId: mail.messageId,
        ...(mail.icalEvent ? { icalEvent: { ...mail.icalEvent, filename: "invite.ics" } } : {}),
      });
      if (info.rejected?.length)
        throw new Error(`The SMTP server refused the recipient: ${info.response ?? ""}`.trim());
      return { response: info.response ?? "accepted" };
    },
    close() {
      transport.close();
    },
    describe: describeSmtpUrl(smtpUrl),
  };
}

/** The URL without user name, password or query: safe to print. */
export function describeSmtpUrl(smtpUrl: string): string {
  const url = new URL(smtpUrl);
  const port = url.port || (url.protocol === "smtps:" ? "465" : "587");
  return `${url.protocol}//${url.hostname}:${port}`;
}
