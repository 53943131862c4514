// Which network addresses the image proxy may connect to (docs/architecture.md#security). An open fetcher on a server
// reaches what the outside cannot: cloud metadata at 169.254.169.254, databases on loopback, the
// office network. So every address a URL leads to, whether written in the URL or returned by DNS,
// is classified here and only public unicast addresses pass (loopback too, when a test asks).
//
// Pure functions over address strings, no I/O; ipaddr.js parses the addresses and matches them
// against the ranges below (its own range names are coarser than the kinds the refusals need).
// IPv4 is checked against the special-purpose ranges of the IANA registry; IPv6 the other way
// round: only global unicast (2000::/3) less its special ranges passes, and the forms that carry an
// IPv4 address (IPv4-mapped, NAT64) are judged by the IPv4 address they carry.
import ipaddr from "ipaddr.js";

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

// Matched in order, first match wins: the narrow 255.255.255.255 comes before 240.0.0.0/4.
const IPV4_RANGES = rangeList({
  unspecified: ["0.0.0.0/8"], // "this network"; 0.0.0.0 reaches the local host on Linux
  private: ["10.0.0.0/8", "172.16.0.0/12", "192.168.0.0/16"],
  shared: ["100.64.0.0/10"],
  loopback: ["127.0.0.0/8"],
  "link-local": ["169.254.0.0/16"],
  documentation: ["192.0.2.0/24", "198.51.100.0/24", "203.0.113.0/24"],
  benchmarking: ["198.18.0.0/15"],
  multicast: ["224.0.0.0/4"],
  broadcast: ["255.255.255.255/32"],
  // IETF protocol assignments, the 6to4 relay anycast, and the former class E.
  reserved: ["192.0.0.0/24", "192.88.99.0/24", "240.0.0.0/4"],
});

// Checked inside global unicast (2000::/3); everything outside it is refused by kind below.
const IPV6_GLOBAL_EXCEPTIONS = rangeList({
  documentation: ["2001:db8::/32", "3fff::/20"],
  // IETF protocol assignments (Teredo, benchmarking, ORCHID…) and 6to4, which tunnels to any IPv4 address.
  reserved: ["2001::/23", "2002::/16"],
});

const IPV6_OTHER = rangeList({
  "unique-local": ["fc00::/7"],
  "link-local": ["fe80::/10"],
  "site-local": ["fec0::/10"],
  multicast: ["ff00::/8"],
});

const IPV4_CARRIERS = rangeList({ mapped: ["::ffff:0:0/96"], nat64: ["64:ff9b::/96"] });
const IPV4_COMPATIBLE = ipaddr.IPv6.parseCIDR("::/96");
const GLOBAL_UNICAST = ipaddr.IPv6.parseCIDR("2000::/3");

/** What kind of address `ip` (an IPv4 dotted quad or an IPv6 address, no brackets) is. */
export function classifyAddress(ip: string): AddressKind {
  if (ipaddr.IPv4.isValidFourPartDecimal(ip)) return classifyIpv4(ipaddr.IPv4.parse(ip));
  const six = parseIpv6(ip);
  if (six === null) return "invalid";
  const range = six.range();
  if (range === "unspecified" || range === "loopback") return range;
  // Addresses that carry an IPv4 address are as safe as the address they carry.
  if (ipaddr.subnetMatch(six, IPV4_CARRIERS, "none") !== "none") return classifyIpv4(carriedIpv4(six));
  if (six.match(IPV4_COMPATIBLE)) return "reserved"; // deprecated since 2006
  if (six.match(GLOBAL_UNICAST)) return ipaddr.subnetMatch(six, IPV6_GLOBAL_EXCEPTIONS, "public") as AddressKind;
  return ipaddr.subnetMatch(six, IPV6_OTHER, "reserved") as AddressKind;
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
  return ipaddr.IPv4.isValidFourPartDecimal(hostname) ? hostname : null;
}

function classifyIpv4(address: ipaddr.IPv4): AddressKind {
  return ipaddr.subnetMatch(address, IPV4_RANGES, "public") as AddressKind;
}

/**
 * An IPv6 address as ipaddr.js reads it, or null. Stricter than ipaddr.js: no zone ("%eth0"), and a
 * trailing IPv4 part only as a canonical dotted quad (ipaddr.js also reads "0x7f" and octal). That
 * part is written as two hex groups first: ipaddr.js reads "::127.0.0.1" (IPv4-compatible) as
 * "::ffff:127.0.0.1" (IPv4-mapped), another address.
 */
function parseIpv6(text: string): ipaddr.IPv6 | null {
  if (!/^[0-9a-fA-F:.]+$/.test(text)) return null;
  const colon = text.lastIndexOf(":");
  const tail = text.slice(colon + 1);
  let hex = text;
  if (tail.includes(".")) {
    if (!ipaddr.IPv4.isValidFourPartDecimal(tail)) return null;
    const [a, b, c, d] = ipaddr.IPv4.parse(tail).octets as [number, number, number, number];
    hex = `${text.slice(0, colon + 1)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  return ipaddr.IPv6.isValid(hex) ? ipaddr.IPv6.parse(hex) : null;
}

/** The IPv4 address in the last 32 bits of an IPv6 address. */
function carriedIpv4(address: ipaddr.IPv6): ipaddr.IPv4 {
  return ipaddr.IPv4.parse(ipaddr.fromByteArray(address.toByteArray().slice(12)).toString()) as ipaddr.IPv4;
}

/** ipaddr.js's range list, each kind's ranges written as CIDR. */
function rangeList(ranges: Record<string, string[]>) {
  return Object.fromEntries(
    Object.entries(ranges).map(([kind, cidrs]) => [kind, cidrs.map((cidr) => ipaddr.parseCIDR(cidr))]),
  );
}
