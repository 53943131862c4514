// The messages of a refused period of the analytics report and export (GET /api/admin/analytics;
// docs/product.md#analytics).
export const analyticsPeriodTexts = {
  invalidDate: "Give the date as YYYY-MM-DD.",
  fromAfterTo: "The start date must not be after the end date.",
  tooLong: "The period may be at most 400 days.",
} as const;
