// The Backups section of the Settings tab (docs/product.md#admin-backups): what an archive holds,
// Back up now (with the installation's secret sealed with a passphrase, if asked: decision 025), the
// list of backups kept (date, size, contents, where; download and delete), and the daily schedule.
// Reads GET /api/admin/backups; every write reads it and the dashboard's status again.
import { type FormEvent, useState } from "react";
import { Button, Form } from "react-aria-components";
import { apiRequest } from "../../../client/api";
import { showToast } from "../../../client/toasts";
import { Checkbox } from "../../../components/ui/Checkbox";
import { Select } from "../../../components/ui/Select";
import { Switch } from "../../../components/ui/Switch";
import { TextField } from "../../../components/ui/TextField";
import { backupsAdminTexts as texts } from "./texts";
import { formatBytes } from "../../../shared/format";
import type { BackupRequest, BackupSchedule } from "../../../shared/schemas/backup-schedule";
import { DateTime, focusRing, SectionHeading, smallButton } from "../shared/ui/admin-ui";
import type { AdminBackup, AdminBackups } from "../shared/data/api-types";
import { ADMIN_BACKUP_SCHEDULE_PATH, ADMIN_BACKUPS_PATH, ADMIN_STATUS_PATH } from "../shared/data/paths";
import { useDeleteWithConfirm } from "../shared/ui/delete-confirm";
import { failureToast, useApiMutation } from "../shared/data/mutation";
import { invalidate, useApiQuery } from "../shared/data/query";

const HOURS = Array.from({ length: 24 }, (_, hour) => ({
  value: String(hour),
  label: `${String(hour).padStart(2, "0")}:00`,
}));

const dateOf = (backup: AdminBackup) =>
  new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short" }).format(new Date(backup.createdAt));

/** The backups table's columns, in order. */
const BACKUP_COLUMNS = ["date", "size", "contents", "where", "actions"] as const;

function refresh() {
  void invalidate(ADMIN_BACKUPS_PATH);
  void invalidate(ADMIN_STATUS_PATH);
}

export function BackupsSection() {
  const query = useApiQuery<AdminBackups>(ADMIN_BACKUPS_PATH);
  const remove = useDeleteWithConfirm<AdminBackup>({
    pathOf: (backup) => backup.downloadUrl,
    nameOf: dateOf,
    noun: "backup",
    texts,
    refresh,
  });

  const data = query.data;
  return (
    <section aria-labelledby="backups-heading" className="flex flex-col gap-6 border-t border-border pt-8">
      <SectionHeading headingId="backups-heading" heading={texts.heading} intro={texts.intro}>
        <p data-backup-contents className="mt-2 max-w-2xl text-sm text-muted">
          {texts.contents}
        </p>
      </SectionHeading>
      <BackUpNowForm />
      {data === undefined ? (
        <p role="status" className="text-muted">
          {query.status === "error" ? texts.loadFailed : texts.loading}
        </p>
      ) : (
        <>
          {data.lastFailure ? (
            <p role="alert" className="rounded-md border border-danger bg-surface p-3 text-sm text-danger">
              {texts.lastFailure(
                new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short" }).format(
                  new Date(data.lastFailure.at),
                ),
                data.lastFailure.message,
              )}
            </p>
          ) : null}
          <BackupList backups={data.backups} onDelete={remove.ask} />
          <ScheduleForm
            key={JSON.stringify(data.schedule)}
            schedule={data.schedule}
            bucketAvailable={data.bucketAvailable}
          />
        </>
      )}
      {remove.dialog}
    </section>
  );
}

/** Back up now, with or without the installation's secret sealed with a passphrase. */
function BackUpNowForm() {
  const [includeSecret, setIncludeSecret] = useState(false);
  const [passphrase, setPassphrase] = useState("");
  const [again, setAgain] = useState("");
  const [mismatch, setMismatch] = useState(false);

  const backingUp = useApiMutation({
    send: (body: BackupRequest) => apiRequest(ADMIN_BACKUPS_PATH, { method: "POST", body }),
    doing: "The backup",
    doneToast: texts.toasts.made,
    onDone: () => {
      setPassphrase("");
      setAgain("");
      refresh();
    },
    failed: (caught) => {
      showToast(failureToast(texts.toasts.makeFailed, caught));
      refresh();
    },
  });
  const making = backingUp.busy;
  const error = backingUp.fieldErrors.passphrase ?? null;

  function backUpNow(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // A mistyped passphrase would lock the secret away for good: it is typed twice.
    const differs = includeSecret && passphrase !== again;
    setMismatch(differs);
    if (differs) return;
    void backingUp.run(includeSecret ? { includeSecret, passphrase } : { includeSecret });
  }

  return (
    <Form
      onSubmit={backUpNow}
      validationBehavior="aria"
      validationErrors={{
        ...(error ? { passphrase: error } : {}),
        ...(mismatch ? { passphraseAgain: texts.passphraseMismatch } : {}),
      }}
      className="flex max-w-xl flex-col gap-4"
    >
      <div>
        <Checkbox label={texts.includeSecret} isSelected={includeSecret} onChange={setIncludeSecret} />
        <p className="mt-1 pl-8 text-sm text-muted">{texts.includeSecretDescription}</p>
      </div>
      {includeSecret ? (
        <>
          <TextField
            label={texts.passphrase}
            description={texts.passphraseDescription}
            {...passphraseField("passphrase", passphrase, setPassphrase, error)}
          />
          <TextField
            label={texts.passphraseAgain}
            {...passphraseField("passphraseAgain", again, setAgain, mismatch ? texts.passphraseMismatch : null)}
          />
        </>
      ) : null}
      <div>
        <Button type="submit" isDisabled={making} className={`btn-primary ${focusRing}`}>
          {making ? texts.backingUp : texts.backUpNow}
        </Button>
      </div>
    </Form>
  );
}

