// /login: the 'Admin Login' card (docs/product.md#screens). An active admin who is already signed in goes straight
// to /admin. The form is an island that signs in through the API; without JavaScript it posts to
// /login (src/api/auth.ts), which renders this page again with the error. Depends on
// the session, so it is never cached.
import { loginContent as content } from "../content/account";
import { mayUseAdmin } from "../services/users";
import { Island } from "./Island";
import type { Page, PageView } from "./page";

export const loginPage: Page = ({ user }) => (mayUseAdmin(user) ? { redirect: "/admin", status: 302 } : loginView());

/**
 * The page, optionally with the outcome of a form post (its error, the username sent, its status),
 * or its second step (`step: "code"`, docs/architecture.md#two-factor) with the account's methods.
 */
export function loginView(
  posted: { error?: string; username?: string; status?: number; step?: "code"; methods?: string[] } = {},
): PageView {
  return {
    status: posted.status,
    cache: "private",
    meta: { ...content.meta, path: "/login", noindex: true },
    body: (
      <div className="bg-bg px-4 py-16 sm:py-24">
        <section
          aria-labelledby="login-heading"
          className="mx-auto w-full max-w-md rounded-xl border border-border bg-surface p-6 shadow-sm sm:p-8"
        >
          <h1 id="login-heading" className="font-heading text-2xl font-semibold tracking-tight text-fg">
            {content.heading}
          </h1>
          <p className="mt-2 mb-6 text-sm text-muted">{content.intro}</p>
          <Island
            name="LoginForm"
            props={{
              error: posted.error ?? null,
              username: posted.username ?? "",
              step: posted.step ?? "password",
              methods: posted.methods ?? [],
            }}
          />
        </section>
      </div>
    ),
  };
}
