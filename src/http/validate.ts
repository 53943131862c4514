// The one way an API handler validates its input (docs/architecture.md#security): every body, query and param goes
// through `validate(target, schema)`, and every failure is the same 400 JSON,
// `{ success: false, message, errors }`, with the product's messages from the src/shared schemas.
//
// zValidator alone is not enough: a body that is not valid JSON (or form data) makes Hono's
// validator throw before the schema runs, which would surface as the app's generic error
// instead of this shape. The wrapper catches that one case.
import { zValidator } from "@hono/zod-validator";
import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import type { z } from "zod";
import { type FieldErrorOptions, firstFieldErrors } from "../shared/field-errors";

type ValidationTarget = "json" | "form" | "query" | "param";

export type ValidationFailure = {
  success: false;
  /** The first problem, in the product's words, for a toast or a single error line. */
  message: string;
  /** Each invalid field's first message (src/shared/field-errors.ts). */
  errors: Record<string, string>;
};

/** The 400 body for a schema's refusal. Issues about the whole input have no field entry. */
export function validationFailure(error: z.core.$ZodError, options: FieldErrorOptions = {}): ValidationFailure {
  return {
    success: false,
    message: error.issues[0]?.message ?? "Invalid input.",
    errors: firstFieldErrors(error, options),
  };
}

type Refuse = (c: Context, failure: ValidationFailure) => Response;

const answer400: Refuse = (c, failure) => c.json(failure, 400);

/**
 * zValidator for `target` whose failures, including an unreadable body, answer 400 ValidationFailure;
 * `refuse` answers an invalid input otherwise (a malformed id that is answered like an unknown one);
 * field error options (nested keys such as "founder.name") may stand in its place.
 */
export function validate<Target extends ValidationTarget, Schema extends z.ZodType>(
  target: Target,
  schema: Schema,
  refuseOrOptions: Refuse | FieldErrorOptions = answer400,
) {
  const refuse = typeof refuseOrOptions === "function" ? refuseOrOptions : answer400;
  const options = typeof refuseOrOptions === "function" ? {} : refuseOrOptions;
  const validator = zValidator(target, schema, (result, c) => {
    if (!result.success) return refuse(c, validationFailure(result.error, options));
  });
  const guarded: typeof validator = async (c, next) => {
    let handedOn = false;
    try {
      return await validator(c, () => {
        handedOn = true;
        return next();
      });
    } catch (error) {
      // Only the body parser's own 400 is ours to answer; errors from later handlers propagate.
      if (handedOn || !(error instanceof HTTPException) || error.status !== 400) throw error;
      const message =
        target === "form" ? "The request body is not valid form data." : "The request body is not valid JSON.";
      const failure: ValidationFailure = { success: false, message, errors: {} };
      return c.json(failure, 400);
    }
  };
  return guarded;
}
