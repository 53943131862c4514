// The Bookings tab (docs/product.md#admin-bookings): booking on the site switched on or off, the
// booked calls, the meeting types, the firm's hours and exceptions, and its calendar with the
// private feed, all on /api/admin/bookings (decision 038). Shown to the roles that read bookings
// (src/pages/admin.tsx); one that may not manage them sees everything and changes nothing.
import { useState } from "react";
import { Switch } from "../../../components/ui/Switch";
import type { Availability } from "../../../shared/schemas/booking";
import type { AdminMeetingType } from "../shared/data/api-types";
import { useApiMutation } from "../shared/data/mutation";
import { BOOKING_AVAILABILITY_PATH, MEETING_TYPES_PATH } from "../shared/data/paths";
import { invalidate, useApiQuery } from "../shared/data/query";
import { QueryOutcome } from "../shared/lists/list-layout";
import { TabHeader } from "../shared/ui/admin-ui";
import { BookingsList } from "./bookings-list";
import { CalendarSection } from "./calendar";
import { HoursForm } from "./HoursForm";
import { changeAvailability } from "./hours-values";
import { MeetingTypes } from "./meeting-types";
import { useMayManageBookings } from "./permissions";
import { bookingAdminTexts as texts } from "./texts";

export default function BookingsTab() {
  const may = useMayManageBookings();
  const canManage = may === true;
  const availability = useApiQuery<{ data: Availability }>(BOOKING_AVAILABILITY_PATH);
  return (
    <div className="flex flex-col gap-10" data-bookings-tab>
      <section aria-labelledby="admin-bookings-heading" className="flex flex-col gap-6">
        <TabHeader headingId="admin-bookings-heading" heading={texts.heading} intro={texts.intro} />
        {may === false ? <p className="text-sm text-muted">{texts.readOnly}</p> : null}
        {availability.data ? <BookingSwitch stored={availability.data.data} canManage={canManage} /> : null}
      </section>
      <BookingsList canManage={canManage} />
      <MeetingTypes canManage={canManage} />
      <HoursSection canManage={canManage} />
      <CalendarSection canManage={canManage} />
    </div>
  );
}

/** Booking on or off: saved at once, the rest of the stored availability unchanged. */
function BookingSwitch({ stored, canManage }: { stored: Availability; canManage: boolean }) {
  const types = useApiQuery<{ data: AdminMeetingType[] }>(MEETING_TYPES_PATH);
  const noActiveType = types.data !== undefined && !types.data.data.some((type) => type.active);
  const toggle = useApiMutation({
    send: (enabled: boolean) => changeAvailability((current) => ({ ...current, enabled })),
    doing: "Switching booking",
    doneToast: (_answer, enabled) => (enabled ? texts.switch.on : texts.switch.off),
    invalidates: [BOOKING_AVAILABILITY_PATH],
    failed: texts.switch.failed,
  });
  const enabled = toggle.busy && toggle.lastVars !== undefined ? toggle.lastVars : stored.enabled;
  return (
    <div className="flex flex-col gap-2 rounded-xl border border-border bg-surface p-5" data-booking-switch>
      <Switch
        isSelected={enabled}
        onChange={(next) => void toggle.run(next)}
        isDisabled={!canManage || toggle.busy}
        label={texts.switch.label}
        description={texts.switch.description}
      />
      {enabled && noActiveType ? <p className="text-sm font-semibold text-fg">{texts.switch.noActiveType}</p> : null}
    </div>
  );
}

function HoursSection({ canManage }: { canManage: boolean }) {
  const query = useApiQuery<{ data: Availability }>(BOOKING_AVAILABILITY_PATH);
  // A saved form is drawn afresh from what the server then holds, so it is no longer "unsaved".
  const [version, setVersion] = useState(0);
  const onSaved = () => void invalidate(BOOKING_AVAILABILITY_PATH).then(() => setVersion((v) => v + 1));
  return (
    <section aria-labelledby="admin-booking-hours-heading" className="flex flex-col gap-4">
      <h2 id="admin-booking-hours-heading" className="font-heading text-2xl font-semibold tracking-tight text-fg">
        {texts.hours.heading}
      </h2>
      <p className="max-w-2xl text-sm text-muted">{texts.hours.intro}</p>
      <QueryOutcome
        query={query}
        data={query.data}
        failedText={texts.hours.loadFailed}
        loadingText={texts.hours.loading}
      >
        {({ data }) => <HoursForm key={version} stored={data} canManage={canManage} onSaved={onSaved} />}
      </QueryOutcome>
    </section>
  );
}