/** A new passphrase's field (a password manager offers to make one up), with its error if any. */
function passphraseField(name: string, value: string, onChange: (value: string) => void, error: string | null) {
  return {
    name,
    type: "password",
    autoComplete: "new-password",
    value,
    onChange,
    isInvalid: Boolean(error),
    errorMessage: error ?? undefined,
  } as const;
}

function BackupList({ backups, onDelete }: { backups: AdminBackup[]; onDelete: (backup: AdminBackup) => void }) {
  return (
    <div className="flex flex-col gap-3">
      <h3 className="text-lg font-semibold text-fg">{texts.listHeading}</h3>
      {backups.length === 0 ? (
        <p className="text-muted">{texts.empty}</p>
      ) : (
        <div className="overflow-x-auto rounded-md border border-border">
          <table className="w-full text-left text-sm">
            <thead className="bg-surface-muted text-muted">
              <tr>
                {BACKUP_COLUMNS.map((column) => (
                  <th key={column} scope="col" className="px-3 py-2 font-semibold">
                    {texts.columns[column]}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {backups.map((backup) => (
                <tr key={`${backup.location}/${backup.name}`} className="border-t border-border">
                  <td className="px-3 py-2 text-fg">
                    <DateTime value={backup.createdAt} />
                  </td>
                  <td className="px-3 py-2 text-fg">{formatBytes(backup.size)}</td>
                  <td className="px-3 py-2 text-fg">{backup.withSecret ? texts.holds.withSecret : texts.holds.data}</td>
                  <td className="px-3 py-2 text-muted">{texts.locations[backup.location]}</td>
                  <td className="flex flex-wrap gap-2 px-3 py-2">
                    <a
                      href={backup.downloadUrl}
                      download={backup.name}
                      aria-label={texts.downloadLabel(dateOf(backup))}
                      className={smallButton}
                    >
                      {texts.download}
                    </a>
                    <Button
                      onPress={() => onDelete(backup)}
                      aria-label={texts.deleteLabel(dateOf(backup))}
                      className={smallButton}
                    >
                      {texts.delete}
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}

type ScheduleErrors = Partial<Record<keyof BackupSchedule, string>>;

function ScheduleForm({ schedule, bucketAvailable }: { schedule: BackupSchedule; bucketAvailable: boolean }) {
  const [enabled, setEnabled] = useState(schedule.enabled);
  const [hour, setHour] = useState(String(schedule.hour));
  const [keep, setKeep] = useState(String(schedule.keep));
  const [destination, setDestination] = useState<string>(schedule.destination);

  const saveSchedule = useApiMutation({
    send: (body: { enabled: boolean; hour: number; keep: number; destination: string }) =>
      apiRequest(ADMIN_BACKUP_SCHEDULE_PATH, { method: "PUT", body }),
    doing: "Saving the backup schedule",
    doneToast: texts.toasts.scheduleSaved,
    onDone: refresh,
    failed: texts.toasts.scheduleFailed,
  });
  const saving = saveSchedule.busy;
  const errors: ScheduleErrors = saveSchedule.fieldErrors;

  function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void saveSchedule.run({
      enabled,
      hour: Number(hour),
      keep: keep.trim() === "" ? Number.NaN : Number(keep),
      destination,
    });
  }

  return (
    <Form onSubmit={save} validationBehavior="aria" className="flex max-w-xl flex-col gap-4">
      <h3 className="text-lg font-semibold text-fg">{texts.schedule.heading}</h3>
      <Switch
        label={texts.schedule.enabled}
        description={texts.schedule.enabledDescription}
        isSelected={enabled}
        onChange={setEnabled}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <Select
          label={texts.schedule.hour}
          name="hour"
          options={HOURS}
          placeholder={texts.schedule.hour}
          value={hour}
          onChange={setHour}
          isInvalid={Boolean(errors.hour)}
          errorMessage={errors.hour}
        />
        <TextField
          label={texts.schedule.keep}
          description={texts.schedule.keepDescription}
          name="keep"
          inputMode="numeric"
          value={keep}
          onChange={setKeep}
          isInvalid={Boolean(errors.keep)}
          errorMessage={errors.keep}
        />
      </div>
      {bucketAvailable ? (
        <Select
          label={texts.schedule.destination}
          name="destination"
          options={[
            { value: "local", label: texts.locations.local },
            { value: "bucket", label: texts.locations.bucket },
          ]}
          placeholder={texts.schedule.destination}
          value={destination}
          onChange={setDestination}
          isInvalid={Boolean(errors.destination)}
          errorMessage={errors.destination}
        />
      ) : null}
      <div>
        <Button type="submit" isDisabled={saving} className={`btn-outline ${focusRing}`}>
          {saving ? texts.schedule.saving : texts.schedule.save}
        </Button>
      </div>
    </Form>
  );
}
