// The toast region every island shares (docs/product.md#limits): at most one toast at a time, bottom right, no
// wider than 420 px from medium screens up, each closing after 5 seconds, by its close button, or
// by a swipe to the right of 50 px or more. React Aria's toast region makes it a landmark (F6)
// that announces new toasts; F8 moves focus to the toast (src/client/toasts.ts). While a toast
// shows, its height is kept in the page's TOAST_SPACE property, which an open dialog leaves free
// (./ModalFrame.tsx), so a toast never covers a dialog's buttons (docs/product.md#admin-dashboard).
import { useCallback, useRef, useState, type PointerEvent } from "react";
import {
  Button,
  Text,
  UNSTABLE_Toast as Toast,
  UNSTABLE_ToastContent as ToastContent,
  UNSTABLE_ToastRegion as ToastRegion,
  type QueuedToast,
  type UNSTABLE_ToastQueue as ToastQueue,
} from "react-aria-components";
import { iconX, SvgIcon } from "../Icon";

type ToastVariant = "default" | "destructive";

export type ToastMessage = {
  title: string;
  description?: string;
  variant?: ToastVariant;
};

/** The region's accessible name (docs/product.md#limits's default label). */
const TOAST_REGION_LABEL = "Notification";
const SWIPE_THRESHOLD_PX = 50;

/** The CSS custom property on <html> holding the height of the showing toasts (none: unset). */
export const TOAST_SPACE = "--toast-space";

export function Toaster({ queue }: { queue: ToastQueue<ToastMessage> }) {
  const observer = useRef<ResizeObserver | null>(null);
  // The region exists only while a toast shows; its height follows the toast's text.
  const reserveSpace = useCallback((region: HTMLDivElement | null) => {
    observer.current?.disconnect();
    observer.current = null;
    const root = document.documentElement;
    if (!region) {
      root.style.removeProperty(TOAST_SPACE);
      return;
    }
    const measure = () => root.style.setProperty(TOAST_SPACE, `${region.offsetHeight}px`);
    measure();
    observer.current = new ResizeObserver(measure);
    observer.current.observe(region);
  }, []);
  return (
    <ToastRegion
      ref={reserveSpace}
      queue={queue}
      aria-label={TOAST_REGION_LABEL}
      data-toast-region=""
      className="fixed right-0 bottom-0 z-[100] flex w-full flex-col gap-2 p-4 outline-none md:max-w-[420px]"
    >
      {({ toast }) => <SwipeableToast toast={toast} close={() => queue.close(toast.key)} />}
    </ToastRegion>
  );
}

function SwipeableToast({ toast, close }: { toast: QueuedToast<ToastMessage>; close: () => void }) {
  const start = useRef<number | null>(null);
  const [offset, setOffset] = useState(0);
  const destructive = toast.content.variant === "destructive";

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    // The close button keeps its own press; a swipe starts anywhere else on the toast.
    if ((event.target as HTMLElement).closest("button")) return;
    start.current = event.clientX;
    event.currentTarget.setPointerCapture(event.pointerId);
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (start.current !== null) setOffset(Math.max(0, event.clientX - start.current));
  };
  const onPointerEnd = (event: PointerEvent<HTMLDivElement>) => {
    if (start.current === null) return;
    const distance = event.clientX - start.current;
    start.current = null;
    if (distance >= SWIPE_THRESHOLD_PX) close();
    else setOffset(0);
  };

  return (
    <Toast
      toast={toast}
      data-toast=""
      data-variant={toast.content.variant ?? "default"}
      style={{ transform: offset ? `translateX(${offset}px)` : undefined, touchAction: "pan-y" }}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerEnd}
      onPointerCancel={onPointerEnd}
      className={`flex w-full items-start gap-3 rounded-lg border p-4 pr-3 shadow-lg outline-none select-none data-focus-visible:ring-2 data-focus-visible:ring-ring ${
        destructive ? "border-danger bg-danger text-bg" : "border-border bg-surface text-fg"
      }`}
    >
      <ToastContent className="flex min-w-0 flex-1 flex-col gap-1">
        <Text slot="title" className="text-sm font-semibold">
          {toast.content.title}
        </Text>
        {toast.content.description ? (
          <Text slot="description" className="text-sm opacity-90">
            {toast.content.description}
          </Text>
        ) : null}
      </ToastContent>
      <Button
        slot="close"
        aria-label="Close"
        className={`inline-flex h-7 w-7 shrink-0 items-center justify-center rounded-md outline-none data-focus-visible:ring-2 data-focus-visible:ring-ring ${
          destructive ? "hover:bg-bg/20" : "text-muted hover:bg-surface-muted hover:text-fg"
        }`}
      >
        <SvgIcon drawing={iconX} className="h-4 w-4" />
      </Button>
    </Toast>
  );
}
