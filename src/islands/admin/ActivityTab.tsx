// The Activity tab: the audit log (sign-ins, sign-outs, every admin write) as a read-only table,
// newest first, the last 100 entries of GET /api/admin/activity. It is read when the tab opens and
// on Refresh; nothing here changes it.
import { activityAdminTexts as texts } from "../../content/admin";
import { AdminTable, ListTab } from "./admin-list";
import { DateTime } from "./admin-ui";
import { ADMIN_ACTIVITY_PATH, type AdminActivity } from "./api-types";
import { useAdminList } from "./form-support";

const cell = "px-4 py-3 align-top";

export default function ActivityTab() {
  const { query, items: entries } = useAdminList<AdminActivity>(ADMIN_ACTIVITY_PATH, {
    loadFailedToast: texts.loadFailed,
  });
  const { columns } = texts;

  return (
    <ListTab
      name="activity"
      heading={texts.heading}
      intro={texts.intro}
      query={query}
      count={entries.length}
      texts={texts}
    >
      <AdminTable
        name="activity-table"
        label={texts.tableLabel}
        minWidth="min-w-[40rem]"
        columns={[columns.at, columns.user, columns.action, columns.target, columns.ip]}
      >
        {entries.map((entry) => (
          <tr key={entry.id} data-activity-row={entry.action} data-failed={entry.ok === false ? "" : undefined}>
            <td className={`${cell} whitespace-nowrap text-muted`}>
              <DateTime value={entry.at} />
            </td>
            <td className={`${cell} font-medium text-fg`}>{entry.username || texts.nobody}</td>
            <td className={`${cell} text-fg`}>
              {entry.summary && entry.summary !== entry.action ? <p className="font-medium">{entry.summary}</p> : null}
              <code className="rounded bg-surface-muted px-1.5 py-0.5 font-mono text-xs text-muted">
                {entry.action}
              </code>
              {entry.detail ? <p className="mt-1 text-xs text-muted">{entry.detail}</p> : null}
            </td>
            <td className={`${cell} break-all text-fg`}>{entry.target || texts.nobody}</td>
            <td className={`${cell} whitespace-nowrap font-mono text-sm text-muted`}>{entry.ip || texts.nobody}</td>
          </tr>
        ))}
      </AdminTable>
    </ListTab>
  );
}
