// Asks before unsaved changes are thrown away: by switching tab or logging out (the dashboard), or
// by an action inside a tab (editing another item, cancelling an edit). `guard(action)` runs the action at once when nothing is unsaved, and
// otherwise after the admin confirms in the dialog that `dialog` renders.
import { useCallback, useState } from "react";
import { ConfirmDialog } from "../../../../components/ui/ConfirmDialog";
import { unsavedChangesTexts as texts } from "./texts";

export function useDiscardGuard(dirty: boolean) {
  const [pending, setPending] = useState<(() => void) | null>(null);
  const guard = useCallback(
    (action: () => void) => {
      if (dirty) setPending(() => action);
      else action();
    },
    [dirty],
  );
  const dialog = (
    <ConfirmDialog
      isOpen={pending !== null}
      title={texts.title}
      text={texts.text}
      confirmLabel={texts.discard}
      cancelLabel={texts.keep}
      destructive
      onConfirm={() => {
        const action = pending;
        setPending(null);
        action?.();
      }}
      onCancel={() => setPending(null)}
    />
  );
  return { guard, dialog };
}
