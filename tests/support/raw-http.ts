// Sends hand-written HTTP/1.x requests over a real socket, for what `app.request` cannot express:
// a missing or malformed Host header, HTTP/1.0, raw bytes in the target.
import { connect } from "node:net";

export type RawResponse = { status: number; headers: Record<string, string>; body: string };

/** Serves `fetch` on a free loopback port for the duration of `use`. */
export async function withServer<T>(
  fetch: (request: Request) => Response | Promise<Response>,
  use: (port: number) => Promise<T>,
): Promise<T> {
  const server = Bun.serve({ hostname: "127.0.0.1", port: 0, fetch });
  try {
    return await use(server.port!);
  } finally {
    await server.stop(true);
  }
}

export function rawRequest(port: number, request: string): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const socket = connect({ host: "127.0.0.1", port }, () => socket.write(request));
    const chunks: Buffer[] = [];
    socket.setTimeout(5000, () => socket.destroy(new Error("raw request timed out")));
    socket.on("data", (chunk: Buffer) => {
      chunks.push(chunk);
      const text = Buffer.concat(chunks).toString("latin1");
      const head = text.indexOf("\r\n\r\n");
      const length = /\r\ncontent-length: *(\d+)/i.exec(text)?.[1];
      // Keep-alive connections stay open: stop once the declared body has arrived.
      if (head >= 0 && length !== undefined && text.length - head - 4 >= Number(length)) socket.end();
    });
    socket.on("error", reject);
    socket.on("close", () => {
      const text = Buffer.concat(chunks).toString("latin1");
      const [head = "", body = ""] = text.split(/\r\n\r\n(.*)/s);
      const [statusLine = "", ...headerLines] = head.split("\r\n");
      const headers: Record<string, string> = {};
      for (const line of headerLines) {
        const colon = line.indexOf(":");
        if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
      }
      resolve({ status: Number(statusLine.split(" ")[1]), headers, body });
    });
  });
}
