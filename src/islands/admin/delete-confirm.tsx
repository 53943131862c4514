// Delete, asked first: `ask(item)` opens the confirm dialog that `dialog` renders; confirming sends
// DELETE, toasts the outcome and reads the list again either way (a failed delete may still have
// removed the item, or another admin may have). The dialog stays open, its buttons disabled,
// until the request ends, and closes only on success, so a failure can be retried at once.
import { useState } from "react";
import { apiRequest } from "../../client/api";
import { showToast, type ToastMessage } from "../../client/toasts";
import { ConfirmDialog } from "../../components/ui/ConfirmDialog";
import { confirmTexts } from "../../content/admin";

type DeleteWithConfirmOptions<T> = {
  /** The item's DELETE address. */
  pathOf: (item: T) => string;
  /** What the console calls the item when a delete fails ("resource", "blog post"…). */
  noun: string;
  confirmTitle: string;
  confirmText: (item: T) => string;
  deletedToast: string;
  failedToast: (error: unknown) => ToastMessage;
  /** Runs after a successful delete, before the dialog closes. */
  onDeleted?: (item: T) => void;
  /** Reads the list (and whatever counts it) again after every attempt. */
  refresh: () => void;
};

export function useDeleteWithConfirm<T>(options: DeleteWithConfirmOptions<T>) {
  const [deleting, setDeleting] = useState<T | null>(null);
  const [busy, setBusy] = useState(false);

  async function confirmDelete() {
    if (deleting === null) return;
    setBusy(true);
    try {
      await apiRequest(options.pathOf(deleting), { method: "DELETE" });
      showToast({ title: options.deletedToast });
      options.onDeleted?.(deleting);
      setDeleting(null);
    } catch (error) {
      console.error(`Deleting the ${options.noun} failed:`, error);
      showToast({ variant: "destructive", ...options.failedToast(error) });
    } finally {
      setBusy(false);
      options.refresh();
    }
  }

  const dialog = (
    <ConfirmDialog
      isOpen={deleting !== null}
      title={options.confirmTitle}
      text={deleting !== null ? options.confirmText(deleting) : ""}
      confirmLabel={confirmTexts.delete}
      cancelLabel={confirmTexts.cancel}
      destructive
      isBusy={busy}
      onConfirm={() => void confirmDelete()}
      onCancel={() => setDeleting(null)}
    />
  );
  return { ask: setDeleting as (item: T) => void, dialog };
}
