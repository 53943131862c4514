// The booked calls (docs/product.md#admin-bookings): upcoming or past (GET /api/admin/bookings?when=,
// refreshed while shown), each with the visitor's name (a link to the person in the Leads tab),
// e-mail, company, the meeting type, the time on the site's clock and the status. A held booking
// can be cancelled with a message to the visitor (asked in a dialog first) while it is to come, and
// marked no-show once it has begun (it is then in the past list, on the server's clock).
import { useState } from "react";
import { Button, Dialog, Heading, ToggleButton, ToggleButtonGroup } from "react-aria-components";
import { apiRequest } from "../../../client/api";
import { ModalFrame } from "../../../components/ui/ModalFrame";
import { TextField } from "../../../components/ui/TextField";
import { formatDateTime } from "../../../shared/format";
import type { AdminBooking } from "../shared/data/api-types";
import { useApiMutation } from "../shared/data/mutation";
import { BOOKING_LISTS_PREFIX, bookingCancelPath, bookingListPath, bookingNoShowPath } from "../shared/data/paths";
import { useSiteTimeZone } from "../shared/data/site-time-zone";
import { useAdminList } from "../shared/forms/form-support";
import { AdminTable, ListSection } from "../shared/lists/list-layout";
import { Badge, focusRing, smallButton } from "../shared/ui/admin-ui";
import { bookingAdminTexts } from "./texts";

const texts = bookingAdminTexts.list;
type When = "upcoming" | "past";

/** How often the bookings are read again while shown (docs/product.md#limits: admin lists). */
const BOOKINGS_REFRESH_MS = 10_000;

/** The Leads tab open on this person (its address state: ?person=, src/islands/admin/leads/LeadsTab.tsx). */
export const leadsAddressOf = (email: string) => `/admin?tab=leads&person=${encodeURIComponent(email)}`;

const statusTones = { confirmed: "success", cancelled: "muted", "no-show": "danger" } as const;

export function BookingsList({ canManage }: { canManage: boolean }) {
  const [when, setWhen] = useState<When>("upcoming");
  const { query, items } = useAdminList<AdminBooking>(bookingListPath(when), {
    refetchIntervalMs: BOOKINGS_REFRESH_MS,
    loadFailedToast: texts.loadFailed,
  });
  const timeZone = useSiteTimeZone();
  const [cancelling, setCancelling] = useState<AdminBooking | null>(null);
  const noShow = useApiMutation({
    send: (booking: AdminBooking) => apiRequest(bookingNoShowPath(booking.id), { method: "POST" }),
    doing: "Marking the booking as no-show",
    doneToast: bookingAdminTexts.noShow.done,
    invalidates: [BOOKING_LISTS_PREFIX],
    failed: bookingAdminTexts.noShow.failed,
  });

  return (
    <>
      <ListSection
        name="bookings"
        heading={texts.heading}
        query={query}
        count={items.length}
        texts={{
          loading: texts.loading,
          empty: when === "upcoming" ? texts.emptyUpcoming : texts.emptyPast,
          loadFailed: texts.loadFailed,
        }}
        toolbar={
          <div className="flex flex-wrap items-center justify-between gap-3">
            <ToggleButtonGroup
              aria-label={texts.show}
              selectionMode="single"
              disallowEmptySelection
              selectedKeys={[when]}
              onSelectionChange={(keys) => setWhen(([...keys][0] as When | undefined) ?? "upcoming")}
              className="inline-flex rounded-md border border-border bg-surface p-1"
            >
              {(["upcoming", "past"] as const).map((id) => (
                <ToggleButton
                  key={id}
                  id={id}
                  className={`min-h-10 rounded px-4 text-sm font-semibold text-muted data-selected:bg-primary data-selected:text-primary-fg ${focusRing}`}
                >
                  {texts[id]}
                </ToggleButton>
              ))}
            </ToggleButtonGroup>
            <p className="text-sm text-muted">{texts.zone(timeZone)}</p>
          </div>
        }
      >
        <AdminTable name="bookings-table" label={texts.label} columns={texts.columns} minWidth="min-w-[52rem]">
          {items.map((booking) => (
            <BookingRow
              key={booking.id}
              booking={booking}
              timeZone={timeZone}
              actions={
                canManage && booking.status === "confirmed" ? (
                  // An upcoming call can be cancelled; one that has begun (the past list) marked no-show.
                  when === "upcoming" ? (
                    <Button
                      className={`${smallButton} text-danger`}
                      aria-label={texts.cancelLabel(booking.name)}
                      onPress={() => setCancelling(booking)}
                    >
                      {texts.cancel}
                    </Button>
                  ) : (
                    <Button
                      className={smallButton}
                      aria-label={texts.noShowLabel(booking.name)}
                      isDisabled={noShow.runningFor?.id === booking.id}
                      onPress={() => void noShow.run(booking)}
                    >
                      {texts.noShow}
                    </Button>
                  )
                ) : null
              }
            />
          ))}
        </AdminTable>
      </ListSection>
      <CancelDialog booking={cancelling} timeZone={timeZone} onClose={() => setCancelling(null)} />
    </>
  );
}

