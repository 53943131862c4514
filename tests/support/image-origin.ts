// A stand-in for the remote hosts the image proxy fetches from: a real HTTP server on loopback
// (127.0.0.1, and ::1 when the machine has it) that counts every request it gets, so a test can
// prove that a refused address never reached it. Beside it, a resolver with fixed answers (a hosts
// file for the test) and a transport that connects to loopback only, so no test ever opens a
// connection beyond this machine even if a check it guards were broken.
import type { PinnedTarget, Resolve, Transport } from "../../src/services/image-proxy";
import { requestPinned } from "../../src/services/image-proxy/fetch-pinned";

/** A valid 1×1 PNG. */
export const PNG_BYTES = new Uint8Array(
  Buffer.from(
    "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
    "base64",
  ),
);
/** The start of a JPEG (SOI and a JFIF APP0 segment): what a sniffer looks at. */
export const JPEG_BYTES = new Uint8Array([
  0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00,
  0x00, 0xff, 0xd9,
]);
export const HTML_PAGE = "<!doctype html><html><body><script>alert(document.domain)</script></body></html>";
export const SVG_IMAGE = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>';
/** Over the proxy's 5 MB limit. */
export const HUGE_SIZE = 6 * 1024 * 1024;

/**
 * A public address that stands for "somewhere on the internet" in tests: the test resolver answers
 * it for made-up names, and the test transport connects to the loopback origin instead, so the
 * proxy's checks see a public host while nothing leaves this machine.
 */
export const STAND_IN_PUBLIC_ADDRESS = "93.184.215.14";

export type OriginRequest = { path: string; host: string | null };

export type ImageOrigin = {
  /** Port of the 127.0.0.1 listener. */
  port: number;
  /** Port of the ::1 listener, or null when the machine has no IPv6 loopback. */
  port6: number | null;
  /** Every request received, in order. */
  requests: OriginRequest[];
  /** How many requests reached `path` (every path when left out). */
  hits(path?: string): number;
  stop(): Promise<void>;
};

/** An answer of `body` with `contentType`, whatever the body really is. */
const served = (body: BodyInit, contentType: string) =>
  new Response(body, { headers: { "Content-Type": contentType } });

export async function startImageOrigin(): Promise<ImageOrigin> {
  const requests: OriginRequest[] = [];
  let port = 0;

  const fetch = async (request: Request): Promise<Response> => {
    const url = new URL(request.url);
    requests.push({ path: url.pathname, host: request.headers.get("host") });
    switch (url.pathname) {
      case "/cover.png":
      case "/secret.png":
      case "/second.png":
        return served(PNG_BYTES, "image/png");
      case "/photo.jpg":
        return served(JPEG_BYTES, "image/jpeg");
      // A real PNG under the wrong image type: served as what the bytes are.
      case "/labelled-jpeg.png":
        return served(PNG_BYTES, "image/jpeg; charset=binary");
      case "/html-labelled-png.png":
        return served(HTML_PAGE, "image/png");
      case "/png-labelled-html":
        return served(PNG_BYTES, "text/html");
      case "/no-type.png":
        return served(PNG_BYTES, "");
      case "/image.svg":
        return served(SVG_IMAGE, "image/svg+xml");
      // Declared SVG is refused on its type alone, whatever the bytes.
      case "/svg-labelled-png.svg":
        return served(PNG_BYTES, "image/svg+xml");
      case "/gzip.png":
        return new Response(Bun.gzipSync(PNG_BYTES), {
          headers: { "Content-Type": "image/png", "Content-Encoding": "gzip" },
        });
      case "/huge-declared.png":
        return served(hugePng(), "image/png");
      case "/huge-streamed.png":
        return new Response(streamed(hugePng(), 64 * 1024), { headers: { "Content-Type": "image/png" } });
      case "/slow.png":
        // The first bytes at once, the rest much later.
        return new Response(stalled(PNG_BYTES.subarray(0, 8), PNG_BYTES.subarray(8), 5000), {
          headers: { "Content-Type": "image/png" },
        });
      case "/slow-head.png":
        await Bun.sleep(5000);
        return served(PNG_BYTES, "image/png");
      case "/missing.png":
        return new Response("Not found", { status: 404 });
      case "/broken.png":
        return new Response("Internal error", { status: 500 });
      case "/redirect":
        // Location as given, relative or absolute; `{port}` stands for this server's port.
        return new Response(null, {
          status: Number(url.searchParams.get("status") ?? 302),
          headers: { Location: (url.searchParams.get("to") ?? "/cover.png").replaceAll("{port}", String(port)) },
        });
      case "/redirect-nowhere":
        return new Response(null, { status: 302 });
    }
    const chain = /^\/chain\/(\d+)$/.exec(url.pathname);
    if (chain) {
      const left = Number(chain[1]);
      return left === 0
        ? new Response(PNG_BYTES, { headers: { "Content-Type": "image/png" } })
        : new Response(null, { status: 301, headers: { Location: `/chain/${left - 1}` } });
    }
    return new Response("Not found", { status: 404 });
  };

  const server4 = Bun.serve({ hostname: "127.0.0.1", port: 0, fetch, idleTimeout: 30 });
  port = server4.port!;
  let server6: ReturnType<typeof Bun.serve> | null = null;
  try {
    server6 = Bun.serve({ hostname: "::1", port: 0, fetch, idleTimeout: 30 });
  } catch {
    server6 = null;
  }
  return {
    port,
    port6: server6?.port ?? null,
    requests,
    hits: (path) => (path === undefined ? requests.length : requests.filter((r) => r.path === path).length),
    async stop() {
      await Promise.all([server4.stop(true), server6?.stop(true)]);
    },
  };
}

