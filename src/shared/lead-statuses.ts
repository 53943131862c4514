// Where the firm stands with a lead (docs/product.md#leads): the statuses in their order and the
// words for each, shared by the server (its checks, the list's `statusLabel`, the people export)
// and the Leads tab (its filter and the person's status field).
export const LEAD_STATUSES = ["new", "contacted", "qualified", "client", "lost"] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

export const LEAD_STATUS_LABELS: Record<LeadStatus, string> = {
  new: "New",
  contacted: "Contacted",
  qualified: "Qualified",
  client: "Client",
  lost: "Lost",
};
