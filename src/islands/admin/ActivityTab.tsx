// The Activity tab: the audit log (sign-ins, sign-outs, every admin write) as a read-only table,
// newest first, the last 100 entries of GET /api/admin/activity. It is read when the tab opens and
// on Refresh; nothing here changes it.
import { activityAdminTexts as texts } from "../../content/admin";
import {
  FetchingStatus,
  formatDateTime,
  ListEmpty,
  ListLoading,
  ListStates,
  RefreshButton,
  ScrollRegion,
  TabHeader,
} from "./admin-ui";
import { ADMIN_ACTIVITY_PATH, type AdminActivity } from "./api-types";
import { useAdminList } from "./form-support";

const cell = "px-4 py-3 align-top";
const headCell = "px-4 py-3 text-left text-xs font-semibold tracking-wide text-muted uppercase";

export default function ActivityTab() {
  const { query, items: entries } = useAdminList<AdminActivity>(ADMIN_ACTIVITY_PATH, {
    loadFailedToast: texts.loadFailed,
  });

  return (
    <section aria-labelledby="admin-activity-heading" className="flex flex-col gap-6" data-activity-tab>
      <TabHeader
        headingId="admin-activity-heading"
        heading={texts.heading}
        intro={texts.intro}
        actions={<RefreshButton label={texts.refresh} busy={query.isFetching} onRefresh={() => void query.refetch()} />}
      />
      <FetchingStatus busy={query.isFetching} text={texts.refreshing} />
      <ListStates
        query={query}
        count={entries.length}
        failedText={texts.loadFailed}
        retryLabel={texts.retry}
        loading={<ListLoading text={texts.loading} />}
        empty={<ListEmpty text={texts.empty} />}
      >
        <ScrollRegion
          label={texts.tableLabel}
          className="overflow-x-auto rounded-xl border border-border bg-surface shadow-sm"
        >
          <table className="w-full min-w-[40rem] border-collapse text-sm" data-activity-table>
            <thead className="border-b border-border bg-surface-muted">
              <tr>
                <th scope="col" className={headCell}>
                  {texts.columns.at}
                </th>
                <th scope="col" className={headCell}>
                  {texts.columns.user}
                </th>
                <th scope="col" className={headCell}>
                  {texts.columns.action}
                </th>
                <th scope="col" className={headCell}>
                  {texts.columns.target}
                </th>
                <th scope="col" className={headCell}>
                  {texts.columns.ip}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-border">
              {entries.map((entry) => {
                const user = entry.username ?? entry.actorUsername;
                const target = entry.target ?? entry.targetId;
                return (
                  <tr key={entry.id} data-activity-row={entry.action} data-failed={entry.ok === false ? "" : undefined}>
                    <td className={`${cell} whitespace-nowrap text-muted`}>
                      <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
                    </td>
                    <td className={`${cell} font-medium text-fg`}>{user || texts.nobody}</td>
                    <td className={`${cell} text-fg`}>
                      {entry.summary && entry.summary !== entry.action ? (
                        <p className="font-medium">{entry.summary}</p>
                      ) : null}
                      <code className="rounded bg-surface-muted px-1.5 py-0.5 font-mono text-xs text-muted">
                        {entry.action}
                      </code>
                      {entry.detail ? <p className="mt-1 text-xs text-muted">{entry.detail}</p> : null}
                    </td>
                    <td className={`${cell} break-all text-fg`}>{target || texts.nobody}</td>
                    <td className={`${cell} whitespace-nowrap font-mono text-sm text-muted`}>
                      {entry.ip || texts.nobody}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </ScrollRegion>
      </ListStates>
    </section>
  );
}
