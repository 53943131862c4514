// The Messages tab (contact messages are stored, never only e-mailed): every message from
// GET /api/admin/messages, newest first, read every 30 seconds while shown and after each change.
// Each shows who wrote, when, what about and the message, with 'Mark as handled' (or back to not
// handled), a Reply link that opens the admin's mail program (mailto:) and Delete (asked first).
// A message that was stored but not e-mailed because it looked automated carries a 'Spam' or
// 'Unverified' badge with the reason beside it, and 'Not spam', which clears the flag and has the
// server forward it (PATCH { verified: true }). The tab's label counts the messages not yet
// handled (the dashboard reads GET /api/admin/messages/unread-count; every change here reads it
// again).
import { apiRequest } from "../../../client/api";
import { showToast } from "../../../client/toasts";
import { iconCheck, iconMail, iconTrash } from "../../../components/Icon";
import { adminListTexts } from "../shared/lists/texts";
import { messageAdminTexts as texts } from "./texts";
import { contactServiceOptions } from "../../../content/contact";
import { ListTab } from "../shared/lists/list-layout";
import { Badge, DateTime, RowButton, RowLink } from "../shared/ui/admin-ui";
import { useMay } from "../shared/data/permissions";
import type { AdminMessage, WriteAnswer } from "../shared/data/api-types";
import { ADMIN_MESSAGES_PATH, ADMIN_UNREAD_COUNT_PATH, messagePath } from "../shared/data/paths";
import { useDeleteWithConfirm } from "../shared/ui/delete-confirm";
import { failureToast, useApiMutation } from "../shared/data/mutation";
import { useListView } from "../shared/lists/ListToolbar";
import { listViews } from "../shared/lists/list-views";
import { invalidate, invalidatePrefix } from "../shared/data/query";

/** How often the messages list is read again while shown: as the users list (docs/product.md#limits). */
const MESSAGE_LIST_REFRESH_MS = 30_000;

function refreshAll() {
  void invalidatePrefix(ADMIN_MESSAGES_PATH);
  void invalidate(ADMIN_UNREAD_COUNT_PATH);
}

export default function MessagesTab() {
  // In the order the server gives (newest first unless the sort says otherwise).
  const {
    query,
    items: messages,
    total,
    counts,
    toolbar,
    footer,
  } = useListView<AdminMessage>(ADMIN_MESSAGES_PATH, listViews.messages, {
    refetchIntervalMs: MESSAGE_LIST_REFRESH_MS,
    loadFailedToast: texts.loadFailed,
  });
  /** Changes a message (PATCH), toasts the outcome, and reads the list and its count again either way. */
  const changing = useApiMutation({
    send: ({
      message,
      body,
    }: {
      message: AdminMessage;
      body: { handled: boolean } | { verified: true };
      done: string;
    }) => apiRequest<WriteAnswer<AdminMessage>>(messagePath(message.id), { method: "PATCH", body }),
    doing: "Updating the message",
    // The server may say more (whether a message marked not spam was queued for e-mail).
    doneToast: (answer, { done }) => ({
      title: done,
      description: answer.message && answer.message !== done ? answer.message : undefined,
    }),
    onDone: refreshAll,
    failed: (error) => {
      showToast(failureToast(texts.toasts.updateFailed, error));
      refreshAll();
    },
  });
  const busyId = changing.runningFor?.message.id;
  const change = (message: AdminMessage, body: { handled: boolean } | { verified: true }, done: string) =>
    changing.run({ message, body, done });

  const toggleHandled = (message: AdminMessage) =>
    change(
      message,
      { handled: !message.handled },
      message.handled ? texts.toasts.markedOpen : texts.toasts.markedHandled,
    );
  const markNotSpam = (message: AdminMessage) => change(message, { verified: true }, texts.toasts.markedNotSpam);

  const remove = useDeleteWithConfirm<AdminMessage>({
    pathOf: (message) => messagePath(message.id),
    nameOf: (message) => message.name,
    noun: "message",
    texts,
    refresh: refreshAll,
  });

  // Open over every page of the search, spam included as before (the tab's badge leaves spam out).
  const open = counts ? (counts.open ?? 0) : messages.filter((message) => !message.handled).length;

  return (
    <ListTab
      name="messages"
      headingCount={
        <>
          {total}
          {open > 0 ? `, ${open} ${texts.open.toLowerCase()}` : ""}
        </>
      }
      query={query}
      view={{ total, toolbar, footer }}
      texts={texts}
      onRefresh={() => {
        void query.refetch();
        void invalidate(ADMIN_UNREAD_COUNT_PATH);
      }}
      after={remove.dialog}
    >
      <ul className="flex flex-col gap-4" data-message-list>
        {messages.map((message) => (
          <MessageItem
            key={message.id}
            message={message}
            busy={busyId === message.id}
            onToggle={() => void toggleHandled(message)}
            onNotSpam={() => void markNotSpam(message)}
            onDelete={() => remove.ask(message)}
          />
        ))}
      </ul>
    </ListTab>
  );
}

