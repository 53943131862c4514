// What the signed-in account's role may do (docs/product.md#roles), handed to the dashboard by the
// server (src/pages/admin.tsx, the auth check's `permissions`), so a tab shows only the controls the
// role may use: an Author sees no Publish switch, an Editor reads leads without changing them. This
// is for the eye alone: the server refuses every action the role may not take, whatever is shown.
import { createContext, useContext } from "react";
import type { Permission } from "../../../../api/auth";

export type { Permission };

/** The role's actions; null: unrestricted (a component test's dashboard, opened as an Administrator). */
export const Permissions = createContext<ReadonlySet<Permission> | null>(null);

/** Whether the signed-in account's role may take `action`. */
export function useMay(action: Permission): boolean {
  const allowed = useContext(Permissions);
  return allowed === null || allowed.has(action);
}
