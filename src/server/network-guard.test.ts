// The network guard (decision 026), installed for every test by tests/preload.ts: each way out of
// the process is guarded, and an attempt at a target off this machine throws before anything is
// sent. The proof uses 0.0.0.0, which Linux connects to this machine itself: a listener on
// 127.0.0.1 would see any attempt that got through, and nothing can leave the machine even if the
// guard failed. Last, the entry points the guard cannot replace are refused in the code.
import { describe, expect, test } from "bun:test";
import dgram from "node:dgram";
import dns from "node:dns";
import { readdirSync, readFileSync } from "node:fs";
import http from "node:http";
import net from "node:net";
import { join } from "node:path";
import tls from "node:tls";
import { isGuarded, isLoopbackHost, NetworkGuardError, networkGuardInstalled } from "./network-guard";

const OFF_MACHINE = "0.0.0.0";

test.each([
  ["127.0.0.1", true],
  ["127.255.0.9", true],
  ["::1", true],
  ["[::1]", true],
  ["::ffff:127.0.0.1", true],
  ["localhost", true],
  ["LOCALHOST", true],
  ["0.0.0.0", false],
  ["::", false],
  ["2130706433", false], // a name to the resolver, though it means 127.0.0.1
  ["127.1", false],
  ["localhost.example.test", false],
  ["1.1.1.1", false],
  ["192.168.1.1", false],
  ["fe80::1%lo", false],
  ["example.com", false],
])("%s is on this machine: %p", (host, local) => {
  expect(isLoopbackHost(host)).toBe(local);
});

test("every way out of the process is guarded in tests", () => {
  expect(networkGuardInstalled()).toBe(true);
  const entries: Record<string, unknown> = {
    fetch: globalThis.fetch,
    "fetch.preconnect": globalThis.fetch.preconnect,
    "net.Socket#connect": net.Socket.prototype.connect,
    "Bun.connect": Bun.connect,
    WebSocket: globalThis.WebSocket,
    "dgram.Socket#send": dgram.Socket.prototype.send,
    "dgram.Socket#connect": dgram.Socket.prototype.connect,
    "Bun.udpSocket": Bun.udpSocket,
    "dns.lookup": dns.lookup,
    "dns.promises.lookup": dns.promises.lookup,
    "dns.resolve4": dns.resolve4,
    "dns.Resolver#resolve4": dns.Resolver.prototype.resolve4,
    "Bun.dns.lookup": Bun.dns.lookup,
    "Bun.S3Client": Bun.S3Client,
  };
  const unguarded = Object.entries(entries)
    .filter(([, fn]) => !isGuarded(fn))
    .map(([name]) => name);
  expect(unguarded).toEqual([]);
});