function BookingRow({
  booking,
  timeZone,
  actions,
}: {
  booking: AdminBooking;
  timeZone: string;
  actions: React.ReactNode;
}) {
  return (
    <tr data-booking-row={booking.email}>
      <td className="px-4 py-3 align-top whitespace-nowrap">
        <time dateTime={booking.startsAt}>{formatDateTime(booking.startsAt, timeZone)}</time>
      </td>
      <td className="px-4 py-3 align-top">
        <a
          href={leadsAddressOf(booking.email)}
          aria-label={texts.personLabel(booking.name)}
          className="font-semibold text-primary underline-offset-2 hover:underline"
        >
          {booking.name}
        </a>
        <div className="text-muted">{booking.email}</div>
      </td>
      <td className="px-4 py-3 align-top">{booking.company || texts.noCompany}</td>
      <td className="px-4 py-3 align-top">{booking.meetingType?.name ?? texts.typeGone}</td>
      <td className="px-4 py-3 align-top">
        <Badge tone={statusTones[booking.status]}>{texts.status[booking.status]}</Badge>
      </td>
      <td className="px-4 py-3 align-top">
        <div className="flex flex-wrap gap-2">{actions}</div>
      </td>
    </tr>
  );
}

/**
 * "Cancel this booking?" with the message the visitor gets; stays open on a failure for another try.
 * Always mounted, opened by `booking` (as ConfirmDialog is), so that closing it is the modal's own.
 */
function CancelDialog({
  booking,
  timeZone,
  onClose,
}: {
  booking: AdminBooking | null;
  timeZone: string;
  onClose: () => void;
}) {
  const t = bookingAdminTexts.cancel;
  const [message, setMessage] = useState("");
  // A new question starts with no message.
  const [askedFor, setAskedFor] = useState<number | null>(null);
  if (booking && booking.id !== askedFor) {
    setAskedFor(booking.id);
    setMessage("");
  }
  const cancel = useApiMutation({
    send: (id: number) => apiRequest(bookingCancelPath(id), { method: "POST", body: { message } }),
    doing: "Cancelling the booking",
    doneToast: t.done,
    invalidates: [BOOKING_LISTS_PREFIX],
    onDone: onClose,
    failed: t.failed,
  });
  return (
    <ModalFrame isOpen={booking !== null} onClose={onClose} isBusy={cancel.busy}>
      <Dialog role="alertdialog" className="p-6 outline-none sm:p-7" data-cancel-booking-dialog>
        <Heading slot="title" className="font-heading text-xl font-semibold leading-snug tracking-tight">
          {t.title}
        </Heading>
        <p className="mt-3 text-sm leading-6 text-muted">
          {booking ? t.text(booking.name, formatDateTime(booking.startsAt, timeZone)) : null}
        </p>
        <TextField
          label={t.message}
          description={t.messageDescription}
          rows={3}
          value={message}
          onChange={setMessage}
          isDisabled={cancel.busy}
          isInvalid={cancel.fieldErrors.message !== undefined}
          errorMessage={cancel.fieldErrors.message}
          className="mt-4"
        />
        <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button autoFocus onPress={onClose} isDisabled={cancel.busy} className={`btn-outline ${focusRing}`}>
            {t.keep}
          </Button>
          <Button
            onPress={() => booking && void cancel.run(booking.id)}
            isDisabled={cancel.busy}
            className={`btn bg-danger text-bg hover:bg-danger/90 ${focusRing}`}
          >
            {t.confirm}
          </Button>
        </div>
      </Dialog>
    </ModalFrame>
  );
}
