// Services (/services): hero, offering cards linking to the in-page service anchors, the four-tab
// service panel (an island; all four panels are in the HTML) and the closing call to action.
import { CtaBand } from "../components/CtaBand";
import { Hero } from "../components/Hero";
import { Icon } from "../components/Icon";
import {
  DEFAULT_SERVICE_TAB,
  offeringGroups,
  servicesCta,
  servicesHero,
  serviceTabHeadings,
  type OfferingCard,
} from "../content/services";
import { pageMeta } from "../content/site";
import { Island } from "./Island";
import type { Page } from "./page";

export const servicesPage: Page = () => ({
  meta: { ...pageMeta["/services"], path: "/services" },
  body: (
    <>
      <Hero title={servicesHero.title} subtitle={servicesHero.subtitle} />

      <div className="bg-bg py-16 sm:py-20">
        <div className="container-page grid gap-12 lg:grid-cols-4 lg:gap-6">
          {offeringGroups.map((group) => (
            <section
              key={group.id}
              aria-labelledby={`offerings-${group.id}`}
              className={group.cards.length > 1 ? "lg:col-span-3" : "lg:col-span-1"}
            >
              <h2 id={`offerings-${group.id}`} className="font-heading text-2xl font-bold tracking-tight text-fg">
                {group.heading}
              </h2>
              <p className="mt-2 text-muted">{group.intro}</p>
              <ul className={`mt-6 grid gap-6 ${group.cards.length > 1 ? "md:grid-cols-3" : ""}`}>
                {group.cards.map((card) => (
                  <li key={card.id} className="flex">
                    <OfferingCardView card={card} highlight={group.id === "individuals"} />
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      </div>

      <section aria-label={serviceTabHeadings.tabListAria} className="bg-surface-muted py-16 sm:py-20">
        <div className="container-page">
          <Island name="ServiceTabs" props={{ defaultTab: DEFAULT_SERVICE_TAB }} when="idle" className="block" />
        </div>
      </section>

      <CtaBand heading={servicesCta.heading} text={servicesCta.text} button={servicesCta.button} />
    </>
  ),
});

function OfferingCardView({ card, highlight }: { card: OfferingCard; highlight: boolean }) {
  return (
    <article
      className={`flex w-full flex-col rounded-xl border p-6 shadow-sm transition-shadow hover:shadow-md ${
        highlight ? "border-accent/50 bg-accent-soft" : "border-border bg-surface"
      }`}
    >
      <span
        className={`inline-flex h-12 w-12 items-center justify-center rounded-lg ${
          highlight ? "bg-surface text-accent" : "bg-accent-soft text-accent"
        }`}
      >
        <Icon name={card.icon} className="h-6 w-6" />
      </span>
      <h3 className="mt-5 text-xl font-semibold text-fg">{card.title}</h3>
      <p className={`mt-3 flex-1 leading-7 ${highlight ? "text-fg" : "text-muted"}`}>{card.description}</p>
      <a
        href={card.href}
        aria-label={`${card.linkLabel}: ${card.title}`}
        className="mt-6 inline-flex items-center gap-1.5 self-start rounded-sm font-semibold text-primary hover:underline hover:underline-offset-4"
      >
        {card.linkLabel}
        <Icon name="arrow-right" className="h-4 w-4" />
      </a>
    </article>
  );
}
