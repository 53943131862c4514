// The backdrop and box every dialog of the site opens in (React Aria's ModalOverlay and Modal):
// Escape or a click outside closes it, except while it is busy with a request. The backdrop covers
// the page; the box scrolls in the part of it above any toast showing (./Toaster.tsx's TOAST_SPACE),
// so a toast never covers the dialog's buttons (docs/product.md#admin-dashboard).
import type { ReactNode } from "react";
import { Modal, ModalOverlay } from "react-aria-components";
import { TOAST_SPACE } from "./Toaster";

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
      className="fixed inset-0 z-50 bg-black/60"
    >
      <div
        className={`absolute inset-x-0 top-0 flex items-start justify-center overflow-y-auto ${placement === "center" ? "p-4" : "p-3 sm:p-8"}`}
        style={{ bottom: `var(${TOAST_SPACE}, 0px)` }}
      >
        {/* Centred by its margins, so a box taller than the space still scrolls to its top. */}
        <Modal
          className={`w-full ${placement === "center" ? "my-auto" : ""} ${width} rounded-xl border border-border ${background} text-fg shadow-lg outline-none`}
        >
          {children}
        </Modal>
      </div>
    </ModalOverlay>
  );
}
