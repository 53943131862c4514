// argon2id's cost for every password hash the site stores (src/services/passwords.ts, and the
// seed's, src/db/seed.ts): Bun's default, 64 MiB and 2 passes, written out so that it is one
// value everywhere and verifying takes the same time for every account.
//
// The test processes lower it (tests/preload.ts, decision 034): at this cost each hash or
// verification takes a fifth of a second of CPU, and the tests sign in hundreds of times. The cost
// is what every hash of the process shares, so the tests of "same cost for every account" still
// compare like with like. Nothing but the test preload lowers it.
export type PasswordCost = { memoryCost: number; timeCost: number };

export const PASSWORD_COST: PasswordCost = { memoryCost: 65_536, timeCost: 2 };
const TEST_PASSWORD_COST: PasswordCost = { memoryCost: 1024, timeCost: 1 };

let current = PASSWORD_COST;

/** The argon2id options of every hash this process makes. */
export function passwordHashOptions() {
  return { algorithm: "argon2id", ...current } as const;
}

// scrypt's cost for the installation's secret sealed with a passphrase in a backup
// (src/services/backups/sealed-secret.ts, decision 025): OWASP's setting, half a second of CPU
// for each seal and each opening. The tests lower it with the password cost, to the least an
// archive may name (openSealedSecret refuses less), so what they seal opens with the real code.
export type SealingCost = { N: number; r: number; p: number };

export const SEALING_COST: SealingCost = { N: 2 ** 17, r: 8, p: 1 };
const TEST_SEALING_COST: SealingCost = { N: 2 ** 14, r: 8, p: 1 };

let currentSealing = SEALING_COST;

/** The scrypt parameters of every secret this process seals. */
export function sealingCost(): SealingCost {
  return currentSealing;
}

/** For the test processes only (tests/preload.ts), and the site's processes they start. */
export function lowerPasswordCostForTests(): void {
  current = TEST_PASSWORD_COST;
  currentSealing = TEST_SEALING_COST;
}
