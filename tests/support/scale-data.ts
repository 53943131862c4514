// A firm's data at a small factor, written in straight SQL for speed (one transaction, one prepared
// statement a table): leads from many people and contact messages, for the tests of what must cost
// the same however much there is (docs/architecture.md#admin-lists, #exports, #lead-people).
// The lead_people summary follows by its triggers, as it does for the service's own inserts.
import type { Database } from "bun:sqlite";

export type DownloadRows = {
  resourceIds: readonly number[];
  /** How many people; person i's address is `${prefix}${i}@scale.test`. */
  people: number;
  perPerson: number;
  /** The first download's instant; each next one is `stepMs` earlier. */
  newestAt: number;
  stepMs?: number;
  prefix?: string;
};

/** Inserts people × perPerson downloads, newest first in id order; answers how many. */
export function insertDownloads(sqlite: Database, rows: DownloadRows): number {
  const { resourceIds, people, perPerson, newestAt, stepMs = 1000, prefix = "person" } = rows;
  const insert = sqlite.prepare(
    `insert into resource_downloads (resource_id, name, email, linkedin_url, downloaded_at, ip_address, user_agent, privacy_version)
     values (?, ?, ?, ?, ?, '192.0.2.1', 'Mozilla/5.0', 'v1')`,
  );
  let n = 0;
  sqlite.transaction(() => {
    for (let round = 0; round < perPerson; round++) {
      for (let person = 0; person < people; person++) {
        const resourceId = resourceIds[(person + round) % resourceIds.length]!;
        insert.run(
          resourceId,
          `Person ${person}`,
          `${prefix}${person}@scale.test`,
          `https://www.linkedin.com/in/person-${person}`,
          newestAt - n * stepMs,
        );
        n += 1;
      }
    }
  })();
  return n;
}

/** Inserts `count` contact messages, one a `stepMs` from `newestAt` back; answers their ids. */
export function insertMessages(sqlite: Database, count: number, newestAt: number, stepMs = 1000): number[] {
  const insert = sqlite.prepare(
    `insert into contact_messages (name, email, service, message, created_at) values (?, ?, 'fractional-cpo', ?, ?) returning id`,
  );
  const ids: number[] = [];
  sqlite.transaction(() => {
    for (let i = 0; i < count; i++) {
      const row = insert.get(`Writer ${i}`, `writer${i}@scale.test`, `Message number ${i}.`, newestAt - i * stepMs) as {
        id: number;
      };
      ids.push(row.id);
    }
  })();
  return ids;
}
