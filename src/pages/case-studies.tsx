// Case studies (/case-studies): the hero, a filter by service and industry (a plain GET form: it
// works without JavaScript, and the page has no island), the cards of the public case studies,
// newest first, paged like /blog, and the closing call to action (docs/product.md#case-studies).
//
// Addresses are kept canonical as on /blog: an unknown service or industry is dropped, a page number
// that is not a positive whole number is dropped, and one past the last page goes to the last.
import { CaseStudyGrid } from "../components/CaseStudyCard";
import { CtaBand } from "../components/CtaBand";
import { Pagination } from "../components/Pagination";
import { controlClass } from "../components/ui/TextField";
import { caseStudiesHero, caseStudyCta, caseStudyListTexts as texts, serviceNames } from "../content/case-studies";
import { isServiceId } from "../content/services";
import { pageMetaFor } from "../content/site";
import { CASE_STUDY_PAGE_SIZE } from "../services/case-studies";
import { contentTags } from "../services/content-events";
import { parsePageNumber } from "../shared/blog-query";
import { callToBook } from "./call-to-book";
import { ListPageBody, listPageMeta } from "./list-page";
import type { Page } from "./page";

type View = { service: string; industry: string; page?: number };

/** The list's address for a view: only what is chosen, page 1 without a number. */
export function caseStudiesHref({ service, industry, page }: View): string {
  const params = new URLSearchParams();
  if (service) params.set("service", service);
  if (industry) params.set("industry", industry);
  if (page && page > 1) params.set("page", String(page));
  const query = params.toString();
  return query ? `/case-studies?${query}` : "/case-studies";
}

export const caseStudiesPage: Page = ({ query, services, settings }) => {
  const industries = services.caseStudies.industries();
  const service = isServiceId(query.service) ? query.service : "";
  const industry = industries.includes(query.industry ?? "") ? (query.industry ?? "") : "";
  const wanted = { service: query.service ?? "", industry: query.industry ?? "" };
  let page = 1;
  if (query.page !== undefined) {
    const parsed = parsePageNumber(query.page);
    if (parsed === null) return { redirect: caseStudiesHref({ service, industry }) };
    page = parsed;
  }
  if (wanted.service !== service || wanted.industry !== industry) {
    return { redirect: caseStudiesHref({ service, industry, page }) };
  }
  const result = services.caseStudies.list({
    service: service || undefined,
    industry: industry || undefined,
    page,
    limit: CASE_STUDY_PAGE_SIZE,
  });
  if (page > result.pageCount) return { redirect: caseStudiesHref({ service, industry, page: result.pageCount }) };
  const filtered = service !== "" || industry !== "";

  return {
    cache: "public",
    tags: [contentTags.list("case-studies")],
    meta: listPageMeta(pageMetaFor("/case-studies", settings), {
      qualifiers: [
        service ? serviceNames[service] : null,
        industry || null,
        page > 1 ? `${texts.pagination.page} ${page}` : null,
      ],
      path: caseStudiesHref({ service, industry, page }),
      q: "",
    }),
    body: (
      <>
        <ListPageBody hero={caseStudiesHero}>
          <form
            method="get"
            action="/case-studies"
            aria-label={texts.filtersLabel}
            className="flex flex-col gap-4 rounded-xl border border-border bg-surface p-5 shadow-sm sm:flex-row sm:items-end"
            data-case-study-filters
          >
            <FilterSelect
              name="service"
              label={texts.serviceLabel}
              value={service}
              placeholder={texts.allServices}
              options={Object.entries(serviceNames).map(([value, label]) => ({ value, label }))}
            />
            <FilterSelect
              name="industry"
              label={texts.industryLabel}
              value={industry}
              placeholder={texts.allIndustries}
              options={industries.map((value) => ({ value, label: value }))}
            />
            <div className="flex gap-3">
              <button type="submit" className="btn-primary">
                {texts.apply}
              </button>
              {filtered ? (
                <a href="/case-studies" className="btn-outline">
                  {texts.clear}
                </a>
              ) : null}
            </div>
          </form>
          <p className="mt-8 text-sm text-muted" data-case-study-count>
            {texts.count(result.total)}
          </p>
          {result.caseStudies.length > 0 ? (
            <div className="mt-6">
              <CaseStudyGrid items={result.caseStudies} />
            </div>
          ) : (
            <div className="mt-6 rounded-xl border border-dashed border-border p-10 text-center">
              <h2 className="font-heading text-xl font-semibold text-fg">{texts.empty.title}</h2>
              <p className="mt-2 text-muted">{texts.empty.text}</p>
            </div>
          )}
          <Pagination
            page={page}
            pageCount={result.pageCount}
            hrefFor={(n) => caseStudiesHref({ service, industry, page: n })}
          />
        </ListPageBody>
        <CtaBand
          heading={caseStudyCta.heading}
          text={caseStudyCta.text}
          button={callToBook(caseStudyCta.button, services)}
        />
      </>
    ),
  };
};

function FilterSelect(props: {
  name: string;
  label: string;
  value: string;
  placeholder: string;
  options: { value: string; label: string }[];
}) {
  const id = `case-study-filter-${props.name}`;
  return (
    <div className="flex flex-1 flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-semibold text-fg">
        {props.label}
      </label>
      <select id={id} name={props.name} defaultValue={props.value} className={controlClass}>
        <option value="">{props.placeholder}</option>
        {props.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
