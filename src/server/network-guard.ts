// The test runs' network guard (docs/architecture.md#real-parts, decision 026): no test may open a
// connection outside this machine. Once installed, every way this process connects or asks DNS
// checks its target first and throws a NetworkGuardError, before anything is sent, unless the
// target is on this machine: 127.0.0.0/8 or ::1 written as an address, the name "localhost", or a
// Unix socket. A host name is refused even when it would resolve to loopback: resolving it could
// ask a DNS server elsewhere.
//
// `bun test` installs it for every test file (tests/preload.ts), Playwright in its runner and
// workers (playwright.config.ts; under Node the Bun parts are left out). The browser tests' servers
// run in production mode and install it when NETWORK_LOOPBACK_ONLY is set (playwright.config.ts sets it;
// src/server/index.ts imports ./network-guard-from-env before anything else). It only ever takes
// reach away, and env.ts lets WEBHOOKS_ALLOW_LOOPBACK into production only while it is installed.
//
// Covered: fetch, node:net (and so node:http, node:https, node:tls and every client built on them:
// nodemailer, the pinned requests), Bun.connect, WebSocket, node:dgram, Bun.udpSocket, node:dns and
// Bun.dns, Bun.S3Client and Bun.s3. Bun's own fetch under its other name, its SQL and Redis clients
// cannot be replaced (read-only, or native): a test refuses them in the code instead
// (src/server/network-guard.test.ts).
import dgram from "node:dgram";
import dns from "node:dns";
import net from "node:net";
import ipaddr from "ipaddr.js";

export class NetworkGuardError extends Error {
  readonly code = "ERR_NETWORK_GUARD";
  constructor(what: string, target: string) {
    super(`Network guard: ${what} ${target} refused: tests may only connect to 127.0.0.0/8, ::1 or localhost.`);
    this.name = "NetworkGuardError";
  }
}

const GUARDED = Symbol.for("site.networkGuard");
let installed = false;

/** Whether `host` (an address, with or without IPv6 brackets, or a name) is on this machine. */
export function isLoopbackHost(host: string): boolean {
  const bare = host.startsWith("[") && host.endsWith("]") ? host.slice(1, -1) : host;
  if (bare.toLowerCase() === "localhost") return true;
  if (ipaddr.IPv4.isValidFourPartDecimal(bare)) return ipaddr.IPv4.parse(bare).range() === "loopback";
  if (!bare.includes(":") || !ipaddr.IPv6.isValid(bare)) return false;
  const six = ipaddr.IPv6.parse(bare);
  if (six.zoneId) return false;
  return six.range() === "loopback" || (six.isIPv4MappedAddress() && six.toIPv4Address().range() === "loopback");
}

/** Throws unless `host` is on this machine. */
function check(what: string, host: string | undefined | null, port?: unknown): void {
  const target = host ?? "localhost";
  if (!isLoopbackHost(String(target))) {
    throw new NetworkGuardError(what, port === undefined ? String(target) : `${target}:${String(port)}`);
  }
}

/** Throws unless a URL (fetch's, WebSocket's, S3's endpoint) leads to this machine or to no network at all. */
function checkUrl(what: string, raw: string | URL): void {
  const url = raw instanceof URL ? raw : new URL(raw);
  if (["data:", "blob:", "file:"].includes(url.protocol)) return;
  if (!["http:", "https:", "ws:", "wss:"].includes(url.protocol)) throw new NetworkGuardError(what, url.href);
  check(what, url.hostname, url.port || undefined);
}

/** Whether `fn` is one of the guard's wrappers (the guard's test checks each before trying it). */
export function isGuarded(fn: unknown): boolean {
  return typeof fn === "function" && GUARDED in fn;
}

function mark<T extends object>(fn: T): T {
  Object.defineProperty(fn, GUARDED, { value: true });
  return fn;
}

/** Replaces `owner[name]` with `wrap(original)`, marked as guarded; throws if it is not there to replace. */
function replace<T extends object, K extends keyof T & string>(
  owner: T,
  name: K,
  wrap: (original: T[K]) => T[K],
): void {
  const original = owner[name];
  if (typeof original !== "function") throw new Error(`Network guard: ${name} is not a function to guard.`);
  if (isGuarded(original)) return;
  owner[name] = mark(wrap(original) as object) as T[K];
  if (owner[name] !== original && isGuarded(owner[name])) return;
  throw new Error(`Network guard: ${name} could not be replaced.`);
}

type AnyFunction = (...args: unknown[]) => unknown;

/** Installs the guard in this process (once; a second call does nothing). */
export function installNetworkGuard(): void {
  if (installed) return;
  installed = true;
  guardNodeAndWeb();
  const bun = (globalThis as { Bun?: typeof Bun }).Bun;
  if (bun) guardBun(bun);
}

