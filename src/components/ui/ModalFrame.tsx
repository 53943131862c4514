// The backdrop and box every dialog of the site opens in (React Aria's ModalOverlay and Modal):
// Escape or a click outside closes it, except while it is busy with a request.
import type { ReactNode } from "react";
import { Modal, ModalOverlay } from "react-aria-components";

export function ModalFrame({
  isOpen,
  onClose,
  isBusy = false,
  placement = "center",
  width = "max-w-md",
  background = "bg-surface",
  children,
}: {
  isOpen: boolean;
  onClose: () => void;
  isBusy?: boolean;
  /** A short dialog sits in the middle; a long one starts at the top and scrolls with the page. */
  placement?: "center" | "top";
  /** Tailwind max-width class of the box. */
  width?: string;
  /** The box's colour: the surface, or the page's own for a preview of a page. */
  background?: "bg-surface" | "bg-bg";
  children: ReactNode;
}) {
  return (
    <ModalOverlay
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open && !isBusy) onClose();
      }}
      isDismissable={!isBusy}
      isKeyboardDismissDisabled={isBusy}
      className={`fixed inset-0 z-50 flex min-h-full ${placement === "center" ? "items-center p-4" : "items-start p-3 sm:p-8"} justify-center overflow-y-auto bg-black/60`}
    >
      <Modal className={`w-full ${width} rounded-xl border border-border ${background} text-fg shadow-lg outline-none`}>
        {children}
      </Modal>
    </ModalOverlay>
  );
}
