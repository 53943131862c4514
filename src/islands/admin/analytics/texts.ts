// The words of the Analytics tab (docs/product.md#analytics). The API's messages for a refused
// period are src/content/analytics-period.ts.

export const analyticsAdminTexts = {
  heading: "Analytics",
  intro:
    "Visits counted on the server, without cookies: no address, user agent or visitor identifier is stored. Visitors are counted per day, so a person who comes back on another day is counted again.",
  loading: "Loading analytics…",
  loadFailed: "Failed to load analytics. Please try again.",
  retry: "Try again",
  refresh: "Refresh",
  periodLabel: "Period",
  periods: { 7: "Last 7 days", 30: "Last 30 days", 90: "Last 90 days" },
  exportCsv: "Export CSV",
  totals: {
    label: "Totals for the period",
    visitors: "Visitors",
    pageViews: "Page views",
    conversions: "Conversions",
    conversionRate: "Conversion rate",
    /** Visits with at least one download or message, over all visits: never above 100 %. */
    conversionRateHint: "of visits converted",
    noRate: "–",
  },
  chart: {
    title: "Visitors, page views and conversions per day",
    tableCaption: "Visitors, page views and conversions per day",
    day: "Day",
  },
  tables: {
    topPages: "Top pages",
    entryPages: "Top entry pages",
    sources: "Sources",
    campaigns: "Campaigns",
    conversions: "Top articles and resources by conversions",
    funnels: "Resource funnels",
  },
  columns: {
    page: "Page",
    views: "Views",
    visits: "Visits",
    conversions: "Conversions",
    referrer: "Referrer",
    source: "Source",
    medium: "Medium",
    campaign: "Campaign",
    downloads: "Downloads",
    messages: "Messages",
    resource: "Resource",
    detailViews: "Detail views",
    dialogOpens: "Dialog opens",
  },
  direct: "Direct or unknown",
  none: "(none)",
  empty: "Nothing counted in this period yet.",
} as const;
