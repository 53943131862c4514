// Sudo mode in the browser (docs/architecture.md#reauthentication): the account page runs each
// change to how the account signs in through `run`; when the server answers that the sign-in is
// too old (403, `reauthenticationRequired`), a dialog asks for the password, a code from the
// authenticator app or a passkey, and the change is sent again once it is given. Cancelling the
// dialog ends the change quietly (ReauthenticationCancelled), with nothing sent.
import { type FormEvent, useCallback, useRef, useState } from "react";
import { Button, Form } from "react-aria-components";
import { ApiError, apiRequest } from "../../../client/api";
import { failedForWantOfDomain, passkeysAvailable, reauthenticateWithPasskey } from "../../../client/passkeys";
import { FormDialog } from "../../../components/ui/FormDialog";
import { TextField } from "../../../components/ui/TextField";
import { accountTexts } from "../../../content/account";
import type { Account } from "../shared/data/api-types";
import { ACCOUNT_REAUTHENTICATE_PATH } from "../shared/data/paths";
import { fieldErrorsOfRefusal, useApiMutation } from "../shared/data/mutation";

const texts = accountTexts.reauthenticate;

/** The person closed the dialog: the change they asked for is not made, and nothing is wrong. */
export class ReauthenticationCancelled extends Error {}

const refusedForAge = (caught: unknown) =>
  caught instanceof ApiError &&
  caught.status === 403 &&
  (caught.body as { reauthenticationRequired?: boolean } | null)?.reauthenticationRequired === true;

export function useReauthentication(account: Account | undefined) {
  const [isOpen, setOpen] = useState(false);
  const waiting = useRef<{ resolve: () => void; reject: (reason: unknown) => void } | null>(null);

  const run = useCallback(async <T,>(change: () => Promise<T>): Promise<T> => {
    try {
      return await change();
    } catch (caught) {
      if (!refusedForAge(caught)) throw caught;
      await new Promise<void>((resolve, reject) => {
        waiting.current = { resolve, reject };
        setOpen(true);
      });
      return change();
    }
  }, []);

  const settle = (outcome: "done" | "cancelled") => {
    setOpen(false);
    if (outcome === "done") waiting.current?.resolve();
    else waiting.current?.reject(new ReauthenticationCancelled());
    waiting.current = null;
  };

  const dialog = (
    <FormDialog
      isOpen={isOpen}
      title={texts.title}
      closeLabel={texts.close}
      onClose={() => settle("cancelled")}
      width="max-w-md"
      dataName="reauthenticate"
    >
      {isOpen && account ? (
        <ReauthenticateForm account={account} onDone={() => settle("done")} onCancel={() => settle("cancelled")} />
      ) : null}
    </FormDialog>
  );
  return { run, dialog };
}

function ReauthenticateForm({
  account,
  onDone,
  onCancel,
}: {
  account: Account;
  onDone: () => void;
  onCancel: () => void;
}) {
  const [method, setMethod] = useState<"password" | "code">("password");
  const [value, setValue] = useState("");
  const field = method === "password" ? "password" : "code";
  const proving = useApiMutation({
    send: (attempt: { proof: () => Promise<unknown>; fallback: string }) => attempt.proof(),
    doing: "Re-authenticating",
    onDone: () => onDone(),
    // Said on the field instead of a toast.
    failed: () => {},
  });
  const busy = proving.busy;
  const caught = proving.error;
  const error = !caught
    ? null
    : caught instanceof ApiError
      ? (fieldErrorsOfRefusal(caught)[field] ?? caught.message)
      : failedForWantOfDomain(caught)
        ? accountTexts.passkeys.needsDomain
        : (proving.lastVars?.fallback ?? texts.title);
  const attempt = (proof: () => Promise<unknown>, fallback: string) => proving.run({ proof, fallback });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void attempt(
      () => apiRequest(ACCOUNT_REAUTHENTICATE_PATH, { method: "POST", body: { [field]: value } }),
      texts.title,
    );
  }

  const other = method === "password" ? "code" : "password";
  return (
    <Form onSubmit={submit} validationErrors={error ? { [field]: error } : {}} className="flex flex-col gap-4">
      <p className="text-sm text-muted">{texts.intro}</p>
      <TextField
        key={method}
        label={method === "password" ? texts.password : texts.code}
        name={field}
        type={method === "password" ? "password" : "text"}
        autoComplete={method === "password" ? "current-password" : "one-time-code"}
        inputMode={method === "code" ? "numeric" : undefined}
        isRequired
        autoFocus
        value={value}
        onChange={(next) => {
          // A refusal stays on the field until it is changed; left in the form's errors, it would
          // keep the form from being sent again.
          setValue(next);
          proving.reset();
        }}
        isDisabled={busy}
      />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" isDisabled={busy} className="btn-primary">
          {texts.submit}
        </Button>
        <Button onPress={onCancel} isDisabled={busy} className="btn-outline">
          {texts.cancel}
        </Button>
      </div>
      <div className="flex flex-col items-start gap-2 border-t border-border pt-4 text-sm">
        {account.totp.enabled ? (
          <Button
            onPress={() => {
              setMethod(other);
              setValue("");
              proving.reset();
            }}
            isDisabled={busy}
            className="text-primary underline underline-offset-4"
          >
            {other === "code" ? texts.useCode : texts.usePassword}
          </Button>
        ) : null}
        {account.passkeys.length > 0 && passkeysAvailable() ? (
          <Button
            onPress={() => void attempt(reauthenticateWithPasskey, texts.passkeyFailed)}
            isDisabled={busy}
            className="text-primary underline underline-offset-4"
          >
            {texts.usePasskey}
          </Button>
        ) : null}
      </div>
    </Form>
  );
}
