// The Users tab's "Reset two-factor" (docs/architecture.md#reauthentication): asked first, then
// DELETE /api/users/{id}/two-factor removes every second factor of the account and ends its
// sessions, so an intruder's authenticator or passkey no longer signs in. Audited by the guard.
import { useState } from "react";
import { apiRequest } from "../../../client/api";
import { ConfirmDialog } from "../../../components/ui/ConfirmDialog";
import { userAdminTexts } from "./texts";
import type { AdminUser } from "../shared/data/api-types";
import { userTwoFactorPath } from "../shared/data/paths";
import { useApiMutation } from "../shared/data/mutation";

const texts = userAdminTexts.resetTwoFactor;

export function useResetTwoFactor() {
  const [user, setUser] = useState<AdminUser | null>(null);
  const resetting = useApiMutation({
    send: (target: AdminUser) => apiRequest<{ message: string }>(userTwoFactorPath(target.id), { method: "DELETE" }),
    doing: "Resetting two-factor",
    doneToast: (answer) => answer.message,
    onDone: () => setUser(null),
    failed: texts.failed,
  });

  const dialog = (
    <ConfirmDialog
      isOpen={user !== null}
      title={user ? texts.title(user.username) : ""}
      text={texts.text}
      confirmLabel={texts.confirm}
      cancelLabel={texts.cancel}
      destructive
      isBusy={resetting.busy}
      onConfirm={() => user && void resetting.run(user)}
      onCancel={() => setUser(null)}
    />
  );
  return { ask: setUser, dialog };
}
