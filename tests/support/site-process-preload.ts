// Preloaded into every process of the site that a test starts (the server, `site …` commands:
// tests/support/site-process-env.ts), as tests/preload.ts is into the test processes: their
// password hashes at the tests' low argon2id cost (src/shared/password-cost.ts, decision 034). At
// the real cost a first start's seed alone hashes three passwords, a third of the CPU the start
// takes, and the suite starts the server and its commands dozens of times.
import { lowerPasswordCostForTests } from "../../src/shared/password-cost";

lowerPasswordCostForTests();
