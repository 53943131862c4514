// The meeting types (docs/product.md#admin-bookings): each with its duration and location, whether
// it is offered, Edit (the form in a dialog: ./MeetingTypeForm.tsx) and Delete (asked first; a type
// with bookings is refused by the server, which says to make it inactive instead).
import { iconPencil, iconTrash } from "../../../components/Icon";
import type { AdminMeetingType } from "../shared/data/api-types";
import { MEETING_TYPE_WRITES, MEETING_TYPES_PATH } from "../shared/data/paths";
import { invalidatePrefix } from "../shared/data/query";
import { useFormDialog } from "../shared/forms/editing";
import { useAdminList } from "../shared/forms/form-support";
import { adminListTexts } from "../shared/lists/texts";
import { ListSection } from "../shared/lists/list-layout";
import { AddButton, Badge, RowButton } from "../shared/ui/admin-ui";
import { useDeleteWithConfirm } from "../shared/ui/delete-confirm";
import { MeetingTypeForm } from "./MeetingTypeForm";
import { bookingAdminTexts } from "./texts";

const texts = bookingAdminTexts.types;

export function MeetingTypes({ canManage }: { canManage: boolean }) {
  const { query, items } = useAdminList<AdminMeetingType>(MEETING_TYPES_PATH, {
    loadFailedToast: texts.loadFailed,
  });
  const form = useFormDialog<AdminMeetingType>(MEETING_TYPES_PATH);
  const remove = useDeleteWithConfirm<AdminMeetingType>({
    pathOf: (type) => MEETING_TYPE_WRITES.item(type.id),
    nameOf: (type) => type.name,
    noun: "meeting type",
    texts: { confirmDelete: bookingAdminTexts.confirmDelete, toasts: bookingAdminTexts.typeToasts },
    refresh: () => void invalidatePrefix(MEETING_TYPES_PATH),
  });

  return (
    <div className="flex flex-col gap-4">
      <ListSection name="meeting-types" heading={texts.heading} query={query} count={items.length} texts={texts}>
        <ul className="grid gap-4 md:grid-cols-2" data-meeting-types>
          {items.map((type) => (
            <li
              key={type.id}
              data-meeting-type={type.slug}
              className="flex flex-col gap-3 rounded-xl border border-border bg-surface p-5 shadow-sm"
            >
              <div className="flex flex-wrap items-center gap-2">
                <h3 className="font-semibold text-fg">{type.name}</h3>
                {type.active ? null : <Badge tone="muted">{texts.inactive}</Badge>}
              </div>
              <p className="text-sm text-muted">
                /book/{type.slug} ·{" "}
                {texts.summary(type.durationMinutes, bookingAdminTexts.typeForm.locations[type.locationKind])}
              </p>
              {canManage ? (
                <div className="flex gap-2">
                  <RowButton icon={iconPencil} aria-label={texts.editLabel(type.name)} onPress={() => form.open(type)}>
                    {adminListTexts.edit}
                  </RowButton>
                  <RowButton
                    icon={iconTrash}
                    danger
                    aria-label={texts.deleteLabel(type.name)}
                    onPress={() => remove.ask(type)}
                  >
                    {adminListTexts.delete}
                  </RowButton>
                </div>
              ) : null}
            </li>
          ))}
        </ul>
      </ListSection>
      {canManage ? (
        <div>
          <AddButton label={texts.add} onPress={() => form.open(null)} />
        </div>
      ) : null}
      {canManage ? <MeetingTypeForm key={form.key} {...form.props} /> : null}
      {remove.dialog}
    </div>
  );
}
