// The admin area's shell for a signed-in admin: 'Admin Dashboard', who is signed in, and Logout
// (SPEC §2). The server only renders it for an active admin (src/pages/admin.tsx); while it is
// open it asks /api/auth/check every 5 minutes and shows the guard once the session has ended or
// lost its admin rights. Logout ends the session on the server and returns to / after 0.5 s;
// without JavaScript the button posts the form to /logout. The tabs come with the admin issues.
import { useEffect, useState, type FormEvent } from "react";
import { Button, Form } from "react-aria-components";
import { AdminAccessRequired, type AdminAccessReason } from "../../components/AdminAccessRequired";
import { apiRequest } from "../../client/api";
import { AFTER_LOGOUT_REDIRECT_MS, AUTH_RECHECK_MS, adminContent as content } from "../../content/account";

export type AdminDashboardProps = {
  /** The signed-in admin's name as shown: first and last name, or the username. */
  displayName: string;
};

type AuthCheck = { authenticated?: boolean; isAdmin?: boolean };

export default function AdminDashboard({ displayName }: AdminDashboardProps) {
  const [refused, setRefused] = useState<AdminAccessReason | null>(null);
  const [leaving, setLeaving] = useState(false);

  useEffect(() => {
    if (refused) return;
    const timer = setInterval(async () => {
      try {
        const check = await apiRequest<AuthCheck>("/api/auth/check");
        if (!check.authenticated) setRefused("signed-out");
        else if (!check.isAdmin) setRefused("no-permission");
      } catch {
        // A failed check (offline, a restart) proves nothing; the next one asks again, and the
        // server refuses every admin call meanwhile if the session has really ended.
      }
    }, AUTH_RECHECK_MS);
    return () => clearInterval(timer);
  }, [refused]);

  async function logout(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (leaving) return;
    setLeaving(true);
    try {
      await apiRequest("/api/auth/logout", { method: "POST" });
    } catch {
      // Leave anyway: the cookie may already be gone, and / needs no session.
    }
    setTimeout(() => window.location.assign("/"), AFTER_LOGOUT_REDIRECT_MS);
  }

  if (refused) {
    return (
      <div className="py-8">
        <AdminAccessRequired reason={refused} />
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-8">
      <div className="flex flex-col gap-4 border-b border-border pb-6 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <h1 className="font-heading text-3xl font-bold tracking-tight text-fg">{content.heading}</h1>
          <p className="mt-1 text-muted">
            {content.signedInAs} <span className="font-medium text-fg">{displayName}</span>
          </p>
        </div>
        <Form method="post" action="/logout" onSubmit={logout}>
          <Button type="submit" isDisabled={leaving} className="btn-outline">
            <svg
              aria-hidden="true"
              viewBox="0 0 24 24"
              className="h-4 w-4"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
            >
              <path
                d="M9 21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h4M16 17l5-5-5-5M21 12H9"
                strokeLinecap="round"
                strokeLinejoin="round"
              />
            </svg>
            {leaving ? content.loggingOut : content.logout}
          </Button>
        </Form>
      </div>
    </div>
  );
}
