// The My Account tab (docs/product.md#account): every signed-in user's own page, the only tab a
// 'user' account sees and the only one an admin the two-factor policy holds back may use
// (docs/architecture.md#two-factor). Two-factor sign-in (an authenticator app, with its QR code
// drawn by the server, and the recovery codes shown once; passkeys), the password, and the open
// sessions. Each change to how the account signs in goes through the re-authentication prompt
// (./reauthenticate.tsx), which asks for a proof only when the sign-in is no longer recent.
import { type ReactNode, useId, useRef } from "react";
import { accountTexts as texts } from "../../../content/account";
import { SectionHeading } from "../shared/ui/admin-ui";
import { QueryFailed } from "../shared/lists/list-layout";
import type { Account } from "../shared/data/api-types";
import { ACCOUNT_PATH } from "../shared/data/paths";
import { Passkeys } from "./account-passkeys";
import { useApiQuery } from "../shared/data/query";
import { useReauthentication } from "./reauthenticate";
import { AuthenticatorApp } from "./authenticator-app";
import { ChangePassword } from "./change-password";
import { Sessions } from "./account-sessions";

const sectionClass = "rounded-xl border border-border bg-surface p-5 sm:p-6";

export default function AccountTab() {
  const query = useApiQuery<{ data: Account }>(ACCOUNT_PATH);
  const headingId = useId();
  const account = query.data?.data;
  const reauthentication = useReauthentication(account);
  // Once the policy held this admin back, the way on is shown when it no longer does.
  const wasHeldBack = useRef(false);
  if (account?.twoFactorRequired) wasHeldBack.current = true;
  if (!account) {
    if (query.status === "error") return <QueryFailed query={query} text={texts.loadFailed} />;
    return (
      <p role="status" className="text-muted">
        {texts.loading}
      </p>
    );
  }
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-6" data-account="">
      <SectionHeading headingId={headingId} heading={texts.heading} intro={texts.intro(account.user.username)} />
      {account.twoFactorRequired ? (
        <p role="status" className="rounded-lg border border-accent bg-surface-muted p-4 font-medium text-fg">
          {texts.setupRequired}
        </p>
      ) : wasHeldBack.current ? (
        <p role="status" className="rounded-lg border border-border bg-surface-muted p-4 font-medium text-fg">
          {texts.setupDone}{" "}
          <a href="/admin" className="text-primary underline underline-offset-4">
            {texts.continueToDashboard}
          </a>
        </p>
      ) : null}
      {account.user.role !== "admin" ? <p className="text-sm text-muted">{texts.userRole}</p> : null}
      <Section heading={texts.twoFactor.heading} intro={texts.twoFactor.intro}>
        <AuthenticatorApp account={account} run={reauthentication.run} />
        <Passkeys account={account} run={reauthentication.run} />
      </Section>
      <Section heading={texts.password.heading} intro={texts.password.intro}>
        <ChangePassword />
      </Section>
      <Section heading={texts.sessions.heading} intro={texts.sessions.intro}>
        <Sessions />
      </Section>
      {reauthentication.dialog}
    </section>
  );
}

function Section({ heading, intro, children }: { heading: string; intro: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className={sectionClass}>
      <h3 id={id} className="font-heading text-xl font-semibold text-fg">
        {heading}
      </h3>
      <p className="mt-1 text-sm text-muted">{intro}</p>
      <div className="mt-5 flex flex-col gap-6">{children}</div>
    </section>
  );
}
