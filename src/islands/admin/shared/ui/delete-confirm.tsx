// Delete, asked first (useAskedWrite): `ask(item)` opens the question; confirming sends DELETE,
// toasts the outcome and reads the list again either way (a failed delete may still have removed
// the item, or another admin may have).
import { apiRequest } from "../../../../client/api";
import { showToast } from "../../../../client/toasts";
import { failureMessage } from "../data/mutation";
import { useAskedWrite } from "./asked-write";
import { confirmTexts } from "./texts";

/** An area's texts for deleting (its texts.ts): the question, and the outcome's toasts. */
export type DeleteTexts = {
  confirmDelete: { title: string; text: (name: string) => string };
  toasts: {
    deleted: string;
    /** A title with the reason under it, or a title that names the reason itself. */
    deleteFailed: string | ((reason: string) => string);
    /** The reason given when the failure has none of its own. */
    unknownError?: string;
  };
};

type DeleteWithConfirmOptions<T> = {
  /** The item's DELETE address. */
  pathOf: (item: T) => string;
  /** What the question calls the item. */
  nameOf: (item: T) => string;
  /** What the console calls the item when a delete fails ("resource", "blog post"…). */
  noun: string;
  texts: DeleteTexts;
  /**
   * A refusal the caller shows itself (the media library's 409 naming the image's uses): true when
   * it did, and then the question closes without the failure's toast.
   */
  onRefused?: (item: T, error: unknown) => boolean;
  /** Runs after a successful delete, before the dialog closes. */
  onDeleted?: (item: T) => void;
  /** Reads the list (and whatever counts it) again after every attempt. */
  refresh: () => void;
};

function failedToast({ toasts }: DeleteTexts, error: unknown) {
  const reason = failureMessage(error);
  return typeof toasts.deleteFailed === "function"
    ? { title: toasts.deleteFailed(reason ?? toasts.unknownError ?? "") }
    : { title: toasts.deleteFailed, description: reason ?? toasts.unknownError };
}

export function useDeleteWithConfirm<T>(options: DeleteWithConfirmOptions<T>) {
  const asked = useAskedWrite({
    send: (item: T) => apiRequest(options.pathOf(item), { method: "DELETE" }),
    doing: `Deleting the ${options.noun}`,
    question: (item) => ({
      title: options.texts.confirmDelete.title,
      text: options.texts.confirmDelete.text(options.nameOf(item)),
      confirm: confirmTexts.delete,
    }),
    doneToast: options.texts.toasts.deleted,
    onDone: (_answer, item) => {
      options.onDeleted?.(item);
      options.refresh();
    },
    failed: (error, item) => {
      if (options.onRefused?.(item, error)) asked.close();
      else showToast({ variant: "destructive", ...failedToast(options.texts, error) });
      options.refresh();
    },
  });
  return { ask: asked.ask, dialog: asked.dialog };
}
