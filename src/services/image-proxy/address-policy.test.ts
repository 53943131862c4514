import { describe, expect, test } from "bun:test";
import { classifyAddress, isAllowedAddress, literalAddress } from "./address-policy";

/** One test for each address, each with the kind it must be classified as. */
function classifies(cases: [ip: string, kind: string][]) {
  test.each(cases)("%s is %s", (ip, kind) => {
    expect(classifyAddress(ip)).toBe(kind as never);
  });
}

/** One test for each address, each of which must be public. */
function publicOnes(ips: string[]) {
  test.each(ips)("%s is public", (ip) => {
    expect(classifyAddress(ip)).toBe("public");
  });
}

describe("classifyAddress: IPv4", () => {
  classifies([
    ["0.0.0.0", "unspecified"],
    ["0.255.255.255", "unspecified"],
    ["10.0.0.1", "private"],
    ["10.255.255.255", "private"],
    ["100.64.0.1", "shared"],
    ["100.127.255.255", "shared"],
    ["127.0.0.1", "loopback"],
    ["127.255.255.254", "loopback"],
    ["169.254.169.254", "link-local"],
    ["169.254.0.1", "link-local"],
    ["172.16.0.1", "private"],
    ["172.31.255.255", "private"],
    ["192.0.0.1", "reserved"],
    ["192.0.0.170", "reserved"],
    ["192.0.2.10", "documentation"],
    ["192.88.99.1", "reserved"],
    ["192.168.1.1", "private"],
    ["198.18.0.1", "benchmarking"],
    ["198.19.255.255", "benchmarking"],
    ["198.51.100.7", "documentation"],
    ["203.0.113.9", "documentation"],
    ["224.0.0.1", "multicast"],
    ["239.255.255.250", "multicast"],
    ["240.0.0.1", "reserved"],
    ["255.255.255.254", "reserved"],
    ["255.255.255.255", "broadcast"],
  ]);

  publicOnes([
    "1.1.1.1",
    "8.8.8.8",
    "93.184.215.14",
    "9.255.255.255", // just below 10/8
    "11.0.0.0", // just above 10/8
    "100.63.255.255", // just below 100.64/10
    "100.128.0.0", // just above it
    "126.255.255.255",
    "128.0.0.0",
    "169.253.255.255",
    "169.255.0.0",
    "172.15.255.255", // just below 172.16/12
    "172.32.0.0", // just above it
    "192.0.1.1",
    "192.167.255.255",
    "192.169.0.0",
    "198.17.255.255",
    "198.20.0.0",
    "223.255.255.255", // just below multicast
  ]);
});

describe("classifyAddress: IPv6", () => {
  classifies([
    ["::", "unspecified"],
    ["0:0:0:0:0:0:0:0", "unspecified"],
    ["::1", "loopback"],
    ["0:0:0:0:0:0:0:1", "loopback"],
    // IPv4-mapped: judged by the IPv4 address, in both spellings the URL parser and DNS produce.
    ["::ffff:127.0.0.1", "loopback"],
    ["::ffff:7f00:1", "loopback"],
    ["::ffff:10.0.0.1", "private"],
    ["::ffff:a9fe:a9fe", "link-local"], // 169.254.169.254
    ["::ffff:0.0.0.0", "unspecified"],
    // NAT64: likewise.
    ["64:ff9b::127.0.0.1", "loopback"],
    ["64:ff9b::7f00:1", "loopback"],
    ["64:ff9b::a9fe:a9fe", "link-local"],
    ["64:ff9b::192.168.0.1", "private"],
    ["64:ff9b:1::1", "reserved"], // local-use NAT64
    // IPv4-compatible (deprecated) and SIIT-translated forms are never public.
    ["::127.0.0.1", "reserved"],
    ["::8.8.8.8", "reserved"],
    ["::ffff:0:8.8.8.8", "reserved"],
    ["fc00::1", "unique-local"],
    ["fd12:3456:789a::1", "unique-local"],
    ["fe80::1", "link-local"],
    ["febf:ffff::1", "link-local"],
    ["fec0::1", "site-local"],
    ["ff02::1", "multicast"],
    ["ff05::2", "multicast"],
    ["100::1", "reserved"], // discard-only
    ["2001::1", "reserved"], // Teredo
    ["2001:2::1", "reserved"], // benchmarking
    ["2001:db8::1", "documentation"],
    ["2001:db8:ffff::1", "documentation"],
    ["2002:7f00:1::1", "reserved"], // 6to4 of 127.0.0.1
    ["3fff::1", "documentation"],
    ["4000::1", "reserved"], // outside global unicast
    ["5f00::1", "reserved"], // SRv6
  ]);

  publicOnes([
    "2606:4700:4700::1111",
    "2a00:1450:4001:82a::200e",
    "2001:4860:4860::8888",
    "2001:200::1", // just past 2001::/23
    "2001:db7:ffff::1", // just below documentation
    "2003::1",
    "::ffff:8.8.8.8", // a public address, mapped
    "::ffff:808:808",
    "64:ff9b::8.8.8.8", // a public address, NAT64
    "3ffe::1",
  ]);
});

