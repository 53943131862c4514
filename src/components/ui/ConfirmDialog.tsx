// A question that must be answered before something happens that cannot be taken back: deleting a
// post, discarding unsaved changes. React Aria's modal alert dialog (focus moves in and is kept
// there, Escape and the cancel button close it, focus returns to what opened it), never
// window.confirm. The confirming button is the dialog's last; the cancelling one gets focus first,
// so a stray Enter does no harm.
import { Button, Dialog, Heading } from "react-aria-components";
import { ModalFrame } from "./ModalFrame";

type ConfirmDialogProps = {
  isOpen: boolean;
  title: string;
  text: string;
  confirmLabel: string;
  cancelLabel: string;
  /** A destructive action is drawn in the danger colour. */
  destructive?: boolean;
  /** While the action runs: both buttons disabled, the dialog stays open. */
  isBusy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
};

export function ConfirmDialog({
  isOpen,
  title,
  text,
  confirmLabel,
  cancelLabel,
  destructive = false,
  isBusy = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  return (
    <ModalFrame isOpen={isOpen} onClose={onCancel} isBusy={isBusy}>
      <Dialog role="alertdialog" data-confirm-dialog className="p-6 outline-none sm:p-7">
        <Heading slot="title" className="font-heading text-xl font-semibold leading-snug tracking-tight">
          {title}
        </Heading>
        <p className="mt-3 text-sm leading-6 text-muted">{text}</p>
        <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button
            autoFocus
            onPress={onCancel}
            isDisabled={isBusy}
            className="btn-outline outline-none data-focus-visible:ring-2 data-focus-visible:ring-ring"
          >
            {cancelLabel}
          </Button>
          <Button
            onPress={onConfirm}
            isDisabled={isBusy}
            className={`btn outline-none data-focus-visible:ring-2 data-focus-visible:ring-ring data-focus-visible:ring-offset-2 ${
              destructive ? "bg-danger text-bg hover:bg-danger/90" : "bg-primary text-primary-fg hover:bg-primary-hover"
            }`}
          >
            {confirmLabel}
          </Button>
        </div>
      </Dialog>
    </ModalFrame>
  );
}
