// The numbers a request names in its path or query, each refused with the area's own message.
import { z } from "zod";

/**
 * A record's id in a path (/api/users/7): a positive whole number in its one spelling, no sign,
 * no leading zero, no exponent or other form a number parser would also take, and at most 15
 * digits, so it is exact as a JavaScript number and as an SQLite integer.
 */
const ID_PATTERN = /^[1-9]\d{0,14}$/;

/** The `:id` parameter as a number, `message` for any other value. */
export function idParam(message: string) {
  return z.object({ id: z.string().regex(ID_PATTERN, message).transform(Number) });
}

/** A whole number from 1 to `max` in a query (`?page=2`), `message` for anything else. */
export function wholeNumberUpTo(max: number, message: string) {
  return z.coerce.number({ error: message }).int(message).min(1, message).max(max, message);
}

/** `?limit=`: how many items a list answers, from 1 to `max`; `fallback` when not given. */
export function limitQuery(max: number, fallback: number) {
  return wholeNumberUpTo(max, `The limit must be a whole number from 1 to ${max}.`).default(fallback);
}

/**
 * A public searchable list's query (/api/blog, /api/resources): `q` and `category` as the list's
 * address has them, `page` from 1 and `limit` up to `maxLimit`, `pageSize` when not given.
 */
export function searchListQuery(maxLimit: number, pageSize: number) {
  return z.object({
    q: z.string().trim().max(200, "The search may be at most 200 characters.").optional(),
    category: z.string().trim().max(200, "The category may be at most 200 characters.").optional(),
    page: wholeNumberUpTo(100_000, "The page must be a whole number from 1.").default(1),
    limit: limitQuery(maxLimit, pageSize),
  });
}
