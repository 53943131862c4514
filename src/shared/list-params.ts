// The address of an admin list (docs/product.md#admin-lists): `?q=&status=&category=&featured=&sort=&page=`,
// and `after=`, the cursor of the page before's answer (its `nextCursor`), which reads the next page
// at the cost of the first (docs/architecture.md#admin-lists).
// The API checks it with these schemas and the dashboard writes the same names into /admin's
// address, so a reload or a shared link asks the API for exactly the view it shows.
import { z } from "zod";

/** Cards per page of a public list (/blog, /resources). */
export const PUBLIC_LIST_PAGE_SIZE = 12;

/** Rows per page of an admin list. */
export const ADMIN_LIST_PAGE_SIZE = 25;

export const PUBLICATION_STATUSES = ["published", "draft", "scheduled"] as const;
export type PublicationStatus = (typeof PUBLICATION_STATUSES)[number];

export const MESSAGE_STATUSES = ["open", "handled", "spam"] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];

/** Each list's orders, its default first. */
export const ADMIN_LIST_SORTS = {
  blog: ["updated", "published", "title"],
  resources: ["newest", "title", "downloads"],
  "case-studies": ["updated", "title"],
  testimonials: ["newest", "name"],
  users: ["username", "newest"],
  messages: ["newest", "oldest"],
} as const;
export type AdminListKind = keyof typeof ADMIN_LIST_SORTS;
export type AdminListSort<Kind extends AdminListKind> = (typeof ADMIN_LIST_SORTS)[Kind][number];

const MAX_PAGE = 100_000;
const PAGE_MESSAGE = "The page must be a whole number from 1.";

/** An empty parameter (`?status=`, as a plain form sends it) is the same as none. */
const blankIsNone = (value: unknown) => (value === "" ? undefined : value);

const oneOf = <const Values extends readonly [string, ...string[]]>(values: Values, name: string) =>
  z.preprocess(blankIsNone, z.enum(values, { error: `The ${name} must be one of: ${values.join(", ")}.` }).optional());

const common = <Kind extends AdminListKind>(kind: Kind) => ({
  q: z.preprocess(blankIsNone, z.string().trim().max(200, "The search may be at most 200 characters.").optional()),
  sort: oneOf(ADMIN_LIST_SORTS[kind], "sort"),
  page: z.preprocess(
    blankIsNone,
    z.coerce
      .number({ error: PAGE_MESSAGE })
      .int(PAGE_MESSAGE)
      .min(1, PAGE_MESSAGE)
      .max(MAX_PAGE, PAGE_MESSAGE)
      .default(1),
  ),
  after: z.preprocess(blankIsNone, z.string().max(1000, "The list position is too long.").optional()),
});

const category = z.preprocess(
  blankIsNone,
  z.string().trim().max(200, "The category may be at most 200 characters.").optional(),
);

export const adminListQueries = {
  blog: z.object({ ...common("blog"), status: oneOf(PUBLICATION_STATUSES, "status"), category }),
  resources: z.object({ ...common("resources"), status: oneOf(PUBLICATION_STATUSES, "status"), category }),
  "case-studies": z.object({ ...common("case-studies"), status: oneOf(PUBLICATION_STATUSES, "status") }),
  testimonials: z.object({
    ...common("testimonials"),
    featured: z.preprocess(
      blankIsNone,
      z.enum(["true", "false"], { error: "Featured must be true or false." }).optional(),
    ),
  }),
  users: z.object(common("users")),
  messages: z.object({ ...common("messages"), status: oneOf(MESSAGE_STATUSES, "status") }),
};

export type AdminListQuery<Kind extends AdminListKind> = z.output<(typeof adminListQueries)[Kind]>;

/** The parameters a list's address may carry. */
export const adminListParams = <Kind extends AdminListKind>(kind: Kind): string[] =>
  Object.keys(adminListQueries[kind].shape);
