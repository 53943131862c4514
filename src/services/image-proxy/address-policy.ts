// Which network addresses the image proxy may connect to (docs/architecture.md#security). An open fetcher on a server
// reaches what the outside cannot: cloud metadata at 169.254.169.254, databases on loopback, the
// office network. So every address a URL leads to, whether written in the URL or returned by DNS,
// is classified here and only public unicast addresses pass (loopback too, when a test asks).
//
// Pure functions over address strings, no I/O. IPv4 is checked against the special-purpose ranges
// of the IANA registry; IPv6 the other way round: only global unicast (2000::/3) less its special
// ranges passes, and the forms that carry an IPv4 address (IPv4-mapped, NAT64) are judged by the
// IPv4 address they carry.

type AddressKind =
  | "public"
  | "loopback"
  | "private"
  | "shared" // carrier-grade NAT, 100.64.0.0/10
  | "link-local"
  | "unspecified"
  | "multicast"
  | "broadcast"
  | "benchmarking"
  | "documentation"
  | "unique-local"
  | "site-local"
  | "reserved"
  | "invalid";

type Range<T> = { base: T; prefix: number; kind: Exclude<AddressKind, "public" | "invalid"> };

// First match wins, so the narrow 255.255.255.255 comes before 240.0.0.0/4.
const IPV4_RANGES: Range<number>[] = [
  v4("0.0.0.0", 8, "unspecified"), // "this network"; 0.0.0.0 reaches the local host on Linux
  v4("10.0.0.0", 8, "private"),
  v4("100.64.0.0", 10, "shared"),
  v4("127.0.0.0", 8, "loopback"),
  v4("169.254.0.0", 16, "link-local"),
  v4("172.16.0.0", 12, "private"),
  v4("192.0.0.0", 24, "reserved"), // IETF protocol assignments
  v4("192.0.2.0", 24, "documentation"),
  v4("192.88.99.0", 24, "reserved"), // 6to4 relay anycast
  v4("192.168.0.0", 16, "private"),
  v4("198.18.0.0", 15, "benchmarking"),
  v4("198.51.100.0", 24, "documentation"),
  v4("203.0.113.0", 24, "documentation"),
  v4("224.0.0.0", 4, "multicast"),
  v4("255.255.255.255", 32, "broadcast"),
  v4("240.0.0.0", 4, "reserved"),
];

// Checked inside global unicast (2000::/3); everything outside it is refused by kind below.
const IPV6_GLOBAL_EXCEPTIONS: Range<bigint>[] = [
  v6("2001::", 23, "reserved"), // IETF protocol assignments: Teredo, benchmarking, ORCHID…
  v6("2001:db8::", 32, "documentation"),
  v6("2002::", 16, "reserved"), // 6to4, which tunnels to any IPv4 address
  v6("3fff::", 20, "documentation"),
];

const IPV4_MAPPED = v6("::ffff:0:0", 96, "reserved");
const NAT64 = v6("64:ff9b::", 96, "reserved");
const IPV4_COMPATIBLE = v6("::", 96, "reserved");
const GLOBAL_UNICAST = v6("2000::", 3, "reserved");
const IPV6_OTHER: Range<bigint>[] = [
  v6("fc00::", 7, "unique-local"),
  v6("fe80::", 10, "link-local"),
  v6("fec0::", 10, "site-local"),
  v6("ff00::", 8, "multicast"),
];

/** What kind of address `ip` (an IPv4 dotted quad or an IPv6 address, no brackets) is. */
export function classifyAddress(ip: string): AddressKind {
  const four = parseIpv4(ip);
  if (four !== null) return classifyIpv4(four);
  const six = parseIpv6(ip);
  if (six === null) return "invalid";
  if (six === 0n) return "unspecified";
  if (six === 1n) return "loopback";
  // Addresses that carry an IPv4 address are as safe as the address they carry.
  if (inRange(six, IPV4_MAPPED) || inRange(six, NAT64)) return classifyIpv4(Number(six & 0xffffffffn));
  if (inRange(six, IPV4_COMPATIBLE)) return "reserved"; // deprecated since 2006
  if (inRange(six, GLOBAL_UNICAST)) return IPV6_GLOBAL_EXCEPTIONS.find((r) => inRange(six, r))?.kind ?? "public";
  return IPV6_OTHER.find((r) => inRange(six, r))?.kind ?? "reserved";
}

