// The two actions on a scheduled post or resource, named as their API paths name them
// (`POST /api/admin/blog/{id}/publish-now`, `/unschedule`); shared so the admin's buttons and the
// server's routes cannot disagree (docs/product.md#scheduled).

/** Public from now, or a draft again without its moment. */
export const SCHEDULE_CHANGES = ["publish-now", "unschedule"] as const;
export type ScheduleChange = (typeof SCHEDULE_CHANGES)[number];
