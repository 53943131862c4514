// The My Account tab (docs/product.md#account): every signed-in user's own page, the only tab a
// 'user' account sees and the only one an admin the two-factor policy holds back may use
// (docs/architecture.md#two-factor). Two-factor sign-in (an authenticator app, with its QR code
// drawn by the server, and the recovery codes shown once; passkeys), the password, and the open
// sessions. Each change to how the account signs in goes through the re-authentication prompt
// (./reauthenticate.tsx), which asks for a proof only when the sign-in is no longer recent.
import { type FormEvent, type ReactNode, useId, useRef, useState } from "react";
import { Button, Form } from "react-aria-components";
import { apiRequest } from "../../../client/api";
import { showToast } from "../../../client/toasts";
import { TextField } from "../../../components/ui/TextField";
import { accountTexts as texts } from "../../../content/account";
import { QueryFailed } from "../shared/lists/list-layout";
import { DateTime, smallButton } from "../shared/ui/admin-ui";
import { ACCOUNT_PATH, ACCOUNT_SESSIONS_PATH, type Account, type OwnSession, type WriteAnswer } from "../shared/data/api-types";
import { Passkeys } from "./account-passkeys";
import { errorsOf, failedToast, type Reauthenticated, unlessCancelled } from "./account-support";
import { invalidate, useApiQuery } from "../shared/data/query";
import { ReauthenticationCancelled, useReauthentication } from "./reauthenticate";
import { RecoveryCodes } from "./recovery-codes";

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
      <div>
        <h2 id={headingId} className="font-heading text-2xl font-semibold tracking-tight text-fg">
          {texts.heading}
        </h2>
        <p className="mt-1 max-w-2xl text-sm text-muted">{texts.intro(account.user.username)}</p>
      </div>
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

type Enrolment = { secret: string; otpauthUrl: string; qrCode: string };

function AuthenticatorApp({ account, run }: { account: Account; run: Reauthenticated }) {
  const [enrolment, setEnrolment] = useState<Enrolment | null>(null);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const [busy, setBusy] = useState(false);
  const headingId = useId();
  const { totp } = account;

  /** One change to the app's sign-in, held busy while it (and any proof it asks for) runs. */
  async function change(action: () => Promise<void>) {
    setBusy(true);
    try {
      await run(action);
    } catch (caught) {
      unlessCancelled(caught, failedToast);
    }
    setBusy(false);
  }

  const start = () =>
    change(async () => {
      setEnrolment((await apiRequest<WriteAnswer<Enrolment>>("/api/account/totp", { method: "POST" })).data);
    });
  const renew = () =>
    change(async () => {
      const path = "/api/account/recovery-codes";
      const answer = await apiRequest<WriteAnswer<{ recoveryCodes: string[] }>>(path, { method: "POST" });
      setRecoveryCodes(answer.data.recoveryCodes);
      showToast({ title: texts.twoFactor.renewedToast });
      void invalidate(ACCOUNT_PATH);
    });
  const remove = () =>
    change(async () => {
      await apiRequest("/api/account/totp", { method: "DELETE" });
      showToast({ title: texts.twoFactor.removedToast });
      void invalidate(ACCOUNT_PATH);
    });

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3" data-authenticator-app="">
      <h4 id={headingId} className="font-semibold text-fg">
        {texts.twoFactor.appHeading}
      </h4>
      {recoveryCodes ? (
        <RecoveryCodes codes={recoveryCodes} username={account.user.username} onDone={() => setRecoveryCodes(null)} />
      ) : enrolment ? (
        <ConfirmEnrolment
          enrolment={enrolment}
          run={run}
          onDone={(codes) => {
            setEnrolment(null);
            setRecoveryCodes(codes);
            void invalidate(ACCOUNT_PATH);
            void invalidate(ACCOUNT_SESSIONS_PATH);
          }}
          onCancel={() => setEnrolment(null)}
        />
      ) : totp.enabled ? (
        <>
          <p className="text-sm text-fg">{texts.twoFactor.on(totp.recoveryCodesLeft)}</p>
          <div className="flex flex-wrap gap-2">
            <Button onPress={renew} isDisabled={busy} className={smallButton}>
              {texts.twoFactor.renew}
            </Button>
            <Button onPress={remove} isDisabled={busy} className={smallButton}>
              {texts.twoFactor.turnOff}
            </Button>
          </div>
        </>
      ) : (
        <>
          <p className="text-sm text-fg">{texts.twoFactor.off}</p>
          <div>
            <Button onPress={start} isDisabled={busy} className="btn-primary">
              {busy ? texts.twoFactor.starting : texts.twoFactor.start}
            </Button>
          </div>
        </>
      )}
    </section>
  );
}

