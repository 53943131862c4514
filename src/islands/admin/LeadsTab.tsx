// The Leads tab (docs/product.md#leads): the people behind the downloads, one per e-mail, with a
// search, a resource filter, a date range and pages (GET /api/admin/leads); a person's timeline
// and 'Erase this person' (docs/product.md#erasure); the CSV exports; and the webhook endpoints
// (docs/product.md#webhooks): add one (its secret shown once), send a test event, see each
// delivery's attempts, remove one.
import { type FormEvent, useState } from "react";
import { Button, Form } from "react-aria-components";
import { apiRequest } from "../../client/api";
import { showToast } from "../../client/toasts";
import { Checkbox } from "../../components/ui/Checkbox";
import { ConfirmDialog } from "../../components/ui/ConfirmDialog";
import { Select } from "../../components/ui/Select";
import { TextField } from "../../components/ui/TextField";
import { leadsAdminTexts as texts } from "../../content/admin";
import { QueryFailed } from "./list-layout";
import { Badge, DateTime, focusRing, smallButton, TabHeader } from "./admin-ui";
import {
  ADMIN_LEAD_PEOPLE_PATH,
  ADMIN_LEADS_CSV_PATH,
  ADMIN_PEOPLE_CSV_PATH,
  ADMIN_RESOURCES_PATH,
  ADMIN_WEBHOOKS_PATH,
  type AdminLeadPage,
  type AdminLeadPerson,
  type AdminLeadTimeline,
  type AdminResource,
  type AdminWebhookEndpoint,
  leadPersonPath,
  type WriteAnswer,
  webhookPath,
} from "./api-types";
import { reasonOf } from "./form-support";
import { invalidatePrefix, useApiQuery } from "./query";

type Filters = { q: string; resource: string; from: string; to: string; page: number };
const NO_FILTERS: Filters = { q: "", resource: "", from: "", to: "", page: 1 };

function listPath(filters: Filters): string {
  const query = new URLSearchParams();
  for (const key of ["q", "resource", "from", "to"] as const) if (filters[key]) query.set(key, filters[key]);
  if (filters.page > 1) query.set("page", String(filters.page));
  const search = query.toString();
  return search ? `${ADMIN_LEAD_PEOPLE_PATH}?${search}` : ADMIN_LEAD_PEOPLE_PATH;
}

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

function PeopleList({ onOpen }: { onOpen: (email: string) => void }) {
  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
  const [search, setSearch] = useState("");
  const query = useApiQuery<AdminLeadPage>(listPath(filters));
  const resources = useApiQuery<AdminResource[]>(ADMIN_RESOURCES_PATH);
  const page = query.data;
  const pages = page ? Math.max(1, Math.ceil(page.total / page.pageSize)) : 1;
  const change = (next: Partial<Filters>) => setFilters((current) => ({ ...current, page: 1, ...next }));

  const onSearch = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    change({ q: search.trim() });
  };

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
      <div className="flex flex-col gap-4 lg:flex-row lg:flex-wrap lg:items-end">
        <Form role="search" aria-label={texts.searchLabel} onSubmit={onSearch} className="flex items-end gap-2">
          <TextField label={texts.search} type="search" name="q" value={search} onChange={setSearch} />
          <Button type="submit" className={smallButton}>
            {texts.searchButton}
          </Button>
        </Form>
        <Select
          native
          isRequired={false}
          name="resource"
          label={texts.resource}
          placeholder={texts.anyResource}
          value={filters.resource}
          onChange={(resource) => change({ resource })}
          options={(Array.isArray(resources.data) ? resources.data : []).map((r) => ({
            value: String(r.id),
            label: r.title,
          }))}
          className="min-w-[12rem]"
        />
        <TextField
          label={texts.from}
          type="date"
          name="from"
          value={filters.from}
          onChange={(from) => change({ from })}
        />
        <TextField label={texts.to} type="date" name="to" value={filters.to} onChange={(to) => change({ to })} />
      </div>

      {query.status === "error" && !page ? (
        <QueryFailed query={query} text={texts.loadFailed} />
      ) : !page ? (
        <p role="status" className="text-muted">
          {texts.loading}
        </p>
      ) : page.data.length === 0 ? (
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
                isDisabled={filters.page <= 1}
                onPress={() => setFilters((f) => ({ ...f, page: f.page - 1 }))}
              >
                {texts.previous}
              </Button>
              <span className="text-sm text-muted">{texts.pageOf(filters.page, pages)}</span>
              <Button
                className={smallButton}
                isDisabled={filters.page >= pages}
                onPress={() => setFilters((f) => ({ ...f, page: f.page + 1 }))}
              >
                {texts.next}
              </Button>
            </nav>
          ) : null}
        </>
      )}
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
        <p className="mt-1 text-sm text-fg">
          {texts.downloads(person.downloads)}: {person.resources.map((r) => r.title).join(", ")}
        </p>
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
        {person.messages > 0 ? <Badge tone="accent">{texts.wrote(person.messages)}</Badge> : null}
        <Button onPress={onOpen} className={smallButton} aria-label={texts.viewPerson(person.name)}>
          {texts.view}
        </Button>
      </div>
    </li>
  );
}

