import { describe, expect, spyOn, test } from "bun:test";
import { PASSWORD_COST } from "../shared/password-cost";
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

  test("the dummy check says no after one verification that costs what a real one costs", async () => {
    // Checked by what runs, not by wall time, which a busy machine makes meaningless.
    const costOf = (hash: string) => hash.split("$").slice(1, 4).join("$"); // argon2id$v=19$m=…,t=…,p=…
    const realHash = await hashPassword("real");
    const verify = spyOn(Bun.password, "verify");
    try {
      expect(await verifyAgainstDummy("wrong")).toBe(false);
      expect(verify).toHaveBeenCalledTimes(1);
      const [password, dummyHash, algorithm] = verify.mock.calls[0]!;
      expect(password).toBe("wrong");
      expect(algorithm).toBe("argon2id");
      expect(costOf(String(dummyHash))).toBe(costOf(realHash));
      expect(await verifyPassword("real", String(dummyHash))).toBe(false);
    } finally {
      verify.mockRestore();
    }
  });

  test("generated passwords: 16 unambiguous characters, different every time", () => {
    const passwords = new Set(Array.from({ length: 100 }, generatePassword));
    expect(passwords.size).toBe(100);
    for (const password of passwords) expect(password).toMatch(/^[a-km-np-z2-9]{16}$/);
  });
});

describe("the cost of a stored hash", () => {
  test("the server's is Bun's default: 64 MiB, 2 passes (the tests run at a lower one)", async () => {
    expect(PASSWORD_COST).toEqual({ memoryCost: 65_536, timeCost: 2 });
    const production = await Bun.password.hash("x", { algorithm: "argon2id", ...PASSWORD_COST });
    const ours = await Bun.password.hash("x", "argon2id");
    const costOf = (hash: string) => hash.split("$")[3];
    expect(costOf(production)).toBe(costOf(ours));
    // This process was lowered by tests/preload.ts: its hashes say so.
    expect(costOf(await hashPassword("x"))).toBe("m=1024,t=1,p=1");
  });
});
