// Each admin list's search, filters, sort and counts (docs/product.md#admin-lists), in the words
// of ./texts.ts and with the values the list API takes (src/shared/list-params.ts).
import { adminListToolbarTexts as texts } from "./texts";
import { ADMIN_LIST_SORTS, MESSAGE_STATUSES, PUBLICATION_STATUSES } from "../../../../shared/list-params";
import { resourceCategories } from "../../../../shared/resource-options";
import { type ListFilter, type ListViewConfig, optionsOf } from "./ListToolbar";

const statusFilter: ListFilter = {
  name: "status",
  label: texts.status,
  placeholder: texts.allStatuses,
  options: optionsOf(texts.statuses, PUBLICATION_STATUSES),
};

export const listViews = {
  blog: {
    kind: "blog",
    listName: "blog posts",
    filters: [statusFilter],
    sorts: optionsOf(texts.sorts, ADMIN_LIST_SORTS.blog),
    countLabels: texts.statuses,
  },
  resources: {
    kind: "resources",
    listName: "resources",
    filters: [
      statusFilter,
      {
        name: "category",
        label: texts.category,
        placeholder: texts.allCategories,
        options: resourceCategories.map((category) => ({ value: category, label: category })),
      },
    ],
    sorts: optionsOf(texts.sorts, ADMIN_LIST_SORTS.resources),
    countLabels: texts.statuses,
  },
  "case-studies": {
    kind: "case-studies",
    listName: "case studies",
    filters: [statusFilter],
    sorts: optionsOf(texts.sorts, ADMIN_LIST_SORTS["case-studies"]),
    countLabels: texts.statuses,
  },
  testimonials: {
    kind: "testimonials",
    listName: "testimonials",
    filters: [
      {
        name: "featured",
        label: texts.featured,
        placeholder: texts.allTestimonials,
        options: optionsOf(texts.featuredChoices, ["true", "false"]),
      },
    ],
    sorts: optionsOf(texts.sorts, ADMIN_LIST_SORTS.testimonials),
  },
  users: {
    kind: "users",
    listName: "users",
    filters: [],
    sorts: optionsOf(texts.sorts, ADMIN_LIST_SORTS.users),
  },
  messages: {
    kind: "messages",
    listName: "messages",
    filters: [
      {
        name: "status",
        label: texts.status,
        placeholder: texts.allStatuses,
        options: optionsOf(texts.messageStatuses, MESSAGE_STATUSES),
      },
    ],
    sorts: optionsOf(texts.sorts, ADMIN_LIST_SORTS.messages),
    countLabels: texts.messageStatuses,
  },
} satisfies Record<string, ListViewConfig>;