describe("classifyAddress: what is not an address", () => {
  test.each([
    "",
    "localhost",
    "example.com",
    "2130706433",
    "0x7f.1",
    "0x7f000001",
    "127.1",
    "017700000001",
    "127.0.0.01",
    "256.0.0.1",
    "1.2.3.4.5",
    "[::1]",
    "fe80::1%eth0",
    "1::2::3",
    "1:2:3:4:5:6:7:8:9",
    "12345::1",
    "::ffff:127.0.0.256",
    ":::",
  ])("%p is invalid", (text) => {
    expect(classifyAddress(text)).toBe("invalid");
  });
});

describe("isAllowedAddress", () => {
  test("public unicast passes, loopback only when allowed, everything else never", () => {
    expect(isAllowedAddress("93.184.215.14")).toBe(true);
    expect(isAllowedAddress("2606:4700:4700::1111")).toBe(true);
    expect(isAllowedAddress("127.0.0.1")).toBe(false);
    expect(isAllowedAddress("::1")).toBe(false);
    expect(isAllowedAddress("::ffff:7f00:1")).toBe(false);
    expect(isAllowedAddress("127.0.0.1", { allowLoopback: true })).toBe(true);
    expect(isAllowedAddress("::1", { allowLoopback: true })).toBe(true);
    for (const ip of [
      "0.0.0.0",
      "10.0.0.1",
      "169.254.169.254",
      "192.168.0.1",
      "100.64.0.1",
      "fc00::1",
      "fe80::1",
      "::",
    ]) {
      expect(isAllowedAddress(ip, { allowLoopback: true })).toBe(false);
    }
    expect(isAllowedAddress("not-an-address", { allowLoopback: true })).toBe(false);
  });
});

describe("literalAddress with the URL parser's hostnames", () => {
  const hostOf = (url: string) => new URL(url).hostname;

  test.each([
    ["http://127.0.0.1/", "127.0.0.1"],
    ["http://2130706433/", "127.0.0.1"],
    ["http://0x7f.1/", "127.0.0.1"],
    ["http://0x7f000001/", "127.0.0.1"],
    ["http://127.1/", "127.0.0.1"],
    ["http://017700000001/", "127.0.0.1"],
    ["http://0/", "0.0.0.0"],
    ["http://%31%32%37.0.0.1/", "127.0.0.1"],
    ["http://[::1]/", "::1"],
    ["http://[::ffff:127.0.0.1]/", "::ffff:7f00:1"],
    ["http://[0:0:0:0:0:ffff:7f00:1]/", "::ffff:7f00:1"],
  ])("%s names %s", (url, address) => {
    const literal = literalAddress(hostOf(url));
    expect(literal).toBe(address);
    expect(isAllowedAddress(literal!)).toBe(false);
  });

  test("a domain name is no literal address", () => {
    expect(literalAddress(hostOf("http://localhost/"))).toBeNull();
    expect(literalAddress(hostOf("http://images.example.com/"))).toBeNull();
    expect(literalAddress(hostOf("http://127.0.0.1.nip.io/"))).toBeNull();
  });
});
