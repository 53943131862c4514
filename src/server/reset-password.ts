// `site reset-password <username> [--stdin] [--reset-2fa]` (and `npm run reset-password -- <username>`):
// the operator's way back in for a locked-out owner. It sets a new password (a random one it prints,
// or with --stdin the first line of standard input), ends every session of that user and lifts the
// sign-in waits on the username. With --reset-2fa it also removes the account's second factors (its
// authenticator app, recovery codes and passkeys: docs/architecture.md#two-factor), for an owner who
// lost the device and the recovery codes. It works on the database in DATA_DIR directly, with or without
// the server running (SQLite's busy timeout waits for the server's writes).
import { existsSync } from "node:fs";
import { join, resolve } from "node:path";
import { openDatabase } from "../db/client";
import { migrate } from "../db/migrate";
import { createServices } from "../services";
import { generatePassword } from "../services/passwords";
import { createLocalStorage } from "../storage";

const RESET_PASSWORD_USAGE = "Usage: site reset-password <username> [--stdin] [--reset-2fa]";
const MIN_PASSWORD_LENGTH = 8;

type ResetPasswordIo = {
  out: (line: string) => void;
  err: (line: string) => void;
  /** The whole of standard input (read only with --stdin). */
  readStdin: () => Promise<string>;
};

/** Runs the command; returns the process exit code. */
export async function resetPasswordCommand(args: string[], dataDir: string, io: ResetPasswordIo): Promise<number> {
  const fromStdin = args.includes("--stdin");
  const resetTwoFactor = args.includes("--reset-2fa");
  const names = args.filter((a) => a !== "--stdin" && a !== "--reset-2fa");
  if (names.length !== 1 || names[0]!.startsWith("-")) {
    io.err(RESET_PASSWORD_USAGE);
    return 2;
  }
  const username = names[0]!;

  let password = generatePassword();
  if (fromStdin) {
    password = (await io.readStdin()).split(/\r?\n/)[0] ?? "";
    if (password.length < MIN_PASSWORD_LENGTH) {
      io.err(`The new password must be at least ${MIN_PASSWORD_LENGTH} characters.`);
      return 1;
    }
  }

  const file = join(resolve(dataDir), "site.db");
  if (!existsSync(file)) {
    io.err(`There is no database at ${file}; set DATA_DIR to the server's data folder.`);
    return 1;
  }
  const { sqlite, db } = openDatabase(file);
  try {
    migrate(sqlite);
    const services = createServices({ db, storage: createLocalStorage(join(resolve(dataDir), "uploads")) });
    const before = services.users.findForSignIn(username);
    const endedSessions = before ? services.sessions.countForUser(before.id) : 0;
    const user = await services.users.resetPassword(username, password);
    if (!user) {
      io.err(`There is no user named "${username}".`);
      return 1;
    }
    services.audit.record({
      actor: null,
      action: "password_reset",
      targetId: user.id,
      targetKind: "user",
      targetTitle: user.username,
      detail: "reset-password command",
    });
    io.out(`The password of "${user.username}" has been reset; ${endedSessions} session(s) ended.`);
    if (resetTwoFactor) {
      const removed = services.twoFactor.resetAll(user.id);
      services.loginThrottle.clearSecondFactor(user.id);
      const what = `${removed.totp ? "the authenticator app and its recovery codes" : "no authenticator app"}, ${removed.passkeys} passkey(s)`;
      services.audit.record({
        actor: null,
        action: "two_factor_reset",
        targetId: user.id,
        targetKind: "user",
        targetTitle: user.username,
        detail: `reset-password command: ${what}`,
      });
      io.out(`Two-factor sign-in of "${user.username}" removed: ${what}.`);
    }
    if (!fromStdin) io.out(`New password: ${password}`);
    if (!user.isActive) io.out("Note: this account is inactive, so it cannot sign in until an admin activates it.");
    if (user.role !== "admin") io.out("Note: this account is not an administrator.");
    return 0;
  } finally {
    sqlite.close();
  }
}
