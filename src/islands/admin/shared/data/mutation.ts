// The admin dashboard's writes (docs/architecture.md#admin-data-layer, decision 041): one hook,
// useApiMutation, runs a write, says while it runs (`busy`, and for which item), toasts the outcome,
// invalidates the reads it changed, and keeps a refused write's field errors and message. What a
// failure says comes from one place: `failureMessage` (the server's message, or that it could not
// be reached) and `fieldErrorsOfRefusal` (a 400's or 409's `{ errors }`, by field).
import { useMutation } from "@tanstack/react-query";
import { ApiError } from "../../../../client/api";
import { showToast, type ToastMessage } from "../../../../client/toasts";
import { invalidatePrefix, queryClient } from "./query";
import { dataTexts } from "./texts";

/** A form's messages by field name. */
export type FieldErrors = Partial<Record<string, string>>;

/** What a failed request says to the person: the server's reason, or that it could not be reached. */
export function failureMessage(error: unknown): string | undefined {
  if (error instanceof ApiError) return error.message;
  // fetch rejects with a TypeError when no answer came at all.
  if (error instanceof TypeError) return dataTexts.unreachable;
  if (typeof error === "string") return error;
  return undefined;
}

/** The server answered and refused (a 4xx): its message says why, where a 5xx would not. */
export function isRefusal(error: unknown): boolean {
  return error instanceof ApiError && error.status < 500;
}

/**
 * The field errors of a write the server refused (400 validation, 409 conflict). With `field`,
 * a refusal that names no field puts its message on that one (a form with one field to blame).
 */
export function fieldErrorsOfRefusal(error: unknown, field?: string): Record<string, string> {
  const errors = error instanceof ApiError ? error.fieldErrors : {};
  if (Object.keys(errors).length > 0) return errors;
  if (field === undefined || error === undefined || error === null) return {};
  return { [field]: failureMessage(error) ?? String(error) };
}

/** A failure's toast: the title the caller gives, the reason beneath it. */
export function failureToast(title: string, error: unknown): ToastMessage {
  return { title, description: failureMessage(error), variant: "destructive" };
}

export type Write<Vars, Answer> = {
  /** Sends the write (apiRequest to a path of paths.ts, or an upload). */
  send: (vars: Vars) => Promise<Answer>;
  /** What the console calls the write when it fails ("saving the webhook"). */
  doing: string;
  /** The toast once it is done; none unless given. */
  doneToast?: string | ((answer: Answer, vars: Vars) => string | ToastMessage);
  /** After it is done (and after the toast). */
  onDone?: (answer: Answer, vars: Vars) => void;
  /** Reads to refresh once it is done: every read whose path starts with one of these (each page of a list). */
  invalidates?: readonly string[];
  /** The failure's toast title (its reason beneath), or what to do instead of the toast. */
  failed: string | ((error: unknown, vars: Vars) => void);
};

/**
 * One write and its state. `run` never throws: it resolves to the answer, or to undefined when the
 * write failed (already toasted, its field errors in `fieldErrors`).
 */
export function useApiMutation<Vars = void, Answer = unknown>(write: Write<Vars, Answer>) {
  const mutation = useMutation<Answer, unknown, Vars>(
    {
      mutationFn: (vars) => write.send(vars),
      onSuccess: (answer, vars) => {
        const toast = typeof write.doneToast === "function" ? write.doneToast(answer, vars) : write.doneToast;
        if (toast) showToast(typeof toast === "string" ? { title: toast } : toast);
        for (const prefix of write.invalidates ?? []) void invalidatePrefix(prefix);
        write.onDone?.(answer, vars);
      },
      onError: (error, vars) => {
        console.error(`${write.doing} failed:`, error);
        if (typeof write.failed === "function") write.failed(error, vars);
        else showToast(failureToast(write.failed, error));
      },
    },
    queryClient,
  );
  const run = (vars: Vars): Promise<Answer | undefined> => mutation.mutateAsync(vars).catch(() => undefined);
  return {
    run,
    busy: mutation.isPending,
    /** The item (the `vars`) a running write is for, as a list marks the row it changes. */
    runningFor: mutation.isPending ? mutation.variables : undefined,
    /** What the latest write was given (kept after it failed, until `reset`). */
    lastVars: mutation.variables,
    error: mutation.error,
    fieldErrors: fieldErrorsOfRefusal(mutation.error ?? undefined),
    message: mutation.error ? failureMessage(mutation.error) : undefined,
    reset: mutation.reset,
  };
}
