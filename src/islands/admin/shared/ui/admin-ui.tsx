// Small pieces the admin tabs share: the tab's heading row, a section's heading, the Refresh button, badges, the row
// buttons and links, the failed-list notice with its retry button, a form's button row, the box a
// wide table scrolls in, and how dates are shown.
import type { ComponentPropsWithoutRef, ReactNode } from "react";
import { Button, type ButtonProps } from "react-aria-components";
import { iconPencil, iconPlus, iconRefresh, iconTrash, SvgIcon } from "../../../../components/Icon";
import { adminListTexts } from "../lists/texts";
import { formatDateTime as formatOnSiteClock } from "../../../../shared/format";
import { useSiteTimeZone } from "../data/site-time-zone";

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
      <SectionHeading headingId={headingId} heading={heading} intro={intro} className="min-w-0 flex-1" />
      {actions ? <div className="flex shrink-0 flex-wrap gap-2">{actions}</div> : null}
    </div>
  );
}

/** A tab's or a section's h2 with its intro; `children` add lines below the intro. */
export function SectionHeading({
  headingId,
  heading,
  intro,
  className,
  children,
}: {
  headingId: string;
  heading: ReactNode;
  intro?: string;
  className?: string;
  children?: ReactNode;
}) {
  return (
    <div className={className}>
      <h2 id={headingId} className="font-heading text-2xl font-semibold tracking-tight text-fg">
        {heading}
      </h2>
      {intro ? <p className="mt-1 max-w-2xl text-sm text-muted">{intro}</p> : null}
      {children}
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

/** A tab's link to the editor page of a new item ('New blog post', 'Add Resource'). */
export function AddLink({ label, href }: { label: string; href: string }) {
  return (
    <a
      href={href}
      className="btn-primary outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2"
    >
      <SvgIcon drawing={iconPlus} className="h-4 w-4" />
      {label}
    </a>
  );
}

/** A tab's button that opens its form on a new item ('Add User'). */
export function AddButton({ label, onPress }: { label: string; onPress: () => void }) {
  return (
    <Button
      onPress={onPress}
      className="btn-primary outline-none data-focus-visible:ring-2 data-focus-visible:ring-ring data-focus-visible:ring-offset-2"
    >
      <SvgIcon drawing={iconPlus} className="h-4 w-4" />
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

/**
 * Published, Draft, or Scheduled with its date and time on the site's clock (a published item whose
 * publishedAt is still to come: docs/product.md#scheduled), as every list of posts and resources
 * shows it. The lists are read again every few seconds, so it turns to Published soon after.
 */
export function PublishedBadge({ published, publishedAt }: { published: boolean; publishedAt?: string | null }) {
  const timeZone = useSiteTimeZone();
  if (!published) return <Badge tone="muted">{adminListTexts.draft}</Badge>;
  if (publishedAt && Date.parse(publishedAt) > Date.now()) {
    return (
      <Badge tone="accent">
        <span data-scheduled-badge>
          {adminListTexts.scheduled} <time dateTime={publishedAt}>{formatOnSiteClock(publishedAt, timeZone)}</time>
        </span>
      </Badge>
    );
  }
  return <Badge tone="success">{adminListTexts.published}</Badge>;
}

type RowActionProps = { icon: ReactNode; danger?: boolean; className?: string; children?: ReactNode };

/**
 * A row's or card's button (Edit, Delete…): its icon and word, and an aria-label naming what it
 * acts on. Delete and its kin are `danger`.
 */
export function RowButton({
  icon,
  danger = false,
  className = smallButton,
  children,
  ...props
}: Omit<ButtonProps, "className" | "children"> & RowActionProps) {
  return (
    <Button {...props} className={danger ? `${className} text-danger` : className}>
      <SvgIcon drawing={icon} className="h-4 w-4" />
      {children}
    </Button>
  );
}

/** A square button holding only its icon, for a list with little room beside each item. */
const iconOnlyButton =
  "inline-flex h-10 w-10 items-center justify-center rounded-md border border-border bg-surface text-fg outline-none hover:bg-surface-muted data-focus-visible:ring-2 data-focus-visible:ring-ring focus-visible:ring-2 focus-visible:ring-ring";

/**
 * An item's Edit and Delete, each named for the item by its aria-label; icons only when `iconOnly`.
 * Edit is a link when the item has an editor page of its own (`edit` is its address), so it opens
 * in a new tab too; else a button.
 */
export function EditDeleteButtons({
  labels,
  name,
  edit,
  onDelete,
  iconOnly = false,
}: {
  /** The buttons' accessible names for the item called `name` ('Edit "Title"'), from the tab's texts.ts. */
  labels: { editLabel: (name: string) => string; deleteLabel: (name: string) => string };
  name: string;
  edit: string | (() => void);
  onDelete: () => void;
  iconOnly?: boolean;
}) {
  const className = iconOnly ? iconOnlyButton : smallButton;
  return (
    <>
      {typeof edit === "string" ? (
        <RowLink icon={iconPencil} href={edit} aria-label={labels.editLabel(name)} className={className}>
          {iconOnly ? null : adminListTexts.edit}
        </RowLink>
      ) : (
        <RowButton icon={iconPencil} aria-label={labels.editLabel(name)} onPress={edit} className={className}>
          {iconOnly ? null : adminListTexts.edit}
        </RowButton>
      )}
      <RowButton icon={iconTrash} danger aria-label={labels.deleteLabel(name)} onPress={onDelete} className={className}>
        {iconOnly ? null : adminListTexts.delete}
      </RowButton>
    </>
  );
}

/** A row's or card's link that looks like its buttons (View File, Reply, Export CSV). */
export function RowLink({
  icon,
  className = smallButton,
  children,
  ...props
}: Omit<ComponentPropsWithoutRef<"a">, "className" | "children"> & Omit<RowActionProps, "danger">) {
  return (
    <a {...props} className={className}>
      <SvgIcon drawing={icon} className="h-4 w-4" />
      {children}
    </a>
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

/** A date and time as the admin lists show it, e.g. "Nov 22, 2026, 8:41 PM". */
export function formatDateTime(value: string | number | Date): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return String(value);
  return new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short" }).format(date);
}

/** An ISO date and time as a <time> element, e.g. "Nov 22, 2026, 8:41 PM". */
export function DateTime({ value }: { value: string }) {
  return <time dateTime={value}>{formatDateTime(value)}</time>;
}
