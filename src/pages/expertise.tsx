// Expertise (/expertise): hero, four featured areas with tags, the technologies/industries tabs (an
// island; both lists are in the HTML), the certifications strip and the closing call to action.
import { CtaBand } from "../components/CtaBand";
import { Hero } from "../components/Hero";
import { Icon } from "../components/Icon";
import { Section } from "../components/Section";
import { TagCard } from "../components/TagCard";
import { DEFAULT_LANDSCAPE_TAB } from "../content/expertise";
import { contentTags } from "../services/content-events";
import { pageMetaFor } from "../content/site";
import { Island } from "./Island";
import type { Page } from "./page";
import { pageDocument, pageFacts } from "./page-documents";

export const expertisePage: Page = (ctx) => {
  const {
    hero: expertiseHero,
    areasSection: featuredAreasSection,
    areas: featuredAreas,
    landscape: landscapeSection,
    technologies,
    industries,
    credentials: certificationsSection,
    cta: expertiseCta,
  } = pageDocument(ctx, "expertise");
  const certifications = pageFacts(ctx).credentials.map((credential) => ({
    name: credential.short,
    detail: credential.detail,
  }));
  const landscapeTabs = [
    { id: "technologies" as const, label: landscapeSection.technologiesLabel, items: technologies },
    { id: "industries" as const, label: landscapeSection.industriesLabel, items: industries },
  ];
  return {
    tags: [contentTags.page("expertise"), contentTags.page("facts")],
    meta: { ...pageMetaFor("/expertise", ctx.settings), path: "/expertise" },
    body: (
      <>
        <Hero {...expertiseHero} />

        <Section id="areas" title={featuredAreasSection.heading} intro={featuredAreasSection.intro} align="split">
          <ul className="grid gap-6 md:grid-cols-2">
            {featuredAreas.map((area) => (
              <li key={area.id} id={area.id} className="flex">
                <TagCard card={area} lift />
              </li>
            ))}
          </ul>
        </Section>

        <Section
          id="landscape"
          title={landscapeSection.heading}
          intro={landscapeSection.intro}
          tone="muted"
          renderWhenNear
        >
          <Island
            name="LandscapeTabs"
            props={{ defaultTab: DEFAULT_LANDSCAPE_TAB, label: landscapeSection.tabListAria, tabs: landscapeTabs }}
            when="visible"
            className="block"
          />
        </Section>

        {/* The credentials as a strip on the brand gradient, their acronyms set large: the home page lists
          them as a ledger and the about page as a timeline (docs/product.md#expertise). */}
        <section
          id="certifications"
          aria-labelledby="certifications-heading"
          className="render-when-near bg-linear-to-br from-hero-from to-hero-to py-16 text-hero-fg sm:py-20"
        >
          <div className="container-page">
            <div className="grid gap-4 lg:grid-cols-[minmax(0,5fr)_minmax(0,6fr)] lg:gap-16">
              <h2
                id="certifications-heading"
                className="font-heading text-3xl font-semibold tracking-tight sm:text-4xl"
              >
                {certificationsSection.heading}
              </h2>
              <p className="text-lg leading-8 text-indigo-100 lg:pt-1">{certificationsSection.intro}</p>
            </div>
            <ul className="mt-12 grid grid-cols-2 border-t border-l border-white/20 lg:grid-cols-4">
              {certifications.map((certification) => (
                <li key={certification.name} className="border-r border-b border-white/20 p-4 sm:p-6">
                  <Icon name="award" className="h-5 w-5 text-teal-200" />
                  <p className="mt-3 font-heading text-lg font-semibold tracking-tight sm:text-2xl">
                    {certification.name}
                  </p>
                  <p className="mt-1 text-sm leading-6 text-indigo-100">{certification.detail}</p>
                </li>
              ))}
            </ul>
          </div>
        </section>

        <CtaBand heading={expertiseCta.heading} text={expertiseCta.text} button={expertiseCta.button} />
      </>
    ),
  };
};
