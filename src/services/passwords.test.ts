import { describe, expect, test } from "bun:test";
import { generatePassword, hashPassword, verifyAgainstDummy, verifyPassword } from "./passwords";

describe("passwords", () => {
  test("are hashed with argon2id, salted, and verified exactly as typed", async () => {
    const hash = await hashPassword("correct horse");
    expect(hash).toStartWith("$argon2id$");
    expect(await hashPassword("correct horse")).not.toBe(hash);
    expect(await verifyPassword("correct horse", hash)).toBe(true);
    expect(await verifyPassword("correct horse ", hash)).toBe(false);
    expect(await verifyPassword("Correct horse", hash)).toBe(false);
  });

  test("an unreadable hash verifies as false instead of throwing", async () => {
    expect(await verifyPassword("anything", "not-a-hash")).toBe(false);
  });

  test("the dummy check says no and costs what a real check costs", async () => {
    const hash = await hashPassword("real");
    await verifyAgainstDummy("warm-up");
    const time = async (fn: () => Promise<unknown>) => {
      const started = performance.now();
      await fn();
      return performance.now() - started;
    };
    const real = await time(() => verifyPassword("wrong", hash));
    const dummy = await time(() => verifyAgainstDummy("wrong"));
    expect(await verifyAgainstDummy("anything")).toBe(false);
    expect(dummy).toBeGreaterThan(real * 0.4);
  });

  test("generated passwords: 16 unambiguous characters, different every time", () => {
    const passwords = new Set(Array.from({ length: 100 }, generatePassword));
    expect(passwords.size).toBe(100);
    for (const password of passwords) expect(password).toMatch(/^[a-km-np-z2-9]{16}$/);
  });
});
