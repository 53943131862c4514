// The home page's section of featured case studies (docs/product.md#case-studies), after the
// services: up to three, with a link to all of them; nothing at all when none is featured.
import { type CaseStudyCardData, CaseStudyGrid } from "../components/CaseStudyCard";
import { Icon } from "../components/Icon";
import { Section } from "../components/Section";
import { homeCaseStudies as texts } from "../content/case-studies";

/** How many featured case studies the home page shows. */
export const HOME_CASE_STUDY_LIMIT = 3;

export function FeaturedCaseStudies({ items }: { items: CaseStudyCardData[] }) {
  if (items.length === 0) return null;
  return (
    <Section
      id="case-studies"
      title={texts.heading}
      intro={texts.intro}
      align="split"
      renderWhenNear
      aside={
        <a href={texts.viewAll.href} className="btn-outline">
          {texts.viewAll.label}
          <Icon name="arrow-right" className="h-4 w-4" />
        </a>
      }
    >
      <CaseStudyGrid items={items} headingLevel={3} />
    </Section>
  );
}
