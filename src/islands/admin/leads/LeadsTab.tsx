// The Leads tab (docs/product.md#leads): the people behind the downloads, messages and bookings,
// one per e-mail, with a search, status and resource filters, a date range and pages
// (GET /api/admin/leads); a person's status, notes, timeline and 'Erase this person'
// (docs/product.md#erasure); the CSV exports; and the webhook endpoints
// (docs/product.md#webhooks): add one (its secret shown once), send a test event, see each
// delivery's attempts, remove one.
import { useAddressState } from "../shared/lists/address-state";
import { useMay } from "../shared/data/permissions";
import { PeopleList } from "./people-list";
import { PersonView } from "./person-view";
import { Webhooks } from "./webhooks";

export default function LeadsTab() {
  // The person the address names (?person=), as the lead e-mails link to it.
  const { values, update } = useAddressState(["person"]);
  const open = (email: string | null) => update({ person: email ?? "" });
  const mayManageWebhooks = useMay("webhooks.manage");
  return (
    <div className="flex flex-col gap-10" data-leads-tab>
      {values.person ? <PersonView email={values.person} onBack={() => open(null)} /> : <PeopleList onOpen={open} />}
      {/* An Editor reads leads; the webhooks are an Administrator's (docs/product.md#roles). */}
      {mayManageWebhooks ? <Webhooks /> : null}
    </div>
  );
}
