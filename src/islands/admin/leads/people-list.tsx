// The Leads tab's people (docs/product.md#leads): one per e-mail, everyone who downloaded, wrote or
// booked, with a search sent as it is typed, a status filter, a resource filter, a date range and
// pages (GET /api/admin/leads), and the CSV exports.
import { Button } from "react-aria-components";
import { Select } from "../../../components/ui/Select";
import { TextField } from "../../../components/ui/TextField";
import { LEAD_STATUS_LABELS, LEAD_STATUSES } from "../../../shared/lead-statuses";
import { leadsAdminTexts as texts } from "./texts";
import { QueryOutcome } from "../shared/lists/list-layout";
import { Badge, DateTime, smallButton, TabHeader } from "../shared/ui/admin-ui";
import type { AdminLeadPage, AdminLeadPerson, AdminResource } from "../shared/data/api-types";
import {
  ADMIN_LEAD_PEOPLE_PATH,
  ADMIN_LEADS_CSV_PATH,
  ADMIN_PEOPLE_CSV_PATH,
  ADMIN_RESOURCES_PATH,
} from "../shared/data/paths";
import { useApiQuery } from "../shared/data/query";
import { useAddressState } from "../shared/lists/address-state";
import { useTypedSearch } from "../shared/lists/typed-search";

// The search, filters and page are kept in the address (docs/product.md#leads).
const FILTER_NAMES = ["q", "status", "resource", "from", "to", "page"] as const;
type Filters = Record<(typeof FILTER_NAMES)[number], string>;

const STATUS_OPTIONS = LEAD_STATUSES.map((value) => ({ value, label: LEAD_STATUS_LABELS[value] }));

function listPath(filters: Filters, page: number): string {
  const query = new URLSearchParams();
  for (const key of ["q", "status", "resource", "from", "to"] as const) if (filters[key]) query.set(key, filters[key]);
  if (page > 1) query.set("page", String(page));
  const search = query.toString();
  return search ? `${ADMIN_LEAD_PEOPLE_PATH}?${search}` : ADMIN_LEAD_PEOPLE_PATH;
}

export function PeopleList({ onOpen }: { onOpen: (email: string) => void }) {
  const { values: filters, update: change, page: pageShown } = useAddressState(FILTER_NAMES);
  const [search, setSearch] = useTypedSearch(filters.q, (q) => change({ q }));
  const query = useApiQuery<AdminLeadPage>(listPath(filters, pageShown));
  const resources = useApiQuery<AdminResource[]>(ADMIN_RESOURCES_PATH);
  const page = query.data;
  const pages = page ? Math.max(1, Math.ceil(page.total / page.pageSize)) : 1;
  /** A filter's field: its name in the address, its value there, and a change puts it there. */
  const filter = (name: "status" | "resource" | "from" | "to") => ({
    name,
    value: filters[name],
    onChange: (value: string) => change({ [name]: value }),
  });
  /** A select's filter: the native control, whose placeholder ("any") clears it. */
  const selectFilter = (name: "status" | "resource") => ({ native: true, isRequired: false, ...filter(name) });

  return (
    <section aria-labelledby="leads-heading" className="flex flex-col gap-6">
      <TabHeader
        headingId="leads-heading"
        heading={texts.heading}
        intro={texts.intro}
        actions={
          <>
            <a href={ADMIN_PEOPLE_CSV_PATH} download className={smallButton}>
              {texts.exportPeople}
            </a>
            <a href={ADMIN_LEADS_CSV_PATH} download className={smallButton}>
              {texts.exportDownloads}
            </a>
          </>
        }
      />
      <search aria-label={texts.searchLabel} className="grid gap-3 sm:grid-cols-2 lg:grid-cols-5" data-leads-filters>
        <TextField label={texts.search} type="search" name="q" value={search} onChange={setSearch} />
        <Select
          label={texts.status}
          placeholder={texts.anyStatus}
          {...selectFilter("status")}
          options={STATUS_OPTIONS}
        />
        <Select
          label={texts.resource}
          placeholder={texts.anyResource}
          {...selectFilter("resource")}
          options={(Array.isArray(resources.data) ? resources.data : []).map((r) => ({
            value: String(r.id),
            label: r.title,
          }))}
        />
        <TextField label={texts.from} type="date" {...filter("from")} />
        <TextField label={texts.to} type="date" {...filter("to")} />
      </search>

      <QueryOutcome query={query} data={page} failedText={texts.loadFailed} loadingText={texts.loading}>
        {(page) =>
          page.data.length === 0 ? (
            <p className="rounded-xl border border-dashed border-border p-8 text-center text-muted" data-empty>
              {texts.empty}
            </p>
          ) : (
            <>
              <p className="text-sm text-muted" aria-live="polite">
                {texts.count(page.total)}
              </p>
              <ul aria-label={texts.listLabel} className="flex flex-col divide-y divide-border" data-leads-list>
                {page.data.map((p) => (
                  <PersonRow key={p.email} person={p} onOpen={() => onOpen(p.email)} />
                ))}
              </ul>
              {pages > 1 ? (
                <nav aria-label={texts.pagesLabel} className="flex items-center gap-3">
                  <Button
                    className={smallButton}
                    isDisabled={pageShown <= 1}
                    onPress={() => change({ page: String(pageShown - 1) })}
                  >
                    {texts.previous}
                  </Button>
                  <span className="text-sm text-muted">{texts.pageOf(pageShown, pages)}</span>
                  <Button
                    className={smallButton}
                    isDisabled={pageShown >= pages}
                    onPress={() => change({ page: String(pageShown + 1) })}
                  >
                    {texts.next}
                  </Button>
                </nav>
              ) : null}
            </>
          )
        }
      </QueryOutcome>
    </section>
  );
}

function PersonRow({ person, onOpen }: { person: AdminLeadPerson; onOpen: () => void }) {
  return (
    <li
      className="flex flex-col gap-2 py-4 md:flex-row md:items-start md:justify-between"
      data-lead-person={person.email}
    >
      <div className="min-w-0">
        <p className="font-semibold text-fg">{person.name}</p>
        <p className="break-all text-sm text-muted">{person.email}</p>
        {person.downloads > 0 ? (
          <p className="mt-1 text-sm text-fg">
            {texts.downloads(person.downloads)}: {person.resources.map((r) => r.title).join(", ")}
          </p>
        ) : null}
        <p className="flex flex-wrap gap-x-3 text-sm text-muted">
          <span>
            {texts.firstSeen} <DateTime value={person.firstSeenAt} />
          </span>
          <span>
            {texts.lastSeen} <DateTime value={person.lastSeenAt} />
          </span>
        </p>
      </div>
      <div className="flex shrink-0 flex-wrap items-center gap-2">
        <span data-lead-status={person.status}>
          <Badge tone={person.status === "new" ? "muted" : person.status === "lost" ? "danger" : "success"}>
            {person.statusLabel}
          </Badge>
        </span>
        {person.messages > 0 ? <Badge tone="accent">{texts.wrote(person.messages)}</Badge> : null}
        {person.bookings > 0 ? <Badge tone="accent">{texts.bookedTimes(person.bookings)}</Badge> : null}
        <Button onPress={onOpen} className={smallButton} aria-label={texts.viewPerson(person.name)}>
          {texts.view}
        </Button>
      </div>
    </li>
  );
}
