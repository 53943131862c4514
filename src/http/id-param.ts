// A record's id in a path (/api/users/7): a positive whole number in its one spelling, no sign,
// no leading zero, no exponent or other form a number parser would also take, and at most 15
// digits, so it is exact as a JavaScript number and as an SQLite integer. Anything else is refused
// with the area's own message before any lookup.
import { z } from "zod";

export const ID_PATTERN = /^[1-9]\d{0,14}$/;

/** The `:id` parameter as a number, `message` for any other value. */
export function idParam(message: string) {
  return z.object({ id: z.string().regex(ID_PATTERN, message).transform(Number) });
}
