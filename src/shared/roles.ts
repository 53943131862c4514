// The account roles and how the product names them (docs/product.md#roles). What each may do is the
// server's table, src/services/access-policy.ts; the user form and the invitation form take these.

export const ROLES = ["user", "author", "editor", "admin"] as const;
export type Role = (typeof ROLES)[number];

/** The roles an invitation may give (an account without admin access is not invited). */
export const STAFF_ROLES = ["author", "editor", "admin"] as const satisfies readonly Role[];
export type StaffRole = (typeof STAFF_ROLES)[number];

export const ROLE_LABELS: Record<Role, string> = {
  user: "No admin access",
  author: "Author",
  editor: "Editor",
  admin: "Administrator",
};
