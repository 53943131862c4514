// A page's History (docs/product.md#admin-pages): every saved version, newest first, with who saved
// it and when, and who published it and when; Restore makes an earlier version the page's new draft
// (POST …/restore with the form's base, refused like a save when someone else saved meanwhile).
// Restoring over unsaved changes asks first (the editor's discard guard).
import { useState } from "react";
import { Button } from "react-aria-components";
import { apiRequest } from "../../../client/api";
import { FormDialog } from "../../../components/ui/FormDialog";
import type { PageName } from "../../../shared/schemas/pages";
import type { AdminPage, AdminPageVersion, WriteAnswer } from "../shared/data/api-types";
import { useApiMutation } from "../shared/data/mutation";
import { ADMIN_PAGES_PATH, adminPagePath, pageActionPath, pageHistoryPath } from "../shared/data/paths";
import { useApiQuery } from "../shared/data/query";
import { QueryOutcome } from "../shared/lists/list-layout";
import { Badge, DateTime, focusRing, smallButton } from "../shared/ui/admin-ui";
import { pagesTexts } from "./texts";

const texts = pagesTexts.historyDialog;

type HistoryProps = {
  name: PageName;
  title: string;
  /** The version the editor was loaded from: the base of a restore, and the one not to restore. */
  current: number;
  /** Runs an action now, or after asking when the editor has unsaved changes. */
  guard: (action: () => void) => void;
  onRestored: (page: AdminPage) => void;
};

export function PageHistoryButton(props: HistoryProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onPress={() => setOpen(true)} className={`btn-outline ${focusRing}`}>
        {pagesTexts.history}
      </Button>
      {open ? <HistoryDialog {...props} onClose={() => setOpen(false)} /> : null}
    </>
  );
}

function HistoryDialog({ name, title, current, guard, onRestored, onClose }: HistoryProps & { onClose: () => void }) {
  const query = useApiQuery<AdminPageVersion[]>(pageHistoryPath(name));
  const restoring = useApiMutation({
    send: (version: number) =>
      apiRequest<WriteAnswer<AdminPage>>(pageActionPath(name, "restore"), {
        method: "POST",
        body: { version, base: current },
      }),
    doing: "Restoring a version of the page",
    doneToast: pagesTexts.toasts.restored,
    invalidates: [ADMIN_PAGES_PATH, pageHistoryPath(name), adminPagePath(name)],
    onDone: (answer) => {
      onClose();
      onRestored(answer.data);
    },
    failed: pagesTexts.toasts.restoreFailed,
  });

  return (
    <FormDialog
      isOpen
      title={texts.heading(title)}
      closeLabel={texts.close}
      onClose={onClose}
      isBusy={restoring.busy}
      dataName="page-history"
    >
      <p className="text-sm text-muted">{texts.intro}</p>
      <QueryOutcome query={query} data={query.data} failedText={texts.loadFailed} loadingText={texts.loading}>
        {(versions) =>
          versions.length === 0 ? (
            <p className="mt-4 text-muted">{texts.empty}</p>
          ) : (
            <ol className="mt-4 flex flex-col divide-y divide-border">
              {versions.map((version) => (
                <li
                  key={version.version}
                  className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between"
                  data-page-version={version.version}
                >
                  <VersionLine version={version} current={version.version === current} />
                  {version.version === current ? null : (
                    <Button
                      className={smallButton}
                      aria-label={texts.restoreLabel(version.version)}
                      isDisabled={restoring.busy}
                      onPress={() => guard(() => void restoring.run(version.version))}
                    >
                      {texts.restore}
                    </Button>
                  )}
                </li>
              ))}
            </ol>
          )
        }
      </QueryOutcome>
      {restoring.message ? (
        <p role="alert" className="mt-4 text-sm font-medium text-danger">
          {restoring.message}
        </p>
      ) : null}
    </FormDialog>
  );
}

/** "Version 4 · Current — Saved by Alex, Nov 27, 2026, 9:12 AM; Published by Sam, …". */
function VersionLine({ version, current }: { version: AdminPageVersion; current: boolean }) {
  const origin = version.origin ?? "";
  return (
    <div className="flex min-w-0 flex-col gap-1 text-sm">
      <p className="flex flex-wrap items-center gap-2 font-semibold text-fg">
        {texts.version(version.version)}
        {current ? <Badge tone="accent">{texts.current}</Badge> : null}
        {version.publishedAt ? <Badge tone="success">{pagesTexts.states.published}</Badge> : null}
      </p>
      <p className="text-muted">
        {texts.saved(version.createdBy)}, <DateTime value={version.createdAt} />
        {origin.startsWith("restore:") ? ` · ${texts.restoredFrom(origin.slice("restore:".length))}` : null}
        {origin.startsWith("reset:") ? ` · ${texts.resetField(origin.slice("reset:".length))}` : null}
      </p>
      {version.publishedAt ? (
        <p className="text-muted">
          {texts.published(version.publishedBy)}, <DateTime value={version.publishedAt} />
        </p>
      ) : null}
    </div>
  );
}