function serviceLabel(service: string | null | undefined): string | null {
  if (!service) return null;
  return contactServiceOptions.find((option) => option.value === service)?.label ?? service;
}

function replyHref(message: AdminMessage): string {
  const about = message.subject || serviceLabel(message.service);
  const subject = about ? `Re: ${about}` : texts.replySubject;
  return `mailto:${encodeURIComponent(message.email).replace(/%40/g, "@")}?subject=${encodeURIComponent(subject)}`;
}

function MessageItem({
  message,
  busy,
  onToggle,
  onNotSpam,
  onDelete,
}: {
  message: AdminMessage;
  busy: boolean;
  onToggle: () => void;
  onNotSpam: () => void;
  onDelete: () => void;
}) {
  const headingId = `admin-message-${message.id}`;
  const flagId = `admin-message-${message.id}-flag`;
  // An Editor reads messages; handling, spam and deleting are an Administrator's (docs/product.md#roles).
  const mayManage = useMay("messages.manage");
  // A honeypot message may lack a stamp too; the spam trap is the stronger reason to name.
  const flag = message.spam
    ? { badge: texts.spam, note: texts.spamNote }
    : message.unverified
      ? { badge: texts.unverified, note: texts.unverifiedNote }
      : null;
  const details: [string, string][] = [];
  if (message.company) details.push([texts.fields.company, message.company]);
  if (message.phone) details.push([texts.fields.phone, message.phone]);
  const service = serviceLabel(message.service);
  if (service) details.push([texts.fields.service, service]);
  // The server may send the service's label as the subject as well: shown once.
  if (message.subject && message.subject !== service) details.push([texts.fields.subject, message.subject]);

  return (
    <li
      aria-labelledby={headingId}
      aria-describedby={flag ? flagId : undefined}
      data-message-item={message.email}
      data-handled={message.handled ? "true" : "false"}
      data-flag={flag ? (message.spam ? "spam" : "unverified") : undefined}
      className={`flex flex-col gap-4 rounded-xl border bg-surface p-5 shadow-sm ${
        message.handled ? "border-border" : "border-primary/60"
      }`}
    >
      <div className="flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-2">
            <h3 id={headingId} className="font-semibold text-fg">
              {message.name}
            </h3>
            {message.handled ? <Badge tone="muted">{texts.handled}</Badge> : <Badge tone="accent">{texts.open}</Badge>}
            {flag ? <Badge tone="danger">{flag.badge}</Badge> : null}
          </div>
          <p className="text-sm break-words text-muted">{message.email}</p>
          {flag ? (
            <p id={flagId} className="mt-1 text-sm text-muted" data-message-flag-note>
              {flag.note}
            </p>
          ) : null}
        </div>
        <p className="shrink-0 text-sm text-muted">
          <span className="sr-only">{texts.fields.received}: </span>
          <DateTime value={message.createdAt} />
        </p>
      </div>
      {details.length > 0 ? (
        <dl className="flex flex-wrap gap-x-6 gap-y-1 text-sm">
          {details.map(([term, value]) => (
            <div key={term} className="flex gap-1.5">
              <dt className="text-muted">{term}:</dt>
              <dd className="font-medium text-fg">{value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      <p className="whitespace-pre-wrap break-words text-sm leading-6 text-fg">{message.message}</p>
      <div className="flex flex-wrap gap-2 border-t border-border pt-4">
        {mayManage ? (
          <RowButton
            icon={iconCheck}
            aria-label={texts.markLabel(message.handled, message.name)}
            onPress={onToggle}
            isDisabled={busy}
          >
            {message.handled ? texts.markOpen : texts.markHandled}
          </RowButton>
        ) : null}
        {flag && mayManage ? (
          <RowButton
            icon={iconCheck}
            aria-label={texts.notSpamLabel(message.name)}
            aria-describedby={flagId}
            onPress={onNotSpam}
            isDisabled={busy}
          >
            {texts.notSpam}
          </RowButton>
        ) : null}
        <RowLink icon={iconMail} href={replyHref(message)} aria-label={texts.replyLabel(message.name)}>
          {texts.reply}
        </RowLink>
        {mayManage ? (
          <RowButton icon={iconTrash} danger aria-label={texts.deleteLabel(message.name)} onPress={onDelete}>
            {adminListTexts.delete}
          </RowButton>
        ) : null}
      </div>
    </li>
  );
}
