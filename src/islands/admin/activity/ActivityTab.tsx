// The Activity tab (docs/product.md#admin-activity): the audit log (sign-ins, sign-outs, every admin
// write) as a read-only list of sentences, newest first, the last 100 entries of
// GET /api/admin/activity. Each entry says who did what to which item ("Jordan Ellis published
// 'Agile Rituals'"), links to the item while it exists, and shows when and from which address. The
// person and kind filters are kept in the address (?actor=&kind=), so a reload or a shared link
// shows the same view. A list rather than a table, so nothing is cut off at phone width.
import { Select } from "../../../components/ui/Select";
import { activityAdminTexts as texts } from "./texts";
import { ListTab } from "../shared/lists/list-layout";
import { Badge, DateTime } from "../shared/ui/admin-ui";
import type { AdminActivity } from "../shared/data/api-types";
import { ADMIN_ACTIVITY_ACTORS_PATH, ADMIN_ACTIVITY_PATH } from "../shared/data/paths";
import { useAdminList } from "../shared/forms/form-support";
import { useApiQuery } from "../shared/data/query";
import { useAddressState } from "../shared/lists/address-state";

type Filters = { actor: string; kind: string };
const FILTER_KEYS = ["actor", "kind"] as const;
const { filters: filterTexts } = texts;
const filterFields = [
  { key: "actor", label: filterTexts.actor, any: filterTexts.anyActor },
  { key: "kind", label: filterTexts.kind, any: filterTexts.anyKind },
] as const;
const KIND_OPTIONS = Object.entries(filterTexts.kinds).map(([value, label]) => ({ value, label }));

function activityPath(filters: Filters): string {
  const query = FILTER_KEYS.filter((key) => filters[key])
    .map((key) => `&${key}=${encodeURIComponent(filters[key])}`)
    .join("");
  return `${ADMIN_ACTIVITY_PATH}${query}`;
}

export default function ActivityTab() {
  const { values: filters, update } = useAddressState(FILTER_KEYS);
  const { query, items: entries } = useAdminList<AdminActivity>(activityPath(filters), {
    loadFailedToast: texts.loadFailed,
  });

  return (
    <ListTab
      name="activity"
      query={query}
      count={entries.length}
      texts={texts}
      actions={<FiltersBar filters={filters} onChange={update} />}
    >
      <ul aria-label={texts.listLabel} className="flex flex-col divide-y divide-border" data-activity-list>
        {entries.map((entry) => (
          <ActivityEntry key={entry.id} entry={entry} />
        ))}
      </ul>
    </ListTab>
  );
}

/** The person and kind filters, beside Refresh (outside the list, so an empty result keeps them). */
function FiltersBar({ filters, onChange }: { filters: Filters; onChange: (changes: Partial<Filters>) => void }) {
  const actors = useApiQuery<string[]>(ADMIN_ACTIVITY_ACTORS_PATH);
  // A person named by the address stays choosable before (or without) the list of people.
  const actorOptions = [...new Set([...(actors.data ?? []), ...(filters.actor ? [filters.actor] : [])])];
  return (
    <fieldset className="flex w-full flex-wrap gap-4 md:w-auto" data-activity-filters>
      <legend className="sr-only">{texts.filters.label}</legend>
      {filterFields.map(({ key, label, any }) => (
        <Select
          key={key}
          native
          isRequired={false}
          name={key}
          label={label}
          placeholder={any}
          value={filters[key]}
          onChange={(value) => onChange({ [key]: value })}
          options={key === "actor" ? actorOptions.map((actor) => ({ value: actor, label: actor })) : KIND_OPTIONS}
          className="min-w-[12rem] flex-1 sm:flex-none"
        />
      ))}
    </fieldset>
  );
}

function ActivityEntry({ entry }: { entry: AdminActivity }) {
  const failed = entry.ok === false;
  return (
    <li
      className="flex flex-col gap-1 py-3"
      data-activity-entry={entry.action}
      data-target-kind={entry.targetKind ?? undefined}
      data-failed={failed ? "" : undefined}
    >
      <p className="break-words text-fg">
        {entry.href ? (
          <a
            href={entry.href}
            className="font-medium text-fg underline decoration-muted underline-offset-4 hover:text-primary hover:decoration-primary"
          >
            {entry.sentence}
          </a>
        ) : (
          <span className="font-medium">{entry.sentence}</span>
        )}
        {failed ? (
          <span className="ml-2 align-middle">
            <Badge tone="danger">{entry.summary}</Badge>
          </span>
        ) : null}
      </p>
      <p className="flex flex-wrap gap-x-3 text-sm text-muted">
        <DateTime value={entry.at} />
        {entry.ip ? <span className="font-mono">{entry.ip}</span> : null}
        {failed && entry.detail ? <span>{entry.detail}</span> : null}
      </p>
    </li>
  );
}
