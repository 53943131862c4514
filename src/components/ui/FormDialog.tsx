// A modal dialog that holds a form or a record (the admin's resource and user forms, a resource's
// download history): React Aria's Modal, so focus moves in and stays, Escape and a press outside
// ask to close, and focus returns to what opened it. Closing is only ever asked for (`onClose`):
// the owner decides, so a form with unsaved changes can ask first. The body scrolls inside the
// overlay on short screens; the title and the close button stay at the top of the dialog.
import type { ReactNode } from "react";
import { Button, Dialog, Heading } from "react-aria-components";
import { iconX, SvgIcon } from "../Icon";
import { ModalFrame } from "./ModalFrame";

type FormDialogProps = {
  isOpen: boolean;
  title: string;
  /** Shown under the title (e.g. the record being edited). */
  subtitle?: string;
  /** The accessible name of the close button. */
  closeLabel: string;
  /** Asked for by Escape, a press outside and the close button. */
  onClose: () => void;
  /** While something runs that must not be left (a save): no closing. */
  isBusy?: boolean;
  /** Tailwind max-width class of the dialog. */
  width?: string;
  children: ReactNode;
  /** A data attribute for tests and styling hooks. */
  dataName?: string;
};

export function FormDialog({
  isOpen,
  title,
  subtitle,
  closeLabel,
  onClose,
  isBusy = false,
  width = "max-w-2xl",
  children,
  dataName,
}: FormDialogProps) {
  return (
    <ModalFrame isOpen={isOpen} onClose={onClose} isBusy={isBusy} placement="top" width={width}>
      <Dialog className="outline-none" {...(dataName ? { [`data-${dataName}`]: "" } : {})}>
        <div className="flex items-start justify-between gap-4 border-b border-border px-5 py-4 sm:px-7">
          <div className="min-w-0">
            <Heading slot="title" className="font-heading text-xl font-semibold leading-snug tracking-tight">
              {title}
            </Heading>
            {subtitle ? <p className="mt-0.5 truncate text-sm text-muted">{subtitle}</p> : null}
          </div>
          <Button
            aria-label={closeLabel}
            onPress={onClose}
            isDisabled={isBusy}
            className="-mr-2 inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-md text-muted outline-none hover:bg-surface-muted hover:text-fg data-disabled:opacity-60 data-focus-visible:ring-2 data-focus-visible:ring-ring"
          >
            <SvgIcon drawing={iconX} className="h-5 w-5" />
          </Button>
        </div>
        <div className="px-5 py-5 sm:px-7 sm:py-6">{children}</div>
      </Dialog>
    </ModalFrame>
  );
}
