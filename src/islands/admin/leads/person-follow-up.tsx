// Where the firm stands with one lead (docs/product.md#leads): their status, set by choosing it
// (PUT …/status), and the firm's notes about them, oldest first, each with who wrote it and when;
// a note is added with the form under them and deleted after a confirmation. Both read the person
// again afterwards, and the list too, whose rows show the status.
import { type FormEvent, useState } from "react";
import { Button, Form } from "react-aria-components";
import { apiRequest } from "../../../client/api";
import { Select } from "../../../components/ui/Select";
import { TextField } from "../../../components/ui/TextField";
import { LEAD_STATUS_LABELS, LEAD_STATUSES, type LeadStatus } from "../../../shared/lead-statuses";
import { leadsAdminTexts } from "./texts";
import { DateTime, focusRing, formatDateTime } from "../shared/ui/admin-ui";
import { useDeleteWithConfirm } from "../shared/ui/delete-confirm";
import type { AdminLeadTimeline, WriteAnswer } from "../shared/data/api-types";
import { ADMIN_LEAD_PEOPLE_PATH, leadNotePath, leadNotesPath, leadStatusPath } from "../shared/data/paths";
import { useApiMutation } from "../shared/data/mutation";
import { invalidatePrefix } from "../shared/data/query";

const texts = leadsAdminTexts.followUp;
type Note = AdminLeadTimeline["notes"][number];

const STATUS_OPTIONS = LEAD_STATUSES.map((value) => ({ value, label: LEAD_STATUS_LABELS[value] }));
const isStatus = (value: string): value is LeadStatus => (LEAD_STATUSES as readonly string[]).includes(value);

/** Reads the list and every person again (the person's path is under the list's). */
const refresh = () => void invalidatePrefix(ADMIN_LEAD_PEOPLE_PATH);

export function LeadStatusField({ email, status }: { email: string; status: LeadStatus }) {
  const saving = useApiMutation({
    send: (next: LeadStatus) =>
      apiRequest<WriteAnswer<{ status: LeadStatus }>>(leadStatusPath(email), { method: "PUT", body: { status: next } }),
    doing: "Setting the lead's status",
    doneToast: (answer) => answer.message,
    invalidates: [ADMIN_LEAD_PEOPLE_PATH],
    failed: texts.statusFailed,
  });
  // While the write runs the field shows the status chosen; a failure goes back to the stored one.
  const shown = saving.busy && saving.lastVars ? saving.lastVars : status;
  return (
    <div className="max-w-xs" data-lead-status-field>
      <Select
        name="status"
        label={texts.status}
        placeholder={texts.status}
        options={STATUS_OPTIONS}
        value={shown}
        isDisabled={saving.busy}
        onChange={(next) => {
          if (isStatus(next) && next !== status) void saving.run(next);
        }}
      />
    </div>
  );
}

export function LeadNotes({ email, notes }: { email: string; notes: Note[] }) {
  const [body, setBody] = useState("");
  const adding = useApiMutation({
    send: (text: string) =>
      apiRequest<WriteAnswer<Note>>(leadNotesPath(email), { method: "POST", body: { body: text } }),
    doing: "Adding a note",
    doneToast: texts.added,
    invalidates: [ADMIN_LEAD_PEOPLE_PATH],
    onDone: () => setBody(""),
    failed: texts.addFailed,
  });
  const remove = useDeleteWithConfirm<Note>({
    pathOf: (note) => leadNotePath(email, note.id),
    nameOf: (note) => (note.body.length > 60 ? `${note.body.slice(0, 59)}…` : note.body),
    noun: "note",
    texts: { confirmDelete: texts.confirmDelete, toasts: texts.toasts },
    refresh,
  });
  // The server's reason (a note too long, or none written) stays under the field until it changes.
  const error = adding.fieldErrors.body ?? (adding.error ? adding.message : undefined);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!adding.busy) void adding.run(body);
  }

  return (
    <section aria-labelledby="lead-notes-heading" className="flex flex-col gap-4" data-lead-notes>
      <h3 id="lead-notes-heading" className="font-heading text-lg font-semibold text-fg">
        {texts.notes}
      </h3>
      {notes.length === 0 ? (
        <p className="text-sm text-muted">{texts.noNotes}</p>
      ) : (
        <ol aria-label={texts.notes} className="flex flex-col divide-y divide-border">
          {notes.map((note) => (
            <li key={note.id} className="flex flex-col gap-1 py-3" data-lead-note={note.id}>
              <p className="whitespace-pre-wrap break-words text-fg">{note.body}</p>
              <p className="flex flex-wrap items-center gap-x-3 text-sm text-muted">
                <span>{texts.by(note.authorName)}</span>
                <DateTime value={note.createdAt} />
                <Button
                  onPress={() => remove.ask(note)}
                  aria-label={texts.deleteLabel(formatDateTime(note.createdAt))}
                  className={`text-danger underline underline-offset-4 ${focusRing}`}
                >
                  {texts.delete}
                </Button>
              </p>
            </li>
          ))}
        </ol>
      )}
      <Form onSubmit={onSubmit} validationBehavior="aria" className="flex flex-col gap-3" data-lead-note-form>
        <TextField
          label={texts.newNote}
          name="body"
          rows={3}
          value={body}
          onChange={(next) => {
            setBody(next);
            if (adding.error) adding.reset();
          }}
          isInvalid={error !== undefined}
          errorMessage={error}
          isDisabled={adding.busy}
        />
        <div>
          <Button type="submit" isDisabled={adding.busy} className={`btn-primary ${focusRing}`}>
            {adding.busy ? texts.adding : texts.add}
          </Button>
        </div>
      </Form>
      {remove.dialog}
    </section>
  );
}
