// What the API answers when one field is at fault (docs/product.md#api-answers): the field's message is
// both the answer's message and the field's entry under `errors`. Written once, so a test states
// only the field and the words it expects.
import { expect } from "bun:test";

/** The body of a refusal of `field` with `message`. */
export function fieldRefusal(field: string, message: string) {
  return { success: false, message, errors: { [field]: message } };
}

/**
 * The body of a refusal naming several fields. The answer's message is the first problem the
 * server found, so list `errors` in the server's order: the first entry's words are the message.
 */
export function fieldsRefusal(errors: Record<string, string>) {
  const [message] = Object.values(errors);
  return { success: false, message, errors };
}

/** `response` is a 400 refusing the fields in `errors`, in the server's order (see fieldsRefusal). */
export async function expectFieldsRefused(response: Response | Promise<Response>, errors: Record<string, string>) {
  const res = await response;
  expect(res.status).toBe(400);
  expect(await res.json()).toEqual(fieldsRefusal(errors));
}

/**
 * `response` is a successful write answering `status` with `message` (docs/product.md#api-answers);
 * answers its whole body, for the test to read what was saved.
 */
export async function expectWritten<Body>(
  response: Response | Promise<Response>,
  status: number,
  message: string,
): Promise<Body> {
  const res = await response;
  const body = (await res.json()) as Body & { success: boolean; message: string };
  expect({ status: res.status, success: body.success, message: body.message }).toEqual({
    status,
    success: true,
    message,
  });
  return body;
}

/** `response` is a refusal with `status` and `message` that names no field. */
export async function expectRefused(response: Response | Promise<Response>, status: number, message: string) {
  const res = await response;
  expect({ status: res.status, body: await res.json() }).toEqual({ status, body: { success: false, message } });
}
