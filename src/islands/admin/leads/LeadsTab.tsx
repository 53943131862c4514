// The Leads tab (docs/product.md#leads): the people behind the downloads, one per e-mail, with a
// search, a resource filter, a date range and pages (GET /api/admin/leads); a person's timeline
// and 'Erase this person' (docs/product.md#erasure); the CSV exports; and the webhook endpoints
// (docs/product.md#webhooks): add one (its secret shown once), send a test event, see each
// delivery's attempts, remove one.
import { useState } from "react";
import { PeopleList } from "./people-list";
import { PersonView } from "./person-view";
import { Webhooks } from "./webhooks";

/** The person the address names (?person=), as the lead e-mails link to it. */
function personInAddress(): string | null {
  return new URL(window.location.href).searchParams.get("person");
}

function setPersonInAddress(email: string | null) {
  const url = new URL(window.location.href);
  if (email) url.searchParams.set("person", email);
  else url.searchParams.delete("person");
  window.history.replaceState(window.history.state, "", `${url.pathname}${url.search}${url.hash}`);
}

export default function LeadsTab() {
  const [person, setPerson] = useState<string | null>(personInAddress);
  const open = (email: string | null) => {
    setPerson(email);
    setPersonInAddress(email);
  };
  return (
    <div className="flex flex-col gap-10" data-leads-tab>
      {person ? <PersonView email={person} onBack={() => open(null)} /> : <PeopleList onOpen={open} />}
      <Webhooks />
    </div>
  );
}