/** A TCP listener on 127.0.0.1 that counts the connections it gets. */
async function countingListener() {
  let connections = 0;
  const server = net.createServer((socket) => {
    connections++;
    socket.destroy();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;
  return { port, connections: () => connections, close: () => new Promise((r) => server.close(r)) };
}

/** Runs `attempt` and answers what it threw or rejected with (null when it did neither). */
async function refusal(attempt: () => unknown): Promise<unknown> {
  try {
    await attempt();
    return null;
  } catch (error) {
    return error;
  }
}

describe("an attempt off this machine throws before connecting", () => {
  test("over TCP: fetch, node:net, node:http, node:tls, Bun.connect, WebSocket", async () => {
    const listener = await countingListener();
    const { port } = listener;
    const off = `${OFF_MACHINE}:${port}`;
    const attempts: Record<string, () => unknown> = {
      fetch: () => fetch(`http://${off}/`),
      "fetch a Request": () => fetch(new Request(`http://${off}/`)),
      "fetch.preconnect": () => fetch.preconnect(`http://${off}/`),
      "net.connect": () => net.connect(port, OFF_MACHINE),
      "net.connect with options": () => net.createConnection({ port, host: OFF_MACHINE }),
      "net.connect to a name": () => net.connect(port, "2130706433"),
      "http.get": () => http.get(`http://${off}/`),
      "tls.connect": () => tls.connect({ port, host: OFF_MACHINE }),
      "Bun.connect": () => Bun.connect({ hostname: OFF_MACHINE, port, socket: { data() {} } }),
      WebSocket: () => new WebSocket(`ws://${off}/`),
    };
    for (const [name, attempt] of Object.entries(attempts)) {
      const error = await refusal(attempt);
      expect({ name, refused: error instanceof NetworkGuardError }).toEqual({ name, refused: true });
    }
    expect(String(await refusal(attempts.fetch!))).toContain(`fetch to ${off} refused`);

    // The same listener on 127.0.0.1 is reached: only the guard stood in the way.
    await new Promise<void>((resolve, reject) => {
      const socket = net.connect(port, "127.0.0.1", () => resolve(socket.end() && undefined));
      socket.on("error", reject);
    });
    await Bun.sleep(100);
    expect(listener.connections()).toBe(1);
    await listener.close();
  });

  test("over UDP and DNS: a datagram, a query to a DNS server, a lookup of a name", async () => {
    let datagrams = 0;
    const receiver = dgram.createSocket("udp4");
    receiver.on("message", () => datagrams++);
    await new Promise<void>((resolve) => receiver.bind(0, "127.0.0.1", resolve));
    const { port } = receiver.address();
    const sender = dgram.createSocket("udp4");
    // The resolver asks the receiver, so a query the guard let through would be counted, not sent away.
    const resolver = new dns.promises.Resolver();
    resolver.setServers([`127.0.0.1:${port}`]);
    const attempts: Record<string, () => unknown> = {
      "dgram send": () => sender.send("x", port, OFF_MACHINE),
      "Bun.udpSocket send": async () => (await Bun.udpSocket({})).send("x", port, OFF_MACHINE),
      "a DNS query": () => resolver.resolve4("crm.example.test"),
      "dns.lookup": () => dns.promises.lookup("crm.example.test"),
      "Bun.dns.lookup": () => Bun.dns.lookup("crm.example.test"),
    };
    for (const [name, attempt] of Object.entries(attempts)) {
      const error = await refusal(attempt);
      expect({ name, refused: error instanceof NetworkGuardError }).toEqual({ name, refused: true });
    }
    await new Promise<void>((resolve) => sender.send("x", port, "127.0.0.1", () => resolve()));
    await Bun.sleep(100);
    expect(datagrams).toBe(1);
    expect((await dns.promises.lookup("localhost")).address).toMatch(/^(127\.|::1$)/);
    sender.close();
    receiver.close();
  });

  test("S3: a client for an endpoint elsewhere, and the environment's default client", () => {
    expect(() => new Bun.S3Client({ endpoint: "https://s3.example.test" })).toThrow(NetworkGuardError);
    expect(() => new Bun.S3Client({})).toThrow(NetworkGuardError);
    expect(() => Bun.s3.file("x")).toThrow(NetworkGuardError);
    expect(new Bun.S3Client({ endpoint: "http://127.0.0.1:9", bucket: "b" })).toBeInstanceOf(Bun.S3Client);
  });
});

test("the code never uses the ways out the guard cannot replace (Bun's SQL, Redis, fetch by its other name)", () => {
  const root = join(import.meta.dir, "..", "..");
  const forbidden = [
    /\bBun\s*\.\s*(fetch|sql|SQL|postgres|redis|RedisClient|FetchSession)\b/,
    /import\s*\{[^}]*\b(fetch|sql|SQL|postgres|redis|RedisClient|FetchSession)\b[^}]*\}\s*from\s*["']bun["']/,
  ];
  const offenders: string[] = [];
  for (const folder of ["src", "tests", "scripts"]) {
    for (const file of readdirSync(join(root, folder), { recursive: true, encoding: "utf8" })) {
      if (!/\.(ts|tsx)$/.test(file) || file.includes("network-guard")) continue;
      const text = readFileSync(join(root, folder, file), "utf8");
      if (forbidden.some((pattern) => pattern.test(text))) offenders.push(`${folder}/${file}`);
    }
  }
  expect(offenders).toEqual([]);
});
