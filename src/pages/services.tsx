// Services (/services): hero, offering cards linking to the in-page service anchors, the four-tab
// service panel (an island; all four panels are in the HTML; each links to its case studies), the
// engagement models (left out while the firm lists none), how an engagement starts and the closing
// call to action.
import { CtaBand } from "../components/CtaBand";
import { EngagementModels } from "../components/EngagementModels";
import { Hero } from "../components/Hero";
import { Icon } from "../components/Icon";
import { Section } from "../components/Section";
import { serviceCaseStudiesLink } from "../content/case-studies";
import { DEFAULT_SERVICE_TAB, engagementModelLabels } from "../content/services";
import { contentTags } from "../services/content-events";
import { pageMetaFor } from "../content/site";
import type { ServicesPageDocument } from "../shared/schemas/pages/services";
import { Island } from "./Island";
import { callToBook } from "./call-to-book";
import type { Page } from "./page";
import { pageDocument } from "./page-documents";

type OfferingCard = ServicesPageDocument["offeringGroups"][number]["cards"][number];

export const servicesPage: Page = (ctx) => {
  const {
    hero: servicesHero,
    offeringGroups,
    tabHeadings: serviceTabHeadings,
    tabs,
    engagementModels,
    engagementSteps,
    cta: servicesCta,
  } = pageDocument(ctx, "services");
  // Each tab links to its service's public case studies, when it has some.
  const caseStudyCounts = ctx.services.caseStudies.countByService();
  const caseStudies = Object.fromEntries(
    tabs.flatMap((tab) => {
      const count = caseStudyCounts[tab.id] ?? 0;
      return count > 0
        ? [[tab.id, { href: serviceCaseStudiesLink.href(tab.id), label: serviceCaseStudiesLink.label(count) }]]
        : [];
    }),
  );
  return {
    tags: [contentTags.page("services"), contentTags.list("case-studies")],
    meta: { ...pageMetaFor("/services", ctx.settings), path: "/services" },
    body: (
      <>
        <Hero {...servicesHero} size="split" />

        {/* The organizations' three cards share one row from lg; below it each is a wide card of its
          own, as the individual offer always is, so no column is squeezed (at 768 px a third of the
          row set 'Product Management Support' on three lines) and every card in a row starts at one
          line. */}
        <div className="bg-bg py-16 sm:py-20">
          <div className="container-page flex flex-col gap-14">
            {offeringGroups.map((group) => {
              const wide = group.cards.length === 1;
              return (
                <section key={group.id} aria-labelledby={`offerings-${group.id}`}>
                  <h2
                    id={`offerings-${group.id}`}
                    className="font-heading text-2xl font-semibold tracking-tight text-fg"
                  >
                    {group.heading}
                  </h2>
                  <p className="mt-2 text-muted">{group.intro}</p>
                  <ul className={`mt-6 grid gap-6 ${wide ? "" : "lg:grid-cols-3"}`}>
                    {group.cards.map((card) => (
                      <li key={card.id} className="flex">
                        <OfferingCardView card={card} highlight={group.id === "individuals"} wide={wide} />
                      </li>
                    ))}
                  </ul>
                </section>
              );
            })}
          </div>
        </div>

        <section
          aria-label={serviceTabHeadings.tabListAria}
          className="render-when-near bg-surface-muted py-16 sm:py-20"
        >
          <div className="container-page">
            <Island
              name="ServiceTabs"
              props={{
                defaultTab: tabs[0]?.id ?? DEFAULT_SERVICE_TAB,
                tabs,
                headings: serviceTabHeadings,
                caseStudies,
              }}
              when="visible"
              className="block"
            />
          </div>
        </section>

        {engagementModels.models.length > 0 ? (
          <Section
            id="engagement-models"
            title={engagementModels.heading}
            intro={engagementModels.intro}
            align="split"
            renderWhenNear
          >
            <EngagementModels models={engagementModels.models} labels={engagementModelLabels} />
          </Section>
        ) : null}

        {/* Muted after the models' plain band, so the two sections read as two; the closing band follows. */}
        <Section
          id="how-it-starts"
          title={engagementSteps.heading}
          intro={engagementSteps.intro}
          align="split"
          tone={engagementModels.models.length > 0 ? "muted" : "default"}
          renderWhenNear
        >
          <ol className="grid gap-10 md:grid-cols-3 md:gap-8">
            {engagementSteps.steps.map((step, index) => (
              <li key={step.title} className="border-t border-border pt-6">
                <span
                  aria-hidden="true"
                  className="font-heading text-5xl font-semibold tracking-tight text-accent tabular-nums"
                >
                  {String(index + 1).padStart(2, "0")}
                </span>
                <h3 className="mt-4 text-xl font-semibold text-fg">{step.title}</h3>
                <p className="mt-2 leading-7 text-muted">{step.text}</p>
              </li>
            ))}
          </ol>
        </Section>

        <CtaBand
          heading={servicesCta.heading}
          text={servicesCta.text}
          button={callToBook(servicesCta.button, ctx.services)}
        />
      </>
    ),
  };
};

function OfferingCardView({ card, highlight, wide }: { card: OfferingCard; highlight: boolean; wide: boolean }) {
  return (
    <article
      className={`card-lift flex w-full flex-col rounded-xl border p-6 shadow-sm ${
        wide ? "sm:flex-row sm:items-start sm:gap-6 sm:p-8" : "sm:max-lg:flex-row sm:max-lg:items-start sm:max-lg:gap-6"
      } ${highlight ? "border-accent/50 bg-accent-soft" : "border-border bg-surface"}`}
    >
      <span
        className={`inline-flex h-12 w-12 shrink-0 items-center justify-center rounded-lg ${
          highlight ? "bg-surface text-accent" : "bg-accent-soft text-accent"
        }`}
      >
        <Icon name={card.icon} className="h-6 w-6" />
      </span>
      <div
        className={`mt-5 flex flex-1 flex-col ${wide ? "sm:mt-0 lg:flex-row lg:items-end lg:gap-10" : "sm:max-lg:mt-0"}`}
      >
        <div className="flex flex-1 flex-col">
          <h3 className="text-xl font-semibold text-fg">{card.title}</h3>
          <p className={`mt-3 flex-1 leading-7 ${wide ? "max-w-3xl" : ""} ${highlight ? "text-fg" : "text-muted"}`}>
            {card.description}
          </p>
        </div>
        <a
          href={`#${card.id}`}
          aria-label={`${card.linkLabel}: ${card.title}`}
          className="mt-6 inline-flex shrink-0 items-center gap-1.5 self-start whitespace-nowrap rounded-sm font-semibold text-primary hover:underline hover:underline-offset-4 lg:self-auto"
        >
          {card.linkLabel}
          <Icon name="arrow-right" className="h-4 w-4" />
        </a>
      </div>
    </article>
  );
}
