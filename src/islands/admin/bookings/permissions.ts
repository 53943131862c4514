// Whether the signed-in account may change bookings (docs/product.md#roles: an Editor reads them, an
// Administrator manages them), from the auth check's `permissions`. It only decides what the tab
// offers: the server refuses every write the role may not make anyway.
import { AUTH_CHECK_PATH } from "../shared/data/paths";
import { useApiQuery } from "../shared/data/query";

type AuthCheck = { permissions?: string[] };

/** True once the auth check says the role holds bookings.manage; false before and otherwise. */
export function useMayManageBookings(): boolean {
  const check = useApiQuery<AuthCheck>(AUTH_CHECK_PATH);
  return check.data?.permissions?.includes("bookings.manage") ?? false;
}
