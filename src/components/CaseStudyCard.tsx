// One case study as a card (the list /case-studies, the home page's featured section, a case study's
// related ones): the client (or its industry when anonymised), the title, the summary, its
// headline figure and a link over the whole card. Server-rendered only: no island, no script.
import { caseStudyListTexts, caseStudyTexts } from "../content/case-studies";
import { ReadMoreLink } from "./ReadMoreLink";

export type CaseStudyCardData = {
  slug: string;
  title: string;
  summary: string;
  client: string | null;
  industry: string;
  outcomes: { figure: string; label: string }[];
};

export function CaseStudyCard({ caseStudy, headingLevel = 2 }: { caseStudy: CaseStudyCardData; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const [headline] = caseStudy.outcomes;
  return (
    <article
      data-case-study-card={caseStudy.slug}
      className="render-when-near group relative flex h-full flex-col rounded-xl border border-border bg-surface p-6 shadow-sm transition-shadow focus-within:shadow-md hover:shadow-md"
    >
      <p className="text-xs font-semibold uppercase tracking-wider text-accent">
        {caseStudy.client ?? caseStudyTexts.anonymousClient}
        <span className="text-muted">{` · ${caseStudy.industry}`}</span>
      </p>
      <Heading className="mt-2 font-heading text-xl font-semibold leading-snug tracking-tight text-fg">
        {caseStudy.title}
      </Heading>
      {headline ? (
        <p className="mt-4 flex items-baseline gap-3">
          <span className="font-heading text-3xl font-semibold tracking-tight text-primary tabular-nums">
            {headline.figure}
          </span>
          <span className="text-sm text-muted">{headline.label}</span>
        </p>
      ) : null}
      <p className="mt-3 line-clamp-4 leading-7 text-muted">{caseStudy.summary}</p>
      <div className="mt-auto pt-5">
        <ReadMoreLink href={`/case-studies/${caseStudy.slug}`} label={caseStudyListTexts.readMore} item={caseStudy} />
      </div>
    </article>
  );
}

/** A row of cards: one to three a row, centred so one or two do not sit to one side. */
export function CaseStudyGrid({ items, headingLevel }: { items: CaseStudyCardData[]; headingLevel?: 2 | 3 }) {
  return (
    <ul className="flex flex-wrap justify-center gap-8" data-case-study-list>
      {items.map((item) => (
        <li key={item.slug} className="w-full md:w-[calc((100%-2rem)/2)] lg:w-[calc((100%-4rem)/3)]">
          <CaseStudyCard caseStudy={item} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}
