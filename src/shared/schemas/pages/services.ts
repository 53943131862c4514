// The services page's document (docs/product.md#services): the offering cards, the four service
// tabs (benefits, components, how it works), the engagement models, how an engagement starts and the closing band.
import { z } from "zod";
import { callToAction, hero, iconName, line, list, paragraph, sectionHeading } from "./fields";

/** The services, each an anchor and a tab of /services; the tabs' order is the list's. */
export const serviceIdSchema = z.enum(
  ["fractional-cpo", "product-management", "product-operations", "invisible-partner"],
  {
    error: "Please choose one of the four services",
  },
);

const offeringCard = z.strictObject({
  id: serviceIdSchema,
  icon: iconName,
  title: line,
  description: paragraph,
  linkLabel: line,
});

const titled = z.strictObject({ title: line, description: paragraph });

const serviceTab = z.strictObject({
  id: serviceIdSchema,
  tabLabel: line,
  title: line,
  /** The tab island draws only these four (src/islands/ServiceTabs.tsx). */
  icon: z.enum(["target", "users", "settings", "user-secret"], { error: "Please choose an icon" }),
  summary: paragraph,
  keyBenefits: list(line, 1, 8),
  components: list(titled, 1, 8),
  howItWorks: z.strictObject({ title: line, paragraphs: list(paragraph, 1, 4), steps: list(titled, 1, 8) }).optional(),
});

/**
 * One shape an engagement takes (docs/product.md#services): how many days a week, for how long,
 * what it includes and its price ("From $X a month", or "On request").
 */
const engagementModel = z.strictObject({
  name: line,
  cadence: line,
  length: line,
  summary: paragraph,
  includes: list(line, 1, 6),
  price: line,
});

const distinctIds = (items: readonly { id: string }[]) => new Set(items.map((item) => item.id)).size === items.length;

export const servicesPageSchema = z.strictObject({
  hero,
  offeringGroups: z.tuple([
    sectionHeading.extend({ id: z.literal("organizations"), cards: list(offeringCard, 1, 3) }),
    sectionHeading.extend({ id: z.literal("individuals"), cards: list(offeringCard, 1, 3) }),
  ]),
  tabHeadings: z.strictObject({ tabListAria: line, keyBenefits: line, components: line }),
  tabs: list(serviceTab, 1, 4).refine(distinctIds, "Each service has one tab"),
  /** Left out of the page while its list is empty. */
  engagementModels: sectionHeading.extend({ models: list(engagementModel, 0, 4) }),
  engagementSteps: sectionHeading.extend({ steps: list(z.strictObject({ title: line, text: paragraph }), 1, 6) }),
  cta: callToAction,
});

export type ServicesPageDocument = z.infer<typeof servicesPageSchema>;
export type EngagementModel = ServicesPageDocument["engagementModels"]["models"][number];
export type ServiceTabContent = ServicesPageDocument["tabs"][number];
