// 'Delete selected' of the Media tab (docs/product.md#admin-media): asked first, naming how many;
// then one POST /api/admin/media/bulk-delete. The server deletes what nothing uses and keeps the
// rest, so the answer's `refused` are shown with their uses (./in-use-dialog.tsx); the selection
// keeps only those, and the library is read again whatever the outcome.
import { apiRequest } from "../../../client/api";
import { showToast } from "../../../client/toasts";
import { mediaAdminTexts } from "./texts";
import { mediaName } from "../shared/uploads/media";
import type { MediaJson, MediaUse, WriteAnswer } from "../shared/data/api-types";
import { MEDIA_BULK_DELETE_PATH } from "../shared/data/paths";
import { failureToast } from "../shared/data/mutation";
import { useAskedWrite } from "../shared/ui/asked-write";
import type { InUseRefusal } from "./in-use-dialog";

const texts = mediaAdminTexts.bulkDelete;

type BulkAnswer = WriteAnswer<{
  deleted: number[];
  refused: { id: number; message: string; uses: MediaUse[] }[];
  missing: number[];
}>;

export function useBulkDelete({
  onKept,
  onFinished,
}: {
  /** The images kept because they are in use (none: an empty list). */
  onKept: (refusals: InUseRefusal[]) => void;
  /** After every attempt, done or failed: the selection to keep, and the library to read again. */
  onFinished: (keepSelected: number[]) => void;
}) {
  const deleting = useAskedWrite({
    send: (items: MediaJson[]) =>
      apiRequest<BulkAnswer>(MEDIA_BULK_DELETE_PATH, { method: "POST", body: { ids: items.map((item) => item.id) } }),
    doing: "Deleting the selected images",
    question: (items) => ({
      title: texts.confirmTitle(items.length),
      text: texts.confirmText(items.length),
      confirm: texts.confirm,
      cancel: texts.cancel,
    }),
    doneToast: (answer) => ({ title: answer.message, variant: answer.data.refused.length ? "destructive" : undefined }),
    onDone: (answer, items) => {
      const byId = new Map(items.map((item) => [item.id, item]));
      onKept(
        answer.data.refused.map((refusal) => ({
          ...refusal,
          name: byId.has(refusal.id) ? mediaName(byId.get(refusal.id)!) : String(refusal.id),
        })),
      );
      onFinished(answer.data.refused.map((refusal) => refusal.id));
    },
    // The question stays open, so the delete can be tried again at once.
    failed: (error, items) => {
      showToast(failureToast(texts.failed, error));
      onFinished(items.map((item) => item.id));
    },
  });

  /** Asks about these images (nothing when none is selected). */
  const ask = (items: MediaJson[]) => {
    if (items.length > 0) deleting.ask(items);
  };
  return { ask, dialog: deleting.dialog, busy: deleting.busy };
}
