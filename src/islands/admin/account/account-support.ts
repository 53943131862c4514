// What the My Account tab's parts (AccountTab.tsx, account-passkeys.tsx) share: how a refused
// change is shown, and the re-authenticating runner each change goes through.
import { showToast } from "../../../client/toasts";
import { accountTexts as texts } from "../../../content/account";
import { failureToast } from "../shared/data/mutation";
import { ReauthenticationCancelled, type useReauthentication } from "./reauthenticate";

/** A refused change's toast: the tab's title, the reason beneath it. */
export function failedToast(caught: unknown) {
  showToast(failureToast(texts.failedToast, caught));
}

/** Runs a change to how the account signs in, asking for a proof of who is there when needed. */
export type Reauthenticated = ReturnType<typeof useReauthentication>["run"];

/** A failed change's toast, unless the person cancelled the proof it asked for. */
export function unlessCancelled(caught: unknown, show: (caught: unknown) => void) {
  if (!(caught instanceof ReauthenticationCancelled)) show(caught);
}
