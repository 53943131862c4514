// The passkeys part of the My Account tab (docs/product.md#account): the account's passkeys, each
// removable, and a form that registers a new one with the browser. Adding and removing go through
// the re-authentication prompt. At an IP address passkeys cannot work (WebAuthn binds them to a
// domain name), and the person is told so in words instead of the browser's "invalid domain".
import { type FormEvent, useId, useState } from "react";
import { Button, Form } from "react-aria-components";
import { ApiError, apiRequest } from "../../../client/api";
import { atAnIpAddress, failedForWantOfDomain, passkeysAvailable, registerPasskey } from "../../../client/passkeys";
import { TextField } from "../../../components/ui/TextField";
import { useHydrated } from "../../../components/ui/Tabs";
import { accountTexts as texts } from "../../../content/account";
import { failedToast, type Reauthenticated, unlessCancelled } from "./account-support";
import { DateTime, smallButton } from "../shared/ui/admin-ui";
import type { Account } from "../shared/data/api-types";
import { ACCOUNT_PATH, ACCOUNT_SESSIONS_PATH, accountPasskeyPath } from "../shared/data/paths";
import { failureMessage, fieldErrorsOfRefusal, useApiMutation } from "../shared/data/mutation";
import { ReauthenticationCancelled } from "./reauthenticate";

const apiRefusal = (caught: unknown) => caught instanceof ApiError;

/** The browser's own refusal in words: at an IP address it says "invalid domain". */
const browserRefusal = (caught: unknown) =>
  failedForWantOfDomain(caught) ? texts.passkeys.needsDomain : texts.passkeys.failed;

export function Passkeys({ account, run }: { account: Account; run: Reauthenticated }) {
  const hydrated = useHydrated();
  const headingId = useId();
  const [name, setName] = useState("");
  const remove = useApiMutation({
    send: (id: string) => run(() => apiRequest(accountPasskeyPath(id), { method: "DELETE" })),
    doing: "Removing a passkey",
    doneToast: texts.passkeys.removedToast,
    invalidates: [ACCOUNT_PATH],
    failed: (caught) => unlessCancelled(caught, failedToast),
  });
  const adding = useApiMutation({
    send: (name: string) => run(() => registerPasskey(name)),
    doing: "Adding a passkey",
    doneToast: texts.passkeys.addedToast,
    invalidates: [ACCOUNT_PATH, ACCOUNT_SESSIONS_PATH],
    onDone: () => setName(""),
    failed: (caught) =>
      unlessCancelled(caught, () => failedToast(apiRefusal(caught) ? caught : browserRefusal(caught))),
  });
  const busy = adding.busy;
  const caught = adding.error;
  const error =
    !caught || caught instanceof ReauthenticationCancelled
      ? null
      : apiRefusal(caught)
        ? (fieldErrorsOfRefusal(caught, "name").name ?? failureMessage(caught) ?? null)
        : browserRefusal(caught);

  function add(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void adding.run(name.trim());
  }

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3" data-passkeys="">
      <h4 id={headingId} className="font-semibold text-fg">
        {texts.passkeys.heading}
      </h4>
      <p className="text-sm text-muted">{texts.passkeys.intro}</p>
      {account.passkeys.length === 0 ? (
        <p className="text-sm text-fg">{texts.passkeys.none}</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {account.passkeys.map((passkey) => (
            <li key={passkey.id} className="flex flex-col gap-2 rounded-lg border border-border p-3">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <div>
                  <p className="font-medium text-fg">{passkey.name}</p>
                  <p className="text-xs text-muted">
                    {texts.passkeys.added} <DateTime value={passkey.createdAt} />
                    {passkey.lastUsedAt ? (
                      <>
                        , {texts.passkeys.lastUsed} <DateTime value={passkey.lastUsedAt} />
                      </>
                    ) : null}
                  </p>
                </div>
                <Button
                  onPress={() => void remove.run(passkey.id)}
                  isDisabled={remove.runningFor === passkey.id}
                  aria-label={`${texts.passkeys.remove} ${passkey.name}`}
                  className={smallButton}
                >
                  {texts.passkeys.remove}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <p className="text-sm text-muted [html.js_&]:hidden">{texts.passkeys.needsJavaScript}</p>
      {hydrated && atAnIpAddress() ? (
        <p role="status" className="text-sm text-fg" data-passkeys-need-domain="">
          {texts.passkeys.needsDomain}
        </p>
      ) : hydrated && !passkeysAvailable() ? (
        <p className="text-sm text-muted">{texts.passkeys.unsupported}</p>
      ) : (
        <Form
          onSubmit={add}
          validationErrors={error ? { name: error } : {}}
          className="flex flex-col gap-3 sm:flex-row sm:items-start [html:not(.js)_&]:hidden"
        >
          <div className="flex-1">
            <TextField
              label={texts.passkeys.name}
              description={texts.passkeys.nameDescription}
              name="name"
              isRequired
              value={name}
              onChange={setName}
              isDisabled={busy || !hydrated}
            />
          </div>
          <Button type="submit" isDisabled={busy || !hydrated} className="btn-primary sm:mt-7">
            {busy ? texts.passkeys.adding : texts.passkeys.add}
          </Button>
        </Form>
      )}
    </section>
  );
}
