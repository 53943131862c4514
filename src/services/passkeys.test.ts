// The SEC1 form of a passkey's public key (src/services/passkeys.ts): every coordinate in 32 bytes,
// a leading zero byte included, which the library's encoder dropped for one key in 128.
import { describe, expect, test } from "bun:test";
import { decodeSEC1PublicKey, p256 } from "@oslojs/crypto/ecdsa";
import { encodeHexLowerCase } from "@oslojs/encoding";
import { p256PublicKeySEC1 } from "./passkeys";

// A P-256 public key WebCrypto made, exported "raw" (SEC1 uncompressed): its y starts with 0x00.
const RAW =
  "04751cf6d8f8f187090894ba57b95f59b6c4fe81f6b83aa78b0d14363c67cb2c61" +
  "003982bdb7ba66a850326b08d42f41a14e9b3e1749144b9fca8981aa418014a2";

describe("p256PublicKeySEC1", () => {
  test("keeps a coordinate's leading zero byte: the key is the one the authenticator made", () => {
    const x = BigInt(`0x${RAW.slice(2, 66)}`);
    const y = BigInt(`0x${RAW.slice(66)}`);
    expect(encodeHexLowerCase(p256PublicKeySEC1(x, y))).toBe(RAW);
    const decoded = decodeSEC1PublicKey(p256, p256PublicKeySEC1(x, y));
    expect([decoded.x, decoded.y]).toEqual([x, y]);
  });

  test("a small x is padded on the left too", () => {
    expect(encodeHexLowerCase(p256PublicKeySEC1(1n, 2n))).toBe(`04${"0".repeat(63)}1${"0".repeat(63)}2`);
  });
});