function hugePng(): Uint8Array<ArrayBuffer> {
  const body = new Uint8Array(HUGE_SIZE);
  body.set(PNG_BYTES.subarray(0, 16));
  return body;
}

function streamed(bytes: Uint8Array, chunkSize: number): ReadableStream<Uint8Array> {
  let at = 0;
  return new ReadableStream({
    pull(controller) {
      if (at >= bytes.length) return controller.close();
      controller.enqueue(bytes.slice(at, at + chunkSize));
      at += chunkSize;
    },
  });
}

function stalled(first: Uint8Array, rest: Uint8Array, waitMs: number): ReadableStream<Uint8Array> {
  return new ReadableStream({
    async start(controller) {
      controller.enqueue(first);
      await Bun.sleep(waitMs);
      try {
        controller.enqueue(rest);
        controller.close();
      } catch {
        // The client went away meanwhile.
      }
    },
  });
}

/**
 * The origin's cover image at loopback in every spelling a fetcher might let through: named,
 * unspecified, IPv4-mapped, decimal, hexadecimal, shortened, a name that resolves to 127.0.0.1 in the
 * tests' resolvers, and IPv6 where the machine has it. On the origin's own ports, so a missing check
 * shows as a hit there.
 */
export function loopbackSpellings(origin: ImageOrigin): string[] {
  return [
    `http://127.0.0.1:${origin.port}/cover.png`,
    `http://localhost:${origin.port}/cover.png`,
    `http://0.0.0.0:${origin.port}/cover.png`,
    `http://[::ffff:127.0.0.1]:${origin.port}/cover.png`,
    `http://2130706433:${origin.port}/cover.png`,
    `http://0x7f.1:${origin.port}/cover.png`,
    `http://127.1:${origin.port}/cover.png`,
    `http://images.example.com:${origin.port}/cover.png`,
    ...(origin.port6 ? [`http://[::1]:${origin.port6}/cover.png`] : []),
  ];
}

/** A resolver with fixed answers; any other name fails as DNS would. Records what it was asked. */
export function fixedResolver(names: Record<string, string[]>) {
  const asked: string[] = [];
  const resolve: Resolve = async (hostname) => {
    asked.push(hostname);
    const addresses = names[hostname.toLowerCase()];
    if (!addresses) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: "ENOTFOUND" });
    return addresses.map((address) => ({ address, family: address.includes(":") ? 6 : 4 }));
  };
  return { resolve, asked };
}

const isLoopback = (address: string) => address === "::1" || /^127\.\d+\.\d+\.\d+$/.test(address);

/**
 * The proxy's real transport, recording every connection it is asked for and connecting to
 * loopback only. `standIns` maps the stand-in public address to the origin on loopback.
 */
export function loopbackTransport(standIns: Record<string, string> = {}, tls: { ca?: string } = {}) {
  const connections: PinnedTarget[] = [];
  const transport: Transport = (target, signal) => {
    connections.push(target);
    const address = standIns[target.address] ?? target.address;
    if (!isLoopback(address)) {
      return Promise.reject(new Error(`The test transport refuses to connect to ${address}`));
    }
    return requestPinned({ ...target, address, family: address.includes(":") ? 6 : 4 }, signal, tls);
  };
  return { transport, connections };
}
