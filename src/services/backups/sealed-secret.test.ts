// The sealed secret's scrypt cost (decision 025): OWASP's setting in production, the least an
// archive may name in the tests (src/shared/password-cost.ts), as password hashes are lowered there.
import { expect, test } from "bun:test";
import { SEALING_COST, sealingCost } from "../../shared/password-cost";
import { openSealedSecret, sealSecret } from "./sealed-secret";

test("a secret is sealed at the process's scrypt cost: OWASP's, lowered in the tests to the least an archive may name", async () => {
  expect(SEALING_COST).toEqual({ N: 2 ** 17, r: 8, p: 1 });
  expect(sealingCost()).toEqual({ N: 2 ** 14, r: 8, p: 1 });
  const secret = crypto.getRandomValues(new Uint8Array(32));
  const sealed = await sealSecret(secret, "a passphrase of some length");
  expect(JSON.parse(new TextDecoder().decode(sealed))).toMatchObject({ kdf: "scrypt", N: 2 ** 14, r: 8, p: 1 });
  expect(await openSealedSecret(sealed, "a passphrase of some length")).toEqual(secret);
});
