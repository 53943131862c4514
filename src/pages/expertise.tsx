// Expertise (/expertise): hero, four featured areas with tags, the technologies/industries tabs (an
// island; both lists are in the HTML), the certifications strip and the closing call to action.
import { CtaBand } from "../components/CtaBand";
import { Hero } from "../components/Hero";
import { Icon } from "../components/Icon";
import { Section } from "../components/Section";
import { TagCard } from "../components/TagCard";
import {
  DEFAULT_LANDSCAPE_TAB,
  certifications,
  certificationsSection,
  expertiseCta,
  expertiseHero,
  featuredAreas,
  featuredAreasSection,
  landscapeSection,
} from "../content/expertise";
import { pageMetaFor } from "../content/site";
import { Island } from "./Island";
import type { Page } from "./page";

export const expertisePage: Page = ({ settings }) => ({
  meta: { ...pageMetaFor("/expertise", settings), path: "/expertise" },
  body: (
    <>
      <Hero {...expertiseHero} />

      <Section id="areas" title={featuredAreasSection.heading} intro={featuredAreasSection.intro}>
        <ul className="grid gap-6 md:grid-cols-2">
          {featuredAreas.map((area) => (
            <li key={area.id} id={area.id} className="flex">
              <TagCard card={area} lift />
            </li>
          ))}
        </ul>
      </Section>

      <Section id="landscape" title={landscapeSection.heading} intro={landscapeSection.intro} tone="muted">
        <Island name="LandscapeTabs" props={{ defaultTab: DEFAULT_LANDSCAPE_TAB }} when="visible" className="block" />
      </Section>

      <Section id="certifications" title={certificationsSection.heading} intro={certificationsSection.intro}>
        <ul className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
          {certifications.map((certification) => (
            <li
              key={certification.name}
              className="flex flex-col items-start gap-2 rounded-xl border border-border bg-surface p-4 shadow-sm sm:flex-row sm:gap-3"
            >
              <Icon name="award" className="h-6 w-6 shrink-0 text-accent sm:mt-0.5" />
              <div>
                <p className="font-semibold text-fg">{certification.name}</p>
                <p className="mt-0.5 text-sm leading-6 text-muted">{certification.detail}</p>
              </div>
            </li>
          ))}
        </ul>
      </Section>

      <CtaBand heading={expertiseCta.heading} text={expertiseCta.text} button={expertiseCta.button} />
    </>
  ),
});
