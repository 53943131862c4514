// The dashboard's warning when the last successful backup is older than two days, or there is none
// (docs/product.md#admin-backups): read from GET /api/admin/status, which decides what is stale.
import { backupsAdminTexts } from "./texts";
import type { AdminStatus } from "../shared/data/api-types";
import { ADMIN_STATUS_PATH } from "../shared/data/paths";
import { useApiQuery } from "../shared/data/query";

const texts = backupsAdminTexts.warning;
const DAY_SECONDS = 24 * 60 * 60;

export function BackupWarning() {
  const status = useApiQuery<AdminStatus>(ADMIN_STATUS_PATH).data;
  if (!status?.backups.stale) return null;
  const age = status.backups.ageSeconds;
  return (
    <p
      role="status"
      data-backup-warning
      className="rounded-md border border-accent bg-accent-soft px-4 py-3 text-sm font-medium text-fg"
    >
      {age === null ? texts.none : texts.stale(texts.days(Math.floor(age / DAY_SECONDS)))}
    </p>
  );
}
