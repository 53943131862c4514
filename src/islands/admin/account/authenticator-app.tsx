// Two-factor sign-in with an authenticator app on the My Account tab (docs/product.md#account):
// turning it on (the QR code drawn by the server, a code to confirm it, the recovery codes shown once)
// and off, each change through the re-authentication prompt (./reauthenticate.tsx).
import { type FormEvent, useId, useState } from "react";
import { Button, Form } from "react-aria-components";
import { apiRequest } from "../../../client/api";
import { showToast } from "../../../client/toasts";
import { TextField } from "../../../components/ui/TextField";
import { accountTexts as texts } from "../../../content/account";
import { smallButton } from "../shared/ui/admin-ui";
import type { Account, WriteAnswer } from "../shared/data/api-types";
import {
  ACCOUNT_PATH,
  ACCOUNT_RECOVERY_CODES_PATH,
  ACCOUNT_SESSIONS_PATH,
  ACCOUNT_TOTP_CONFIRM_PATH,
  ACCOUNT_TOTP_PATH,
} from "../shared/data/paths";
import { failedToast, type Reauthenticated, unlessCancelled } from "./account-support";
import { invalidate } from "../shared/data/query";
import { fieldErrorsOfRefusal, useApiMutation } from "../shared/data/mutation";
import { ReauthenticationCancelled } from "./reauthenticate";
import { RecoveryCodes } from "./recovery-codes";

type Enrolment = { secret: string; otpauthUrl: string; qrCode: string };

export function AuthenticatorApp({ account, run }: { account: Account; run: Reauthenticated }) {
  const [enrolment, setEnrolment] = useState<Enrolment | null>(null);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const headingId = useId();
  const { totp } = account;

  // One change to the app's sign-in, held busy while it (and any proof it asks for) runs.
  const changing = useApiMutation({
    send: (action: () => Promise<void>) => run(action),
    doing: "Changing the authenticator app",
    failed: (caught) => unlessCancelled(caught, failedToast),
  });
  const busy = changing.busy;
  const change = (action: () => Promise<void>) => changing.run(action);

  const start = () =>
    change(async () => {
      setEnrolment((await apiRequest<WriteAnswer<Enrolment>>(ACCOUNT_TOTP_PATH, { method: "POST" })).data);
    });
  const renew = () =>
    change(async () => {
      const path = ACCOUNT_RECOVERY_CODES_PATH;
      const answer = await apiRequest<WriteAnswer<{ recoveryCodes: string[] }>>(path, { method: "POST" });
      setRecoveryCodes(answer.data.recoveryCodes);
      showToast({ title: texts.twoFactor.renewedToast });
      void invalidate(ACCOUNT_PATH);
    });
  const remove = () =>
    change(async () => {
      await apiRequest(ACCOUNT_TOTP_PATH, { method: "DELETE" });
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
  const confirm = useApiMutation({
    send: (code: string) =>
      run(() =>
        apiRequest<WriteAnswer<{ recoveryCodes: string[] }>>(ACCOUNT_TOTP_CONFIRM_PATH, {
          method: "POST",
          body: { code },
        }),
      ),
    doing: "Confirming the authenticator app",
    doneToast: texts.twoFactor.enabledToast,
    onDone: (answer) => onDone(answer.data.recoveryCodes),
    // Said beside the code field instead of a toast; a cancelled proof says nothing.
    failed: () => {},
  });
  const busy = confirm.busy;
  const error =
    confirm.error && !(confirm.error instanceof ReauthenticationCancelled)
      ? (fieldErrorsOfRefusal(confirm.error, "code").code ?? null)
      : null;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void confirm.run(code);
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
