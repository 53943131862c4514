// The domain services, built once per app from its database and storage and handed to the API
// handlers and page loaders, which never touch the database directly.
import type { Db } from "../db/client";
import type { FileStorage } from "../storage";

export type Services = ReturnType<typeof createServices>;

export function createServices(deps: { db: Db; storage: FileStorage }) {
  return {
    db: deps.db,
    storage: deps.storage,
  };
}
