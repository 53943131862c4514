// One case study (/case-studies/{slug}; docs/product.md#case-studies): 'Back to all case studies',
// the client (or 'Confidential client' when anonymised), the title and summary; the outcomes as big
// figures; the facts (industry, size, stage, timeline, services, each service a link to its tab on
// /services); the problem and the approach; the linked testimonial; up to three related case
// studies and the call to action to book or get in touch. In the head, Article JSON-LD and Open
// Graph article tags with the case study's share image, as for posts (docs/product.md#seo-fields).
// Server-rendered with no island. A slug no public case study has is 301, 410 or 404 as for posts.
import type { ReactNode } from "react";
import { CaseStudyGrid } from "../components/CaseStudyCard";
import { CtaBand } from "../components/CtaBand";
import { DetailHeader, detailLabelClass } from "../components/DetailHeader";
import { CoverImage } from "../components/ResponsiveImage";
import { Section } from "../components/Section";
import { TestimonialCard } from "../components/TestimonialCard";
import { caseStudyCta, caseStudyTexts as texts, serviceNames } from "../content/case-studies";
import { isServiceId } from "../content/services";
import type { CaseStudy } from "../db/schema";
import { caseStudyTags, contentTags } from "../services/content-events";
import { callToBook } from "./call-to-book";
import { formerItemAnswer } from "./not-found";
import type { Page } from "./page";
import { articleMeta, searchAndSharing } from "./search-and-sharing";
import { caseStudyJsonLd, itemWork } from "./structured-data";

/** How many other case studies a case study recommends. */
const RELATED_CASE_STUDIES = 3;

/** A service key's name; a key the site no longer has shows as itself. */
const serviceName = (key: string) => (isServiceId(key) ? serviceNames[key] : key);

export const caseStudyPage: Page = ({ params, path, services, settings }) => {
  const slug = params.slug ?? "";
  const caseStudy = services.caseStudies.getPublishedBySlug(slug);
  if (!caseStudy) return formerItemAnswer(path, services.caseStudies.formerAddress(slug), texts);
  const related = services.caseStudies.related(caseStudy, RELATED_CASE_STUDIES);
  const testimonial = services.caseStudies.testimonialOf(caseStudy.id);
  const seo = searchAndSharing(
    "case-study",
    caseStudy,
    { title: caseStudy.title, description: caseStudy.summary },
    settings,
  );
  const serviceNamesOf = caseStudy.services.map(serviceName);

  return {
    cache: "public",
    // Its related case studies come from the list; its quote from the testimonials.
    tags: [...caseStudyTags(caseStudy.id), contentTags.list("testimonials")],
    meta: articleMeta(seo, caseStudy, {
      path: `/case-studies/${caseStudy.slug}`,
      section: caseStudy.industry,
      jsonLd: caseStudyJsonLd(settings, itemWork(caseStudy, seo), {
        description: seo.description,
        industry: caseStudy.industry,
        services: serviceNamesOf,
      }),
    }),
    body: (
      <>
        <article aria-labelledby="case-study-title">
          <DetailHeader
            titleId="case-study-title"
            title={caseStudy.title}
            back={texts.backToList}
            labels={
              <p className="mt-8">
                <span className={`${detailLabelClass} text-xs font-semibold uppercase tracking-wider`} data-client>
                  {caseStudy.client ?? texts.anonymousClient}
                </span>
              </p>
            }
          >
            <p className="max-w-2xl text-lg leading-8">{caseStudy.summary}</p>
          </DetailHeader>

          <section aria-labelledby="case-study-outcomes" className="border-b border-border bg-surface-muted">
            <div className="container-page py-10 sm:py-12">
              <h2 id="case-study-outcomes" className="sr-only">
                {texts.outcomesHeading}
              </h2>
              <ul className="grid gap-8 sm:grid-cols-2 lg:grid-cols-3" data-outcomes>
                {caseStudy.outcomes.map((outcome) => (
                  <li key={`${outcome.figure} ${outcome.label}`} className="border-t-2 border-accent pt-4">
                    <p className="font-heading text-4xl font-semibold tracking-tight text-fg tabular-nums sm:text-5xl">
                      {outcome.figure}
                    </p>
                    <p className="mt-2 leading-6 text-muted">{outcome.label}</p>
                  </li>
                ))}
              </ul>
            </div>
          </section>

          <div className="container-page grid gap-12 py-12 sm:py-16 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)] lg:gap-16">
            <div className="min-w-0">
              {caseStudy.coverImage ? (
                <div className="mb-10 aspect-[16/10] overflow-hidden rounded-xl shadow-md">
                  <CoverImage
                    src={caseStudy.coverImage}
                    alt=""
                    variants={services.media.srcsetFor(caseStudy.coverImage)}
                    sizes="(min-width: 1024px) 66vw, 100vw"
                    loading="priority"
                  />
                </div>
              ) : null}
              <Story id="problem" heading={texts.problemHeading} html={caseStudy.problem} />
              <Story id="approach" heading={texts.approachHeading} html={caseStudy.approach} />
            </div>
            <aside aria-labelledby="case-study-facts" className="lg:pt-1">
              <h2 id="case-study-facts" className="font-heading text-lg font-semibold text-fg">
                {texts.factsLabel}
              </h2>
              <Facts caseStudy={caseStudy} />
            </aside>
          </div>
        </article>

        {testimonial ? (
          <Section id="testimonial" title={texts.testimonialHeading} tone="muted" align="start">
            <div className="max-w-3xl">
              <TestimonialCard testimonial={testimonial} />
            </div>
          </Section>
        ) : null}

        {related.length > 0 ? (
          <Section id="related" title={texts.relatedHeading}>
            <CaseStudyGrid items={related} headingLevel={3} />
          </Section>
        ) : null}

        <CtaBand
          heading={caseStudyCta.heading}
          text={caseStudyCta.text}
          button={callToBook(caseStudyCta.button, services)}
        />
      </>
    ),
  };
};