function ConfirmEnrolment({
  enrolment,
  run,
  onDone,
  onCancel,
}: {
  enrolment: Enrolment;
  run: Reauthenticated;
  onDone: (recoveryCodes: string[]) => void;
  onCancel: () => void;
}) {
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const answer = await run(() =>
        apiRequest<WriteAnswer<{ recoveryCodes: string[] }>>("/api/account/totp/confirm", {
          method: "POST",
          body: { code },
        }),
      );
      showToast({ title: texts.twoFactor.enabledToast });
      onDone(answer.data.recoveryCodes);
    } catch (caught) {
      if (!(caught instanceof ReauthenticationCancelled)) setError(errorsOf(caught, "code").code ?? null);
      setBusy(false);
    }
  }

  return (
    <div className="flex flex-col gap-4" data-totp-enrolment="">
      <p className="text-sm text-fg">{texts.twoFactor.scan}</p>
      <img
        src={enrolment.qrCode}
        alt={texts.twoFactor.qrAlt}
        width={200}
        height={200}
        className="h-[200px] w-[200px] rounded-md border border-border bg-white"
      />
      <p className="text-sm text-fg">
        {texts.twoFactor.keyLabel}:{" "}
        <code data-totp-secret={enrolment.secret} className="font-mono break-all">
          {enrolment.secret.replace(/(.{4})(?=.)/g, "$1 ")}
        </code>
      </p>
      <Form onSubmit={submit} validationErrors={error ? { code: error } : {}} className="flex flex-col gap-3">
        <TextField
          label={texts.twoFactor.code}
          description={texts.twoFactor.codeDescription}
          name="code"
          autoComplete="one-time-code"
          inputMode="numeric"
          isRequired
          value={code}
          onChange={setCode}
          isDisabled={busy}
        />
        <SubmitOrCancel
          busy={busy}
          submitLabel={busy ? texts.twoFactor.confirming : texts.twoFactor.confirm}
          cancelLabel={texts.twoFactor.cancel}
          onCancel={onCancel}
        />
      </Form>
    </div>
  );
}

function ChangePassword() {
  const [values, setValues] = useState({ currentPassword: "", newPassword: "", confirmPassword: "" });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const set = (name: keyof typeof values) => (value: string) => setValues((current) => ({ ...current, [name]: value }));
  const passwordField = (name: keyof typeof values, label: string, autoComplete: string) => ({
    label,
    name,
    type: "password" as const,
    autoComplete,
    isRequired: true,
    value: values[name],
    onChange: set(name),
    isDisabled: busy,
  });

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    setErrors({});
    try {
      await apiRequest("/api/account/password", { method: "PUT", body: values });
      showToast({ title: texts.password.changedToast });
      setValues({ currentPassword: "", newPassword: "", confirmPassword: "" });
      void invalidate(ACCOUNT_SESSIONS_PATH);
    } catch (caught) {
      setErrors(errorsOf(caught, "currentPassword"));
      failedToast(caught);
    }
    setBusy(false);
  }

  return (
    <Form onSubmit={submit} validationErrors={errors} className="flex max-w-md flex-col gap-4" data-change-password="">
      <TextField {...passwordField("currentPassword", texts.password.current, "current-password")} />
      <TextField
        {...passwordField("newPassword", texts.password.next, "new-password")}
        description={texts.password.nextDescription}
      />
      <TextField {...passwordField("confirmPassword", texts.password.confirm, "new-password")} />
      <div>
        <Button type="submit" isDisabled={busy} className="btn-primary">
          {busy ? texts.password.saving : texts.password.submit}
        </Button>
      </div>
    </Form>
  );
}

function Sessions() {
  const query = useApiQuery<{ data: OwnSession[] }>(ACCOUNT_SESSIONS_PATH);
  const [ending, setEnding] = useState<string | null>(null);
  const sessions = query.data?.data;
  if (!sessions) {
    if (query.status === "error") return <QueryFailed query={query} text={texts.sessions.loadFailed} />;
    return <p className="text-muted">{texts.loading}</p>;
  }

  async function end(handle: string) {
    setEnding(handle);
    try {
      await apiRequest(`${ACCOUNT_SESSIONS_PATH}/${handle}`, { method: "DELETE" });
      showToast({ title: texts.sessions.endedToast });
      await invalidate(ACCOUNT_SESSIONS_PATH);
    } catch (caught) {
      failedToast(caught);
    }
    setEnding(null);
  }

  return (
    <ul className="flex flex-col gap-2" data-sessions="">
      {sessions.map((session) => (
        <li
          key={session.handle}
          className="flex flex-col gap-2 rounded-lg border border-border p-3 sm:flex-row sm:items-center sm:justify-between"
        >
          <div>
            <p className="font-medium text-fg">
              {session.device}
              {session.current ? (
                <span className="ml-2 rounded-full bg-primary px-2 py-0.5 text-xs font-semibold text-primary-fg">
                  {texts.sessions.thisDevice}
                </span>
              ) : null}
            </p>
            <p className="text-xs text-muted">
              {texts.sessions.address}: {session.ip ?? "—"} · {texts.sessions.lastUsed}:{" "}
              <DateTime value={session.lastSeenAt} /> · {texts.sessions.started}: <DateTime value={session.createdAt} />
            </p>
          </div>
          {session.current ? null : (
            <Button
              onPress={() => void end(session.handle)}
              isDisabled={ending === session.handle}
              aria-label={`${texts.sessions.signOut}: ${session.device}, ${session.ip ?? ""}`}
              className={smallButton}
            >
              {texts.sessions.signOut}
            </Button>
          )}
        </li>
      ))}
    </ul>
  );
}

/** An inline form's Submit and Cancel, side by side, both held while it is sent. */
function SubmitOrCancel(props: { busy: boolean; submitLabel: string; cancelLabel: string; onCancel: () => void }) {
  return (
    <div className="flex flex-wrap gap-2">
      <Button type="submit" isDisabled={props.busy} className="btn-primary">
        {props.submitLabel}
      </Button>
      <Button onPress={props.onCancel} isDisabled={props.busy} className="btn-outline">
        {props.cancelLabel}
      </Button>
    </div>
  );
}
