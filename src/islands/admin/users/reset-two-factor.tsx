// The Users tab's "Reset two-factor" (docs/architecture.md#reauthentication): asked first, then
// DELETE /api/users/{id}/two-factor removes every second factor of the account and ends its
// sessions, so an intruder's authenticator or passkey no longer signs in. Audited by the guard.
import { useState } from "react";
import { ApiError, apiRequest } from "../../../client/api";
import { showToast } from "../../../client/toasts";
import { ConfirmDialog } from "../../../components/ui/ConfirmDialog";
import { userAdminTexts } from "./texts";
import { type AdminUser, userPath } from "../shared/data/api-types";

const texts = userAdminTexts.resetTwoFactor;

export function useResetTwoFactor() {
  const [user, setUser] = useState<AdminUser | null>(null);
  const [busy, setBusy] = useState(false);

  async function reset(target: AdminUser) {
    setBusy(true);
    try {
      const answer = await apiRequest<{ message: string }>(`${userPath(target.id)}/two-factor`, { method: "DELETE" });
      showToast({ title: answer.message });
      setUser(null);
    } catch (caught) {
      const description = caught instanceof ApiError ? caught.message : String(caught);
      showToast({ title: texts.failed, description, variant: "destructive" });
    }
    setBusy(false);
  }

  const dialog = (
    <ConfirmDialog
      isOpen={user !== null}
      title={user ? texts.title(user.username) : ""}
      text={texts.text}
      confirmLabel={texts.confirm}
      cancelLabel={texts.cancel}
      destructive
      isBusy={busy}
      onConfirm={() => user && void reset(user)}
      onCancel={() => setUser(null)}
    />
  );
  return { ask: setUser, dialog };
}
