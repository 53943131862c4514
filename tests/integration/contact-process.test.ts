// The contact form's e-mail forwarding as the operator runs it: the real process entry
// (`bun src/server/index.ts`) configured only through its environment. The in-process tests
// (contact.test.ts) drive the sender by hand with a moved clock; these check what only the process
// entry does: it says at start-up whether messages are forwarded or only stored, and with SMTP_URL
// it starts the background sender itself, which forwards a message sent through the form to
// SITE_EMAIL, from MAIL_FROM, with Reply-To the visitor, through a real SMTP server on loopback.
import { afterEach, expect, test } from "bun:test";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { freePort, type ReceivedMail, STAMP_FIELD, stampIn, startSmtpServer } from "../support/contact";
import { type ServerProcess, startServer } from "../support/startup-server";
import { waitFor } from "../support/wait";

const TIMEOUT_MS = 30_000;
const dirs: string[] = [];
const servers: ServerProcess[] = [];
const stops: (() => Promise<void>)[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.stop()));
  await Promise.all(stops.splice(0).map((stop) => stop()));
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function start(env: Record<string, string>): ServerProcess {
  const parent = mkdtempSync(join(tmpdir(), "site-contact-process-"));
  dirs.push(parent);
  const server = startServer(join(parent, "data"), env);
  servers.push(server);
  return server;
}

async function listening(server: ServerProcess): Promise<string> {
  const url = await server.listening;
  if (!url) throw new Error(`the server ended before listening: ${server.stderr()}`);
  return url;
}

/** The first line of the server's output that starts with `start`, once it has been written. */
async function logLine(server: ServerProcess, start: string): Promise<string> {
  const find = () =>
    server
      .stdout()
      .split("\n")
      .find((line) => line.startsWith(start));
  await waitFor(() => find() !== undefined, `a log line starting "${start}"`);
  return find()!;
}

test(
  "without SMTP_URL the start-up log says messages are only stored",
  async () => {
    const server = start({});
    await listening(server);
    const line = await logLine(server, "Contact messages");
    expect(line).toBe(
      "Contact messages are only stored (no SMTP_URL, so no e-mail is sent); the admin area lists them.",
    );
  },
  TIMEOUT_MS,
);

test(
  "with SMTP_URL the process forwards a message sent through the form by itself, and its log says where to",
  async () => {
    const smtp = await startSmtpServer();
    stops.push(smtp.stop);
    const port = await freePort();
    const site = `http://127.0.0.1:${port}`;
    const server = start({
      PORT: String(port),
      SITE_URL: site,
      SITE_EMAIL: "inbox@consultancy.test",
      SMTP_URL: smtp.url,
      MAIL_FROM: "Consultancy Website <website@consultancy.test>",
      CONTACT_MIN_FILL_SECONDS: "0",
    });
    await listening(server);
    expect(await logLine(server, "Contact messages")).toBe(
      `Contact messages are stored and forwarded to the settings' e-mail (now inbox@consultancy.test) through smtp://127.0.0.1:${smtp.port}.`,
    );

    // A visitor opens the page and sends the form's JSON with the stamp its form carries; no cookie.
    const page = await fetch(`${site}/contact`);
    expect(page.status).toBe(200);
    expect(page.headers.get("Set-Cookie")).toBeNull();
    const stamp = stampIn(await page.text());
    expect(stamp).not.toBe("");
    const res = await fetch(`${site}/api/contact`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: site },
      body: JSON.stringify({
        name: "Jane Smith",
        email: "jane@company.test",
        company: "Acme Corp",
        service: "product-operations",
        message: "We need help setting up product operations.",
        recipientEmail: "someone-else@evil.test",
        [STAMP_FIELD]: stamp,
      }),
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      success: true,
      message: "Thank you for your message. We'll get back to you as soon as possible.",
      data: null,
    });

    // Nobody calls the sender here: the process's own does the work.
    await waitFor(() => smtp.received.length > 0, "the forwarded mail");
    const mail: ReceivedMail = smtp.received[0]!;
    expect(mail.envelope).toEqual({ from: "website@consultancy.test", to: ["inbox@consultancy.test"] });
    expect(mail.headers.get("from")).toBe("Consultancy Website <website@consultancy.test>");
    expect(mail.headers.get("reply-to")).toBe("Jane Smith <jane@company.test>");
    expect(mail.text).toContain("We need help setting up product operations.");
    expect(JSON.stringify([...mail.headers, mail.text])).not.toContain("someone-else@evil.test");

    // A clean shutdown sends nothing twice.
    expect(await server.stop()).toBe(0);
    expect(smtp.received).toHaveLength(1);
  },
  TIMEOUT_MS,
);
