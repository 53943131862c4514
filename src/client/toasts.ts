// Toasts for every island (docs/product.md#errors, #limits): `showToast({ title, description, variant })`. One queue
// per page, shown by one region that mounts itself in its own React root on the first toast, so
// islands need not render anything and two islands on a page never show two regions. A new toast
// replaces the one showing (at most one at a time); each closes after 5 seconds. F8 moves focus
// to the toast, as in the product's toaster.
import { createElement } from "react";
import { createRoot } from "react-dom/client";
import { UNSTABLE_ToastQueue as ToastQueue } from "react-aria-components";
import { Toaster, type ToastMessage } from "../components/ui/Toaster";

export type { ToastMessage } from "../components/ui/Toaster";

const TOAST_DURATION_MS = 5000;
const TOAST_FOCUS_KEY = "F8";

const toastQueue = new ToastQueue<ToastMessage>({ maxVisibleToasts: 1 });

let mounted = false;

function mountRegion() {
  if (mounted || typeof document === "undefined") return;
  mounted = true;
  const host = document.createElement("div");
  host.dataset.toasts = "";
  document.body.append(host);
  createRoot(host).render(createElement(Toaster, { queue: toastQueue }));
  document.addEventListener("keydown", (event) => {
    if (event.key !== TOAST_FOCUS_KEY) return;
    const toast = document.querySelector<HTMLElement>("[data-toast-region] [data-toast]");
    if (!toast) return;
    event.preventDefault();
    toast.focus();
  });
}

/** Shows a toast in place of any toast showing; returns its key. */
export function showToast(message: ToastMessage): string {
  mountRegion();
  toastQueue.clear();
  return toastQueue.add(message, { timeout: TOAST_DURATION_MS });
}