function PersonView({ email, onBack }: { email: string; onBack: () => void }) {
  const query = useApiQuery<AdminLeadTimeline>(leadPersonPath(email));
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const person = query.data;

  async function erase() {
    setBusy(true);
    try {
      const answer = await apiRequest<WriteAnswer<unknown>>(leadPersonPath(email), { method: "DELETE" });
      showToast({ title: texts.erased, description: answer.message });
      setAsking(false);
      void invalidatePrefix(ADMIN_LEAD_PEOPLE_PATH);
      onBack();
    } catch (error) {
      showToast({ variant: "destructive", title: texts.eraseFailed, description: reasonOf(error) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <section aria-labelledby="lead-person-heading" className="flex flex-col gap-6" data-lead-timeline>
      <div>
        <Button onPress={onBack} className={smallButton}>
          {texts.back}
        </Button>
      </div>
      {query.status === "error" && !person ? (
        <QueryFailed query={query} text={texts.personFailed} />
      ) : !person ? (
        <p role="status" className="text-muted">
          {texts.loading}
        </p>
      ) : (
        <>
          <TabHeader
            headingId="lead-person-heading"
            heading={person.name}
            intro={person.email}
            actions={
              <Button onPress={() => setAsking(true)} className={`btn-outline text-danger ${focusRing}`}>
                {texts.erase}
              </Button>
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
          <h3 className="font-heading text-lg font-semibold text-fg">{texts.timeline}</h3>
          <ol className="flex flex-col divide-y divide-border" aria-label={texts.timeline}>
            {person.events.map((event) => (
              <li key={`${event.type}-${event.id}`} className="flex flex-col gap-1 py-3" data-event={event.type}>
                <p className="text-fg">
                  {event.type === "download"
                    ? texts.downloaded(event.resource.title)
                    : event.type === "booking"
                      ? texts.booked(event.meetingType, event.startsAt, event.status)
                      : texts.messaged(event.service, event.message)}
                </p>
                <p className="flex flex-wrap gap-x-3 text-sm text-muted">
                  <DateTime value={event.at} />
                  <span>{texts.policyVersion(event.privacyVersion)}</span>
                </p>
              </li>
            ))}
          </ol>
          <ConfirmDialog
            isOpen={asking}
            title={texts.confirmErase.title}
            text={texts.confirmErase.text(person.email)}
            confirmLabel={texts.confirmErase.confirm}
            cancelLabel={texts.confirmErase.cancel}
            destructive
            isBusy={busy}
            onConfirm={() => void erase()}
            onCancel={() => setAsking(false)}
          />
        </>
      )}
    </section>
  );
}

function Webhooks() {
  const query = useApiQuery<{ data: AdminWebhookEndpoint[] }>(ADMIN_WEBHOOKS_PATH);
  const [url, setUrl] = useState("");
  const [events, setEvents] = useState<string[]>(["lead.created"]);
  const [error, setError] = useState<string | undefined>();
  const [saving, setSaving] = useState(false);
  const [secret, setSecret] = useState<{ url: string; secret: string } | null>(null);
  const endpoints = query.data?.data ?? [];
  const w = texts.webhooks;

  async function add(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSaving(true);
    setError(undefined);
    try {
      const answer = await apiRequest<WriteAnswer<AdminWebhookEndpoint & { secret: string }>>(ADMIN_WEBHOOKS_PATH, {
        method: "POST",
        body: { url, events },
      });
      setSecret({ url: answer.data.url, secret: answer.data.secret });
      setUrl("");
      showToast({ title: w.added });
      void query.refetch();
    } catch (failure) {
      const reason = reasonOf(failure);
      setError(reason);
      showToast({ variant: "destructive", title: w.addFailed, description: reason });
    } finally {
      setSaving(false);
    }
  }

  async function act(path: string, method: "POST" | "DELETE", done: string) {
    try {
      await apiRequest(path, { method });
      showToast({ title: done });
    } catch (failure) {
      showToast({ variant: "destructive", title: w.actionFailed, description: reasonOf(failure) });
    } finally {
      void query.refetch();
    }
  }

  const toggle = (name: string) => (on: boolean) =>
    setEvents((current) => (on ? [...new Set([...current, name])] : current.filter((e) => e !== name)));

  return (
    <section aria-labelledby="webhooks-heading" className="flex flex-col gap-6" data-webhooks>
      <TabHeader
        headingId="webhooks-heading"
        heading={w.heading}
        intro={w.intro}
        actions={
          <Button onPress={() => void query.refetch()} className={smallButton} isDisabled={query.isFetching}>
            {w.refresh}
          </Button>
        }
      />
      <Form onSubmit={add} className="flex flex-col gap-4 rounded-lg border border-border p-4" data-webhook-form>
        <TextField
          label={w.url}
          type="url"
          name="url"
          isRequired
          placeholder="https://crm.example.com/hooks/leads"
          value={url}
          // The refusal is about the address refused: an invalid field is one the browser will not
          // submit, so a new address clears it (else the form stays stuck until a reload).
          onChange={(value) => {
            setUrl(value);
            setError(undefined);
          }}
          isInvalid={error !== undefined}
          errorMessage={error}
        />
        <fieldset className="flex flex-wrap gap-6">
          <legend className="mb-2 text-sm font-semibold text-fg">{w.events}</legend>
          {(["lead.created", "contact.created"] as const).map((name) => (
            <Checkbox key={name} label={name} isSelected={events.includes(name)} onChange={toggle(name)} />
          ))}
        </fieldset>
        <div>
          <Button type="submit" isDisabled={saving || events.length === 0} className={`btn-primary ${focusRing}`}>
            {saving ? w.adding : w.add}
          </Button>
        </div>
      </Form>
      {secret ? (
        <div role="status" className="flex flex-col gap-2 rounded-lg border border-primary p-4" data-webhook-secret>
          <p className="font-semibold text-fg">{w.secretTitle(secret.url)}</p>
          <code className="break-all rounded bg-surface-muted px-2 py-1 font-mono text-sm text-fg">
            {secret.secret}
          </code>
          <p className="text-sm text-muted">{w.secretOnce}</p>
          <div>
            <Button onPress={() => setSecret(null)} className={smallButton}>
              {w.secretDone}
            </Button>
          </div>
        </div>
      ) : null}
      {query.status === "error" && !query.data ? <QueryFailed query={query} text={w.loadFailed} /> : null}
      {query.data && endpoints.length === 0 ? <p className="text-muted">{w.empty}</p> : null}
      <ul className="flex flex-col gap-4" aria-label={w.listLabel}>
        {endpoints.map((endpoint) => (
          <li
            key={endpoint.id}
            className="flex flex-col gap-3 rounded-lg border border-border p-4"
            data-webhook={endpoint.url}
          >
            <div className="flex flex-col gap-2 md:flex-row md:items-center md:justify-between">
              <div className="min-w-0">
                <p className="break-all font-mono text-sm text-fg">{endpoint.url}</p>
                <p className="text-sm text-muted">{endpoint.events.join(", ")}</p>
              </div>
              <div className="flex flex-wrap gap-2">
                <Button
                  className={smallButton}
                  onPress={() => void act(`${webhookPath(endpoint.id)}/test`, "POST", w.testQueued)}
                >
                  {w.sendTest}
                </Button>
                <Button
                  className={smallButton}
                  aria-label={w.removeLabel(endpoint.url)}
                  onPress={() => void act(webhookPath(endpoint.id), "DELETE", w.removed)}
                >
                  {w.remove}
                </Button>
              </div>
            </div>
            {endpoint.deliveries.length === 0 ? (
              <p className="text-sm text-muted">{w.noDeliveries}</p>
            ) : (
              <ul className="flex flex-col divide-y divide-border" aria-label={w.deliveriesLabel(endpoint.url)}>
                {endpoint.deliveries.map((delivery) => (
                  <li key={delivery.id} className="flex flex-col gap-1 py-2 text-sm" data-delivery={delivery.status}>
                    <p className="flex flex-wrap items-center gap-2 text-fg">
                      <span className="font-mono">{delivery.event}</span>
                      <Badge
                        tone={
                          delivery.status === "sent" ? "success" : delivery.status === "failed" ? "danger" : "muted"
                        }
                      >
                        {w.status[delivery.status]}
                      </Badge>
                      <span className="text-muted">{w.attempts(delivery.attempts)}</span>
                    </p>
                    <ol className="flex flex-col gap-0.5 text-muted">
                      {delivery.attemptList.map((attempt, index) => (
                        <li key={attempt.startedAt + String(index)} data-attempt={attempt.outcome ?? "running"}>
                          <DateTime value={attempt.startedAt} /> · {w.outcome(attempt.outcome)}
                          {attempt.detail ? ` · ${attempt.detail}` : ""}
                        </li>
                      ))}
                    </ol>
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
