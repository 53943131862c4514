// The admin area's refusal (docs/product.md#admin-guard): rendered by the server for /admin when the
// session is missing or is not an admin's, and by the dashboard island when a re-check finds that
// the session has ended.
import { adminGuardContent as content } from "../content/account";
import { iconLock, SvgIcon } from "./Icon";

export type AdminAccessReason = "signed-out" | "no-permission";

export function AdminAccessRequired({ reason }: { reason: AdminAccessReason }) {
  return (
    <section
      aria-labelledby="admin-access-heading"
      className="mx-auto w-full max-w-md rounded-xl border border-border bg-surface p-8 text-center shadow-sm"
      data-admin-guard={reason}
    >
      <span className="mx-auto inline-flex h-12 w-12 items-center justify-center rounded-full bg-accent-soft text-accent">
        <SvgIcon drawing={iconLock} className="h-6 w-6" />
      </span>
      <h1 id="admin-access-heading" className="mt-4 font-heading text-2xl font-semibold tracking-tight text-fg">
        {content.heading}
      </h1>
      <p className="mt-2 text-muted">{reason === "signed-out" ? content.signedOut : content.noPermission}</p>
      <a href={content.goToLogin.href} className="btn-primary mt-6">
        {content.goToLogin.label}
      </a>
    </section>
  );
}
