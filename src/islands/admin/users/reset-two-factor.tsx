// The Users tab's "Reset two-factor" (docs/architecture.md#reauthentication): asked first, then
// DELETE /api/users/{id}/two-factor removes every second factor of the account and ends its
// sessions, so an intruder's authenticator or passkey no longer signs in. Audited by the guard.
import { apiRequest } from "../../../client/api";
import { userAdminTexts } from "./texts";
import type { AdminUser } from "../shared/data/api-types";
import { userTwoFactorPath } from "../shared/data/paths";
import { useAskedWrite } from "../shared/ui/asked-write";

const texts = userAdminTexts.resetTwoFactor;

export function useResetTwoFactor() {
  const resetting = useAskedWrite({
    send: (target: AdminUser) => apiRequest<{ message: string }>(userTwoFactorPath(target.id), { method: "DELETE" }),
    doing: "Resetting two-factor",
    question: (target) => ({
      title: texts.title(target.username),
      text: texts.text,
      confirm: texts.confirm,
      cancel: texts.cancel,
    }),
    doneToast: (answer) => answer.message,
    failed: texts.failed,
  });
  return { ask: resetting.ask, dialog: resetting.dialog };
}
