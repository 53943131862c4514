// One person of the Leads tab (docs/product.md#leads): their status and notes (./person-follow-up.tsx),
// their timeline of downloads, messages (the service by its label) and bookings, and 'Erase this
// person' (docs/product.md#erasure).
import { Button } from "react-aria-components";
import { apiRequest } from "../../../client/api";
import { leadsAdminTexts as texts } from "./texts";
import { QueryOutcome } from "../shared/lists/list-layout";
import { DateTime, focusRing, smallButton, TabHeader } from "../shared/ui/admin-ui";
import type { AdminLeadTimeline, WriteAnswer } from "../shared/data/api-types";
import { ADMIN_LEAD_PEOPLE_PATH, leadPersonPath } from "../shared/data/paths";
import { useApiQuery } from "../shared/data/query";
import { useAskedWrite } from "../shared/ui/asked-write";
import { LeadNotes, LeadStatusField } from "./person-follow-up";
import { useMay } from "../shared/data/permissions";

export function PersonView({ email, onBack }: { email: string; onBack: () => void }) {
  const query = useApiQuery<AdminLeadTimeline>(leadPersonPath(email));
  const mayErase = useMay("leads.manage");
  const erasing = useAskedWrite({
    send: () => apiRequest<WriteAnswer<unknown>>(leadPersonPath(email), { method: "DELETE" }),
    doing: "Erasing the person",
    question: () => ({
      title: texts.confirmErase.title,
      text: texts.confirmErase.text(query.data?.email ?? email),
      confirm: texts.confirmErase.confirm,
      cancel: texts.confirmErase.cancel,
    }),
    doneToast: (answer) => ({ title: texts.erased, description: answer.message }),
    invalidates: [ADMIN_LEAD_PEOPLE_PATH],
    onDone: onBack,
    failed: texts.eraseFailed,
  });
  const person = query.data;

  return (
    <section aria-labelledby="lead-person-heading" className="flex flex-col gap-6" data-lead-timeline>
      <div>
        <Button onPress={onBack} className={smallButton}>
          {texts.back}
        </Button>
      </div>
      <QueryOutcome query={query} data={person} failedText={texts.personFailed} loadingText={texts.loading}>
        {(person) => (
          <>
            <TabHeader
              headingId="lead-person-heading"
              heading={person.name}
              intro={person.email}
              actions={
                // Erasure is an Administrator's; an Editor reads the timeline (docs/product.md#roles).
                mayErase ? (
                  <Button onPress={() => erasing.ask()} className={`btn-outline text-danger ${focusRing}`}>
                    {texts.erase}
                  </Button>
                ) : undefined
              }
            />
            {person.linkedinUrl ? (
              <p>
                <a
                  href={person.linkedinUrl}
                  rel="noopener noreferrer"
                  className="text-primary underline underline-offset-4"
                >
                  {texts.linkedin}
                </a>
              </p>
            ) : null}
            <LeadStatusField email={person.email} status={person.status} />
            <LeadNotes email={person.email} notes={person.notes} />
            <h3 className="font-heading text-lg font-semibold text-fg">{texts.timeline}</h3>
            <ol className="flex flex-col divide-y divide-border" aria-label={texts.timeline}>
              {person.events.map((event) => (
                <li key={`${event.type}-${event.id}`} className="flex flex-col gap-1 py-3" data-event={event.type}>
                  <p className="text-fg">
                    {event.type === "download"
                      ? texts.downloaded(event.resource.title)
                      : event.type === "booking"
                        ? texts.booked(event.meetingType, event.startsAt, event.status)
                        : texts.messaged(event.serviceLabel, event.message)}
                  </p>
                  <p className="flex flex-wrap gap-x-3 text-sm text-muted">
                    <DateTime value={event.at} />
                    <span>{texts.policyVersion(event.privacyVersion)}</span>
                  </p>
                </li>
              ))}
            </ol>
            {erasing.dialog}
          </>
        )}
      </QueryOutcome>
    </section>
  );
}