/** The problem or the approach: its heading and the sanitised HTML the service gives. */
function Story({ id, heading, html }: { id: string; heading: string; html: string }) {
  return (
    <section aria-labelledby={`case-study-${id}`} className="mb-12 last:mb-0">
      <h2 id={`case-study-${id}`} className="font-heading text-2xl font-semibold tracking-tight text-fg sm:text-3xl">
        {heading}
      </h2>
      <div
        className="prose-content mt-4"
        data-case-study-text={id}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: the case study service sanitises this HTML with the posts' allow-list on every read
        dangerouslySetInnerHTML={{ __html: html }}
      />
    </section>
  );
}

function Facts({ caseStudy }: { caseStudy: CaseStudy }) {
  const facts: [string, ReactNode][] = [
    [texts.facts.industry, caseStudy.industry],
    ...(caseStudy.companySize ? [[texts.facts.size, caseStudy.companySize] as [string, ReactNode]] : []),
    ...(caseStudy.stage ? [[texts.facts.stage, caseStudy.stage] as [string, ReactNode]] : []),
    ...(caseStudy.timeline ? [[texts.facts.timeline, caseStudy.timeline] as [string, ReactNode]] : []),
    [
      texts.facts.services,
      <ul key="services" className="flex flex-col gap-1" data-services>
        {caseStudy.services.map((key) => (
          <li key={key}>
            {isServiceId(key) ? (
              <a href={`/services#${key}`} className="font-semibold text-primary hover:underline">
                {serviceNames[key]}
              </a>
            ) : (
              key
            )}
          </li>
        ))}
      </ul>,
    ],
  ];
  return (
    <dl className="mt-4 divide-y divide-border rounded-xl border border-border bg-surface p-5 shadow-sm">
      {facts.map(([term, value]) => (
        <div key={term} className="py-3 first:pt-0 last:pb-0">
          <dt className="text-xs font-semibold uppercase tracking-wider text-muted">{term}</dt>
          <dd className="mt-1 text-fg">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
