// Small pieces the part-2 tabs share: the tab's heading row, the Refresh button, badges, the
// failed-list notice with its retry button, what a list shows instead of its items (ListStates),
// and the classes of the small row buttons.
import type { ReactNode } from "react";
import { Button } from "react-aria-components";
import { iconRefresh, SvgIcon } from "../../components/Icon";
import type { QueryState } from "./query";

export const focusRing = "outline-none data-focus-visible:ring-2 data-focus-visible:ring-ring";

/** The small buttons and links of a row or card (Edit, Delete, View File…). */
export const smallButton =
  "inline-flex min-h-10 items-center justify-center gap-2 rounded-md border border-border bg-surface px-3 text-sm font-semibold text-fg outline-none hover:bg-surface-muted data-focus-visible:ring-2 data-focus-visible:ring-ring focus-visible:ring-2 focus-visible:ring-ring data-disabled:cursor-not-allowed data-disabled:opacity-60";

export function TabHeader({
  headingId,
  heading,
  intro,
  actions,
}: {
  headingId: string;
  heading: ReactNode;
  intro?: string;
  actions?: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-4 md:flex-row md:items-end md:justify-between">
      <div className="min-w-0 flex-1">
        <h2 id={headingId} className="font-heading text-2xl font-semibold tracking-tight text-fg">
          {heading}
        </h2>
        {intro ? <p className="mt-1 max-w-2xl text-sm text-muted">{intro}</p> : null}
      </div>
      {actions ? <div className="flex shrink-0 flex-wrap gap-2">{actions}</div> : null}
    </div>
  );
}

export function RefreshButton({ label, busy, onRefresh }: { label: string; busy: boolean; onRefresh: () => void }) {
  return (
    <Button onPress={onRefresh} isDisabled={busy} className={`btn-outline ${focusRing}`}>
      <SvgIcon drawing={iconRefresh} className={`h-4 w-4 ${busy ? "motion-safe:animate-spin" : ""}`} />
      {label}
    </Button>
  );
}

/** The status line a screen reader hears while a list refreshes (always rendered: no shift). */
export function FetchingStatus({ busy, text }: { busy: boolean; text: string }) {
  return (
    <p role="status" className="sr-only">
      {busy ? text : ""}
    </p>
  );
}

export function Badge({ tone, children }: { tone: "success" | "muted" | "accent" | "danger"; children: ReactNode }) {
  const tones = {
    success: "bg-success/15 text-fg ring-success",
    muted: "bg-surface-muted text-muted ring-border",
    accent: "bg-accent-soft text-fg ring-accent",
    danger: "bg-danger/10 text-fg ring-danger",
  } as const;
  return (
    <span
      className={`inline-flex shrink-0 items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${tones[tone]}`}
    >
      {children}
    </span>
  );
}

/** A list that could not be read: the reason and a button that reads it again. */
export function ListFailed({
  text,
  reason,
  retryLabel,
  busy,
  onRetry,
}: {
  text: string;
  reason?: string;
  retryLabel: string;
  busy: boolean;
  onRetry: () => void;
}) {
  return (
    <div role="alert" className="flex flex-col items-start gap-3 rounded-xl border border-danger bg-surface p-5">
      <p className="font-semibold text-fg">{text}</p>
      {reason ? <p className="text-sm text-muted">{reason}</p> : null}
      <Button onPress={onRetry} isDisabled={busy} className={`btn-outline ${focusRing}`}>
        {retryLabel}
      </Button>
    </div>
  );
}

/**
 * A form's button row: any leading buttons (Preview), Cancel when there is something to cancel,
 * then Submit. On narrow screens the row is reversed, so Submit comes first under the thumb; all are
 * disabled while the form saves.
 */
export function FormActions({
  saving,
  submitLabel,
  submitDisabled = saving,
  cancelLabel,
  onCancel,
  children,
}: {
  saving: boolean;
  submitLabel: string;
  submitDisabled?: boolean;
  cancelLabel?: string;
  onCancel?: () => void;
  children?: ReactNode;
}) {
  // A leading button is pushed to the left (sm:mr-auto); the row centres it with the others.
  const align = children ? " sm:items-center" : "";
  return (
    <div className={`flex flex-col-reverse gap-3 border-t border-border pt-5 sm:flex-row${align} sm:justify-end`}>
      {children}
      {onCancel ? (
        <Button onPress={onCancel} isDisabled={saving} className={`btn-outline ${focusRing}`}>
          {cancelLabel}
        </Button>
      ) : null}
      <Button
        type="submit"
        isDisabled={submitDisabled}
        className="btn-primary outline-none data-focus-visible:ring-2 data-focus-visible:ring-ring data-focus-visible:ring-offset-2"
      >
        {submitLabel}
      </Button>
    </div>
  );
}

/** A list heading's count, e.g. "(3)": shown once the list has been read. */
export function HeadingCount({ shown, children }: { shown: boolean; children: ReactNode }) {
  return shown ? <span className="ml-2 text-base font-normal text-muted">({children})</span> : null;
}

/** A tab's line while its list is first read. */
export function ListLoading({ text }: { text: string }) {
  return <p className="text-muted">{text}</p>;
}

/** A tab's line for a list with nothing in it. */
export function ListEmpty({ text }: { text: string }) {
  return <p className="rounded-xl border border-dashed border-border p-8 text-center text-muted">{text}</p>;
}

/**
 * A list's items, or what stands in their place: the failure with a retry button (only while
 * nothing was ever read: a failed refresh keeps the last list on screen), the loading line, or the
 * empty line.
 */
export function ListStates({
  query,
  count,
  failedText,
  retryLabel,
  loading,
  empty,
  children,
}: {
  query: QueryState<unknown> & { refetch: () => Promise<void> };
  count: number;
  failedText: string;
  retryLabel: string;
  loading: ReactNode;
  empty: ReactNode;
  children: ReactNode;
}) {
  if (query.status === "error" && query.data === undefined) {
    return (
      <ListFailed
        text={failedText}
        reason={query.error?.message}
        retryLabel={retryLabel}
        busy={query.isFetching}
        onRetry={() => void query.refetch()}
      />
    );
  }
  if (query.status === "pending" && count === 0) return loading;
  if (count === 0) return empty;
  return children;
}

/**
 * The box a wide table scrolls in, named for screen readers. It takes focus so that the keyboard
 * can scroll it too (axe: scrollable-region-focusable); the look of the box is the caller's.
 */
export function ScrollRegion({
  label,
  className,
  children,
}: {
  label: string;
  className: string;
  children: ReactNode;
}) {
  return (
    <section
      aria-label={label}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard (axe: scrollable-region-focusable)
      tabIndex={0}
      className={`${className} focus-visible:ring-2 focus-visible:ring-ring`}
    >
      {children}
    </section>
  );
}

/** The browser's own time zone: the admin's tabs are drawn in the browser only. */
export function localTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC";
}

/** A date and time as the admin lists show it, e.g. "Nov 22, 2026, 8:41 PM". */
export function formatDateTime(value: string | number | Date): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return String(value);
  return new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short" }).format(date);
}