/** What Node and Bun share: fetch, node:net, WebSocket, node:dgram, node:dns. */
function guardNodeAndWeb(): void {
  replace(globalThis, "fetch", (original) => {
    const guarded = (input: string | URL | Request, init?: RequestInit & { unix?: string; proxy?: string }) => {
      try {
        if (!init?.unix) checkUrl("fetch to", input instanceof Request ? input.url : input);
        if (init?.proxy) checkUrl("fetch through the proxy", init.proxy);
      } catch (error) {
        return Promise.reject(error);
      }
      return original(input, init);
    };
    // fetch.preconnect opens a connection too.
    const preconnect = (url: string | URL, options?: unknown) => {
      checkUrl("fetch.preconnect to", url);
      return (original.preconnect as AnyFunction)(url, options);
    };
    return Object.assign(guarded, { preconnect: mark(preconnect) }) as typeof fetch;
  });

  // node:net's one way out: net.connect, tls.connect, http(s).request and the Agents all call it.
  replace(
    net.Socket.prototype,
    "connect",
    (original) =>
      function (this: net.Socket, ...args: unknown[]) {
        // net.connect hands on its arguments normalized: [[options, callback]].
        const [first, second] = Array.isArray(args[0]) ? (args[0] as unknown[]) : args;
        if (typeof first === "object" && first !== null) {
          const options = first as { path?: string; host?: string; port?: unknown };
          if (!options.path) check("net connect to", options.host, options.port);
        } else if (typeof first === "number" || (typeof first === "string" && /^\d+$/.test(first))) {
          check("net connect to", typeof second === "string" ? second : undefined, first);
        }
        // A string that is not a port is a Unix socket's path.
        return (original as AnyFunction).apply(this, args);
      } as typeof original,
  );

  // Node 20 has no WebSocket of its own.
  if (typeof globalThis.WebSocket === "function")
    replace(globalThis, "WebSocket", (Original) => {
      class GuardedWebSocket extends Original {
        constructor(url: string | URL, ...rest: unknown[]) {
          checkUrl("WebSocket to", url);
          super(url, ...(rest as []));
        }
      }
      return GuardedWebSocket;
    });

  // UDP: every datagram's address (a string among send's arguments) and every connect.
  const checkDatagram = (what: string, args: unknown[]) => {
    const [, ...rest] = args;
    for (const arg of rest) if (typeof arg === "string") check(what, arg);
  };
  replace(
    dgram.Socket.prototype,
    "send",
    (original) =>
      function (this: dgram.Socket, ...args: unknown[]) {
        checkDatagram("UDP send to", args);
        return (original as AnyFunction).apply(this, args);
      } as typeof original,
  );
  replace(
    dgram.Socket.prototype,
    "connect",
    (original) =>
      function (this: dgram.Socket, ...args: unknown[]) {
        check("UDP connect to", typeof args[1] === "string" ? args[1] : undefined, args[0]);
        return (original as AnyFunction).apply(this, args);
      } as typeof original,
  );

  for (const resolver of [dns, dns.promises, dns.Resolver.prototype, dns.promises.Resolver.prototype])
    guardDns(resolver);
}

/**
 * DNS: a lookup goes through /etc/hosts first, so "localhost" stays local; every other name, and
 * any query sent straight to a DNS server (resolve*, reverse, lookupService), would leave.
 */
function guardDns(resolver: object): void {
  const owner = resolver as unknown as Record<string, unknown>;
  for (const name of Object.getOwnPropertyNames(owner)) {
    if (name === "lookup") {
      replace(
        owner,
        name,
        (original) =>
          function (this: unknown, ...args: unknown[]) {
            // An address looks itself up without asking anyone (a socket's bind does that).
            if (net.isIP(String(args[0])) === 0) check("DNS lookup of", String(args[0]));
            return (original as AnyFunction).apply(this, args);
          },
      );
    } else if (/^(resolve|reverse|lookupService)/.test(name)) {
      replace(owner, name, () => (...args: unknown[]) => {
        throw new NetworkGuardError(`DNS query (${name}) for`, String(args[0]));
      });
    }
  }
}

/** Bun's own clients: Bun.connect, Bun.udpSocket, Bun.dns, Bun.S3Client and the default Bun.s3. */
function guardBun(Bun: typeof globalThis.Bun): void {
  replace(
    Bun,
    "connect",
    (original) =>
      ((options: { hostname?: string; port?: number; unix?: string }) => {
        if (!options.unix) check("Bun.connect to", options.hostname, options.port);
        return original(options as never);
      }) as typeof original,
  );

  replace(
    Bun,
    "udpSocket",
    (original) =>
      (async (options: { connect?: { hostname: string; port: number } }) => {
        if (options.connect) check("Bun.udpSocket to", options.connect.hostname, options.connect.port);
        const socket = await original(options as never);
        // Unconnected, send takes (data, port, address) and sendMany a flat list of such triples.
        const owner = socket as unknown as Record<string, unknown>;
        replace(
          owner,
          "send",
          (send) =>
            function (this: unknown, ...args: unknown[]) {
              if (args.length > 1) check("UDP send to", String(args[2]), args[1]);
              return (send as AnyFunction).apply(this, args);
            },
        );
        replace(
          owner,
          "sendMany",
          (sendMany) =>
            function (this: unknown, ...args: unknown[]) {
              const list = args[0] as unknown[];
              if (!options.connect)
                for (let i = 2; i < list.length; i += 3) check("UDP send to", String(list[i]), list[i - 1]);
              return (sendMany as AnyFunction).apply(this, args);
            },
        );
        return socket;
      }) as typeof original,
  );

  guardDns(Bun.dns);

  // S3: a client is refused unless its endpoint is on this machine (AWS, the default, is not).
  replace(Bun, "S3Client", (Original) => {
    class GuardedS3Client extends Original {
      constructor(options: Bun.S3Options = {}) {
        checkUrl("S3 to", options.endpoint ?? "https://s3.amazonaws.com");
        super(options);
      }
    }
    return GuardedS3Client as typeof Original;
  });
  // The default client, from the environment's S3 settings: any use of it is refused.
  (Bun as { s3: unknown }).s3 = new Proxy(
    {},
    {
      get() {
        throw new NetworkGuardError("Bun.s3 to", "the S3 endpoint of the environment");
      },
    },
  );
}

/** Whether the guard is installed in this process. */
export function networkGuardInstalled(): boolean {
  return installed && isGuarded(globalThis.fetch) && isGuarded(net.Socket.prototype.connect);
}
