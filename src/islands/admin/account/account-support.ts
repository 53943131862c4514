// What the My Account tab's parts (AccountTab.tsx, account-passkeys.tsx) share: how a refused
// change is shown, and the re-authenticating runner each change goes through.
import { ApiError } from "../../../client/api";
import { showToast } from "../../../client/toasts";
import { accountTexts as texts } from "../../../content/account";
import { ReauthenticationCancelled, type useReauthentication } from "./reauthenticate";

export function failedToast(caught: unknown) {
  showToast({
    title: texts.failedToast,
    description: caught instanceof ApiError ? caught.message : String(caught),
    variant: "destructive",
  });
}

/** The field errors of a refused write (400), or its message under `fallback`. */
export function errorsOf(caught: unknown, fallback: string): Record<string, string> {
  if (caught instanceof ApiError) {
    const errors = (caught.body as { errors?: Record<string, string> } | null)?.errors;
    return errors ?? { [fallback]: caught.message };
  }
  return { [fallback]: String(caught) };
}

/** Runs a change to how the account signs in, asking for a proof of who is there when needed. */
export type Reauthenticated = ReturnType<typeof useReauthentication>["run"];

/** A failed change's toast, unless the person cancelled the proof it asked for. */
export function unlessCancelled(caught: unknown, show: (caught: unknown) => void) {
  if (!(caught instanceof ReauthenticationCancelled)) show(caught);
}
