// Whether the signed-in account may change bookings (docs/product.md#roles: an Editor reads them, an
// Administrator manages them), from the auth check's `permissions`. It only decides what the tab
// offers: the server refuses every write the role may not make anyway.
import { AUTH_CHECK_PATH } from "../shared/data/paths";
import { useApiQuery } from "../shared/data/query";

type AuthCheck = { permissions?: string[] };

/** Whether the role holds bookings.manage; undefined until the auth check has answered. */
export function useMayManageBookings(): boolean | undefined {
  const check = useApiQuery<AuthCheck>(AUTH_CHECK_PATH);
  return check.data ? (check.data.permissions ?? []).includes("bookings.manage") : undefined;
}
