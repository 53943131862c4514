// Small pieces both admin forms and lists share: field errors from a schema, field errors from the
// server's 400/409 body, and the list's one toast per run of failed reads.
import { useEffect, useRef } from "react";
import type { z } from "zod";
import { ApiError } from "../../client/api";
import { showToast } from "../../client/toasts";
import type { WriteRefusal } from "./api-types";
import type { QueryStatus } from "./query";

export type FieldErrors = Partial<Record<string, string>>;

/** Each invalid field's first message (SPEC's words, from the shared schema). */
export function fieldErrorsOf(schema: z.ZodType, input: unknown): FieldErrors {
  const result = schema.safeParse(input);
  if (result.success) return {};
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? "");
    if (field && !(field in errors)) errors[field] = issue.message;
  }
  return errors;
}

/** The field errors of a write the server refused (400 validation, 409 conflict), if any. */
export function serverFieldErrors(error: unknown): FieldErrors {
  if (!(error instanceof ApiError)) return {};
  const errors = (error.body as WriteRefusal | null)?.errors;
  return errors && typeof errors === "object" ? { ...errors } : {};
}

/** The server's reason for a failed write, for the toast's description. */
export function reasonOf(error: unknown): string | undefined {
  if (error instanceof ApiError) return error.message;
  if (error instanceof TypeError) return "The server could not be reached.";
  return undefined;
}

/** One destructive toast when a list's reads start failing; none while they keep failing. */
export function useLoadFailureToast(status: QueryStatus, isFetching: boolean, title: string) {
  const failing = useRef(false);
  useEffect(() => {
    if (isFetching) return;
    if (status === "error" && !failing.current) {
      failing.current = true;
      showToast({ title, variant: "destructive" });
    } else if (status === "success") {
      failing.current = false;
    }
  }, [status, isFetching, title]);
}

/** Moves focus to the first invalid field of a form (after React has drawn the errors). */
export function focusFirstInvalid(form: HTMLElement | null) {
  requestAnimationFrame(() => {
    form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  });
}
