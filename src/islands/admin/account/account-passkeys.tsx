// The passkeys part of the My Account tab (docs/product.md#account): the account's passkeys, each
// removable, and a form that registers a new one with the browser. Adding and removing go through
// the re-authentication prompt. At an IP address passkeys cannot work (WebAuthn binds them to a
// domain name), and the person is told so in words instead of the browser's "invalid domain".
import { type FormEvent, useId, useState } from "react";
import { Button, Form } from "react-aria-components";
import { ApiError, apiRequest } from "../../../client/api";
import { atAnIpAddress, failedForWantOfDomain, passkeysAvailable, registerPasskey } from "../../../client/passkeys";
import { showToast } from "../../../client/toasts";
import { TextField } from "../../../components/ui/TextField";
import { useHydrated } from "../../../components/ui/Tabs";
import { accountTexts as texts } from "../../../content/account";
import { errorsOf, failedToast, type Reauthenticated, unlessCancelled } from "./account-support";
import { DateTime, smallButton } from "../shared/ui/admin-ui";
import { ACCOUNT_PATH, ACCOUNT_SESSIONS_PATH, type Account } from "../shared/data/api-types";
import { invalidate } from "../shared/data/query";
import { ReauthenticationCancelled } from "./reauthenticate";

export function Passkeys({ account, run }: { account: Account; run: Reauthenticated }) {
  const hydrated = useHydrated();
  const headingId = useId();
  const [name, setName] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [removing, setRemoving] = useState<string | null>(null);

  async function removePasskey(id: string) {
    setRemoving(id);
    try {
      await run(() => apiRequest(`/api/account/passkeys/${encodeURIComponent(id)}`, { method: "DELETE" }));
      showToast({ title: texts.passkeys.removedToast });
      void invalidate(ACCOUNT_PATH);
    } catch (caught) {
      unlessCancelled(caught, failedToast);
    }
    setRemoving(null);
  }

  async function add(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await run(() => registerPasskey(name.trim()));
      showToast({ title: texts.passkeys.addedToast });
      setName("");
      void invalidate(ACCOUNT_PATH);
      void invalidate(ACCOUNT_SESSIONS_PATH);
    } catch (caught) {
      if (!(caught instanceof ReauthenticationCancelled)) {
        // The browser's own refusal is put in words: at an IP address it says "invalid domain".
        const said = failedForWantOfDomain(caught) ? texts.passkeys.needsDomain : texts.passkeys.failed;
        setError(caught instanceof ApiError ? (errorsOf(caught, "name").name ?? caught.message) : said);
        failedToast(caught instanceof ApiError ? caught : said);
      }
    }
    setBusy(false);
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
                  onPress={() => void removePasskey(passkey.id)}
                  isDisabled={removing === passkey.id}
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
