// The editor page's revision history (docs/product.md#revisions): each saved version, newest first,
// with who saved it, when (on the site's clock) and how (saved, autosaved, restored), and Restore
// on every one but the current. Restoring with unsaved changes asks first; the restored item
// replaces the fields (`onRestored`).
import { Button } from "react-aria-components";
import { apiRequest } from "../../../../client/api";
import { formatDateTime } from "../../../../shared/format";
import type { AdminRevisions } from "../data/api-types";
import { useApiMutation } from "../data/mutation";
import { type EditedKind, restorePath, revisionsPath } from "../data/paths";
import { useApiQuery } from "../data/query";
import { useSiteTimeZone } from "../data/site-time-zone";
import { focusRing } from "../ui/admin-ui";
import { useDiscardGuard } from "./discard-guard";
import { editorPageTexts as texts } from "./texts";

export function RevisionHistory<Item>({
  kind,
  id,
  version,
  dirty,
  canRestore,
  onRestored,
}: {
  kind: EditedKind;
  id: number;
  /** The version the editor holds: the list is read again whenever it changes. */
  version: number;
  dirty: boolean;
  canRestore: boolean;
  onRestored: (item: Item, version: number) => void;
}) {
  const timeZone = useSiteTimeZone();
  // The version in the address: each new save reads the list afresh.
  const query = useApiQuery<AdminRevisions>(`${revisionsPath(kind, id)}?v=${version}`);
  const { guard, dialog } = useDiscardGuard(dirty);
  const restore = useApiMutation({
    send: (from: number) =>
      apiRequest<{ data: Item; version: number; message?: string }>(restorePath(kind, id, from), { method: "POST" }),
    doing: "Restoring a version",
    doneToast: (answer) => answer.message ?? "",
    onDone: (answer) => onRestored(answer.data, answer.version),
    failed: texts.restoreFailed,
  });
  const revisions = query.data?.revisions ?? [];
  const current = query.data?.current ?? 0;

  return (
    <section
      aria-labelledby="revision-history-heading"
      className="rounded-xl border border-border bg-surface p-5"
      data-revision-history
    >
      <h2 id="revision-history-heading" className="font-heading text-lg font-semibold text-fg">
        {texts.history}
      </h2>
      {query.status === "error" ? <p className="mt-3 text-sm text-danger">{texts.historyFailed}</p> : null}
      {query.status === "success" && revisions.length === 0 ? (
        <p className="mt-3 text-sm text-muted">{texts.historyEmpty}</p>
      ) : null}
      <ol className="mt-3 flex flex-col divide-y divide-border">
        {revisions.map((revision) => (
          <li
            key={revision.version}
            className="flex items-start justify-between gap-3 py-3"
            data-revision={revision.version}
          >
            <div className="min-w-0 text-sm">
              <p className="font-semibold text-fg">
                {texts.version(revision.version)}
                {revision.version === current ? (
                  <span className="ml-2 text-xs font-semibold text-primary">{texts.current}</span>
                ) : null}
              </p>
              <p className="text-muted">
                {texts.reasons[revision.reason] ?? revision.reason}{" "}
                {revision.restoredFrom ? `${texts.restoredFrom(revision.restoredFrom)} ` : ""}
                {texts.by(revision.savedByName)}
              </p>
              <p className="text-muted">
                <time dateTime={revision.savedAt}>{formatDateTime(revision.savedAt, timeZone)}</time>
              </p>
            </div>
            {canRestore && revision.version !== current ? (
              <Button
                onPress={() => guard(() => void restore.run(revision.version))}
                isDisabled={restore.busy}
                aria-label={texts.restoreLabel(revision.version)}
                className={`btn-outline px-3 py-1.5 text-sm ${focusRing}`}
              >
                {texts.restore}
              </Button>
            ) : null}
          </li>
        ))}
      </ol>
      {dialog}
    </section>
  );
}
