// The Home tab's backups and server box (an Administrator's; docs/product.md#admin-home): the last
// backup and its age, a warning once it is older than two days or failed, and the installation's
// version, uptime, mail still waiting and replication, as GET /api/admin/status answers them.
import { homeAdminTexts, durationOf } from "./texts";
import type { ReactNode } from "react";
import { HomeCard } from "./home-card";
import type { AdminOverview } from "../shared/data/api-types";
import { DateTime } from "../shared/ui/admin-ui";

const texts = homeAdminTexts.server;

type Status = NonNullable<AdminOverview["status"]>;

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex flex-wrap justify-between gap-x-4 gap-y-1 border-b border-border py-2 last:border-b-0">
      <dt className="text-sm text-muted">{term}</dt>
      <dd className="text-sm font-medium text-fg">{children}</dd>
    </div>
  );
}

export function ServerStatus({ status }: { status: Status }) {
  const { backups, replication } = status;
  const mailWaiting = Object.values(status.outbox).reduce((sum, n) => sum + n, 0);
  return (
    <HomeCard name="server" heading={texts.heading}>
      {backups.lastFailure ? (
        <p role="status" className="rounded-md border border-danger bg-danger/10 px-3 py-2 text-sm text-fg">
          {texts.failed(backups.lastFailure.message)}
        </p>
      ) : backups.stale ? (
        <p role="status" className="rounded-md border border-accent bg-accent-soft px-3 py-2 text-sm text-fg">
          {texts.stale}
        </p>
      ) : null}
      <dl>
        <Row term={texts.lastBackup}>
          {backups.last ? <DateTime value={backups.last.createdAt} /> : texts.noBackup}
          {backups.running ? <span className="block text-muted">{texts.running}</span> : null}
        </Row>
        <Row term={texts.version}>{status.version}</Row>
        <Row term={texts.uptime}>{durationOf(status.uptimeSeconds)}</Row>
        <Row term={texts.mailWaiting}>{mailWaiting.toLocaleString("en-US")}</Row>
        <Row term={texts.replication}>
          {replication.running ? texts.replicating : replication.configured ? texts.stopped : texts.notReplicating}
        </Row>
      </dl>
    </HomeCard>
  );
}