/** Whether the proxy may connect to `ip`: public unicast only, plus loopback when `allowLoopback` (tests). */
export function isAllowedAddress(ip: string, options: { allowLoopback?: boolean } = {}): boolean {
  const kind = classifyAddress(ip);
  return kind === "public" || (kind === "loopback" && options.allowLoopback === true);
}

/**
 * The address a URL's host names directly, or null for a domain name. Takes the WHATWG URL
 * parser's `hostname`, which has already turned `2130706433`, `0x7f.1` and `127.1` into
 * `127.0.0.1` and wraps IPv6 in brackets.
 */
export function literalAddress(hostname: string): string | null {
  if (hostname.startsWith("[") && hostname.endsWith("]")) return hostname.slice(1, -1);
  return parseIpv4(hostname) === null ? null : hostname;
}

function classifyIpv4(address: number): AddressKind {
  return IPV4_RANGES.find((r) => inRange(address, r))?.kind ?? "public";
}

function inRange<T extends number | bigint>(address: T, range: Range<T>): boolean {
  if (typeof address === "bigint") {
    const shift = BigInt(128 - range.prefix);
    return address >> shift === (range.base as bigint) >> shift;
  }
  // 2 ** n instead of << so that /0 and /32 work in 32-bit arithmetic.
  const size = 2 ** (32 - range.prefix);
  return Math.floor(address / size) === Math.floor((range.base as number) / size);
}

/** A canonical dotted quad ("127.0.0.1", no leading zeros) as a number, else null. */
export function parseIpv4(text: string): number | null {
  const parts = text.split(".");
  if (parts.length !== 4) return null;
  let value = 0;
  for (const part of parts) {
    if (!/^(?:0|[1-9]\d{0,2})$/.test(part)) return null;
    const octet = Number(part);
    if (octet > 255) return null;
    value = value * 256 + octet;
  }
  return value;
}

/** An IPv6 address ("::1", "::ffff:127.0.0.1"; no brackets, no zone) as a 128-bit number, else null. */
export function parseIpv6(text: string): bigint | null {
  if (!/^[0-9a-fA-F:.]+$/.test(text)) return null;
  let groups: string[];
  const doubleColon = text.indexOf("::");
  let head: string[];
  let tail: string[];
  if (doubleColon === -1) {
    head = text.split(":");
    tail = [];
  } else {
    if (text.indexOf("::", doubleColon + 1) !== -1) return null;
    const before = text.slice(0, doubleColon);
    const after = text.slice(doubleColon + 2);
    head = before === "" ? [] : before.split(":");
    tail = after === "" ? [] : after.split(":");
  }
  // A trailing dotted quad stands for the last two groups.
  const parts = [...head, ...tail];
  const last = parts.at(-1);
  let trailingIpv4: number | null = null;
  if (last?.includes(".")) {
    trailingIpv4 = parseIpv4(last);
    if (trailingIpv4 === null) return null;
    const quad = [((trailingIpv4 / 65536) | 0).toString(16), (trailingIpv4 % 65536).toString(16)];
    if (tail.length > 0) tail = [...tail.slice(0, -1), ...quad];
    else head = [...head.slice(0, -1), ...quad];
  }
  const given = head.length + tail.length;
  if (doubleColon === -1) {
    if (given !== 8) return null;
    groups = head;
  } else {
    if (given > 7) return null;
    groups = [...head, ...Array<string>(8 - given).fill("0"), ...tail];
  }
  let value = 0n;
  for (const group of groups) {
    if (!/^[0-9a-fA-F]{1,4}$/.test(group)) return null;
    value = (value << 16n) | BigInt(Number.parseInt(group, 16));
  }
  return value;
}

function v4(base: string, prefix: number, kind: Range<number>["kind"]): Range<number> {
  return { base: parseIpv4(base)!, prefix, kind };
}

function v6(base: string, prefix: number, kind: Range<bigint>["kind"]): Range<bigint> {
  return { base: parseIpv6(base)!, prefix, kind };
}
