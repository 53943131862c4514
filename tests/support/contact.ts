// Helpers for the contact tests: an app on a given database file with the contact options a test
// needs (several apps on one file stand for restarts or a second process), a clock to move, the
// form's stamp as a visitor gets it in the hidden field of GET /contact, and a real SMTP server on
// loopback (the smtp-server package) that keeps what it receives.
import type { Database } from "bun:sqlite";
import { createServer, type AddressInfo } from "node:net";
import { join } from "node:path";
import { SMTPServer } from "smtp-server";
import { manifest } from "#build/assets";
import { openDatabase } from "../../src/db/client";
import { createApp } from "../../src/server/app";
import type { ContactOptions } from "../../src/services/contact";
import type { WebhookOptions } from "../../src/services/webhooks";
import { createLocalStorage } from "../../src/storage";
import { fromIp, SAME_ORIGIN } from "./auth";
import { TEST_SETTINGS } from "./test-app";

/** The name of the stamp's hidden field in the form, and of its property in the JSON. */
export const STAMP_FIELD = "formStamp";

/** A clock that stands still until a test moves it. */
export function movableClock(start = Date.parse("2026-11-23T15:00:00Z")) {
  let at = start;
  return {
    now: () => at,
    advance(ms: number) {
      at += ms;
    },
  };
}

let visitors = 0;

/**
 * A visitor of its own for the next test: the next address in `network` (three octets) and an
 * e-mail to match, so that per-address limits and stored messages never mix between tests.
 */
export function nextVisitor(network: string, mailbox: string) {
  visitors += 1;
  return { number: visitors, ip: `${network}.${visitors}`, email: `${mailbox}${visitors}@company.test` };
}

export type ContactApp = ReturnType<typeof openContactApp>;

/** An app on `dir`/site.db (a copy of the test template), as one server process would run it. */
export function openContactApp(
  dir: string,
  options: {
    now: () => number;
    secretKey: Uint8Array;
    contact?: ContactOptions;
    webhooks?: WebhookOptions;
    log?: (line: string) => void;
  },
) {
  const { sqlite, db } = openDatabase(join(dir, "site.db"));
  const { app, services, reads } = createApp({
    db,
    storage: createLocalStorage(join(dir, "uploads")),
    assets: manifest,
    settings: TEST_SETTINGS,
    log: options.log ?? (() => {}),
    now: options.now,
    secretKey: options.secretKey,
    contact: options.contact,
    webhooks: options.webhooks,
  });
  let closed = false;
  return {
    app,
    services,
    sqlite,
    /** Stops this app's outbox sender and closes its connections, as a process ending would. */
    async close() {
      if (closed) return;
      closed = true;
      await services.deliveries.sender.stop();
      services.stopPublicationTimer();
      reads.close();
      sqlite.close();
    },
  };
}

type App = ContactApp["app"];

/** The stamp in the hidden field of a page's contact form ("" when there is none). */
export function stampIn(html: string): string {
  const input = html.match(new RegExp(`<input[^>]*name="${STAMP_FIELD}"[^>]*>`))?.[0];
  return input?.match(/value="([^"]*)"/)?.[1] ?? "";
}

/** GET /contact as a visitor at `ip`: the response, its HTML and the stamp its form carries. */
export async function viewContactPage(app: App, ip: string, path = "/contact") {
  const response = await app.request(path, {}, fromIp(ip));
  const html = await response.text();
  return { response, html, stamp: stampIn(html) };
}

/**
 * POST /api/contact from `ip` as the form's script sends it: JSON, same origin, no cookie, and
 * `stamp` (when given) as the body's stamp property.
 */
export function sendContact(app: App, body: unknown, options: { ip: string; stamp?: string }) {
  const headers: Record<string, string> = { "Content-Type": "application/json", Origin: SAME_ORIGIN };
  const json =
    typeof body === "string"
      ? body
      : JSON.stringify(options.stamp === undefined ? body : { ...(body as object), [STAMP_FIELD]: options.stamp });
  return app.request("/api/contact", { method: "POST", headers, body: json }, fromIp(options.ip));
}

/** POST /contact as a browser without JavaScript sends the form: no cookie, `stamp` as its hidden field. */
export function postContactForm(
  app: App,
  fields: Record<string, string>,
  options: { ip: string; stamp?: string; origin?: string },
) {
  const headers: Record<string, string> = {
    "Content-Type": "application/x-www-form-urlencoded",
    Origin: options.origin ?? SAME_ORIGIN,
  };
  const form = new URLSearchParams(fields);
  if (options.stamp !== undefined) form.set(STAMP_FIELD, options.stamp);
  return app.request("/contact", { method: "POST", headers, body: form.toString() }, fromIp(options.ip));
}

export type StoredRow = {
  id: number;
  name: string;
  email: string;
  company: string | null;
  service: string;
  message: string;
  spam: number;
  unverified: number;
};

export function storedMessages(sqlite: Database): StoredRow[] {
  return sqlite
    .query<StoredRow, []>(
      `SELECT id, name, email, company, service, message, spam, unverified FROM contact_messages ORDER BY id`,
    )
    .all();
}

// ---------------------------------------------------------------------------------------------
// SMTP
// ---------------------------------------------------------------------------------------------

export type ReceivedMail = {
  envelope: { from: string; to: string[] };
  /** Header name (lower case) → value, continuation lines joined. */
  headers: Map<string, string>;
  /** The text body, decoded from quoted-printable when it was sent so. */
  text: string;
  /** The message as received, for its MIME parts (a booking's invite). */
  raw: string;
};

/** A port on loopback that nothing listens on (for an SMTP server that is "down"). */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** A real SMTP server on 127.0.0.1 (no TLS, no authentication) that keeps every mail it accepts. */
export async function startSmtpServer(port = 0) {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const envelope = {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
        };
        const raw = Buffer.concat(chunks).toString("utf8");
        received.push({ envelope, raw, ...parseMail(raw) });
        callback(null, `Queued as test-${received.length}`);
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve());
  });
  const actual = (server.server.address() as AddressInfo).port;
  return {
    port: actual,
    url: `smtp://127.0.0.1:${actual}`,
    received,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function parseMail(raw: string): Omit<ReceivedMail, "envelope" | "raw"> {
  const split = raw.indexOf("\r\n\r\n");
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, " ");
  const body = raw.slice(split + 4);
  const headers = new Map<string, string>();
  for (const line of head.split("\r\n")) {
    const colon = line.indexOf(":");
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  const qp = headers.get("content-transfer-encoding")?.toLowerCase() === "quoted-printable";
  const text = qp
    ? Buffer.from(
        body
          .replace(/=\r\n/g, "")
          .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
        "latin1",
      ).toString("utf8")
    : body;
  return { headers, text: text.replace(/\r\n/g, "\n") };
}
