// Home (/): hero (./home-hero.tsx: its right half the founder's card), the proof strip, the row of
// client logos (from the settings; left out while there are none), the three strategic
// services, the featured case studies (left out while there are none), featured testimonials
// from the database, the credentials, the about section (the
// founder's portrait and quote from the site settings) and the closing call to action.
import { ClientLogos } from "../components/ClientLogos";
import { CtaBand } from "../components/CtaBand";
import { FounderPortrait } from "../components/FounderPortrait";
import { CheckList } from "../components/CheckList";
import { Icon } from "../components/Icon";
import { IconBadge } from "../components/IconBadge";
import { Section } from "../components/Section";
import { TestimonialCard } from "../components/TestimonialCard";
import { contentTags } from "../services/content-events";
import { clientLogosHeading, pageMetaFor } from "../content/site";
import type { Credential } from "../shared/schemas/pages/facts";
import type { HomePageDocument } from "../shared/schemas/pages/home";
import { imageSrc } from "../shared/image-src";
import { FeaturedCaseStudies, HOME_CASE_STUDY_LIMIT } from "./featured-case-studies";
import { FounderQuote } from "./founder";
import { HomeHero } from "./home-hero";
import { Island } from "./Island";
import { callToBook } from "./call-to-book";
import type { Page } from "./page";
import { pageDocument, pageFacts } from "./page-documents";
import { organizationJsonLd } from "./structured-data";

type ServiceCard = HomePageDocument["serviceCards"][number];

/** How many featured testimonials the home page shows (docs/product.md#limits). */
const HOME_TESTIMONIAL_LIMIT = 3;

export const homePage: Page = (ctx) => {
  const { services, settings } = ctx;
  const testimonials = services.testimonials.listFeatured(HOME_TESTIMONIAL_LIMIT);
  const caseStudies = services.caseStudies.featured(HOME_CASE_STUDY_LIMIT);
  const {
    hero: homeHero,
    heroFounder,
    proof,
    services: homeServicesSection,
    serviceCards: homeServiceCards,
    testimonials: homeTestimonialsSection,
    credentials: homeCredentialsSection,
    education,
    agile,
    about: homeAbout,
    cta: homeCta,
  } = pageDocument(ctx, "home");
  const { credentials } = pageFacts(ctx);
  return {
    // The front page is purged with the blog too: it is where a shared article's readers go next, and
    // a CDN keeps it no longer than the lists it leads to.
    tags: [
      contentTags.page("home"),
      contentTags.page("facts"),
      contentTags.list("testimonials"),
      contentTags.list("blog"),
      contentTags.list("case-studies"),
    ],
    meta: { ...pageMetaFor("/", settings), path: "/", jsonLd: [organizationJsonLd(settings)] },
    body: (
      <>
        <HomeHero
          hero={homeHero}
          founderTexts={heroFounder}
          credentials={credentials}
          settings={settings}
          services={services}
        />

        <ProofStrip proof={proof} />

        <ClientLogos heading={clientLogosHeading} logos={settings.clientLogos} />

        <Section
          id="services"
          title={homeServicesSection.heading}
          intro={homeServicesSection.intro}
          align="split"
          renderWhenNear
        >
          <ul className="grid gap-6 lg:grid-cols-3">
            {homeServiceCards.map((card) => (
              <li key={card.id} className="flex">
                <ServiceCardView card={card} />
              </li>
            ))}
          </ul>
          <div className="mt-10 flex">
            <a href={homeServicesSection.viewAllButton.href} className="btn-primary">
              {homeServicesSection.viewAllButton.label}
              <Icon name="arrow-right" className="h-4 w-4" />
            </a>
          </div>
        </Section>

        <FeaturedCaseStudies items={caseStudies} />

        {testimonials.length > 0 ? (
          <Section
            id="testimonials"
            title={homeTestimonialsSection.heading}
            intro={homeTestimonialsSection.intro}
            tone="muted"
            align="start"
            renderWhenNear
          >
            {/* Two to a row from md, three from lg; an odd one out at the end of two takes the row. */}
            <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
              {testimonials.map((testimonial) => {
                const photoSrc = imageSrc(testimonial.avatar);
                return (
                  <li key={testimonial.id} className="md:max-lg:last:odd:col-span-2">
                    <TestimonialCard
                      testimonial={testimonial}
                      photo={
                        photoSrc ? (
                          // An island only for its fallback to the initials when the photo cannot load.
                          <Island
                            name="Avatar"
                            props={{ name: testimonial.name, src: photoSrc }}
                            when="visible"
                            className="block shrink-0"
                          />
                        ) : undefined
                      }
                    />
                  </li>
                );
              })}
            </ul>
          </Section>
        ) : null}

        <Section
          id="credentials"
          title={homeCredentialsSection.heading}
          intro={homeCredentialsSection.intro}
          align="split"
          renderWhenNear
        >
          <CredentialsLedger education={education} agile={agile} credentials={credentials} />
        </Section>

        <section
          id="about"
          aria-labelledby="about-heading"
          className="render-when-near bg-surface-muted py-16 sm:py-20"
        >
          <div className="container-page grid items-center gap-10 md:grid-cols-5 lg:gap-16">
            <div className="mx-auto w-full max-w-xs md:col-span-2 md:max-w-none">
              <FounderPortrait
                url={settings.founder.portraitUrl}
                variants={services.media.srcsetFor(settings.founder.portraitUrl)}
                name={settings.founder.name}
                title={settings.founder.title}
                lazy
              />
            </div>
            <div className="md:col-span-3">
              <h2 id="about-heading" className="font-heading text-3xl font-semibold tracking-tight text-fg sm:text-4xl">
                {homeAbout.heading}
              </h2>
              {homeAbout.paragraphs.map((paragraph) => (
                <p key={paragraph} className="mt-4 text-lg leading-8 text-muted">
                  {paragraph}
                </p>
              ))}
              <FounderQuote founder={settings.founder} />
              <a href={callToBook(homeAbout.button, services).href} className="btn-primary mt-8">
                {homeAbout.button.label}
              </a>
            </div>
          </div>
        </section>

        <CtaBand heading={homeCta.heading} text={homeCta.text} button={callToBook(homeCta.button, services)} />
      </>
    ),
  };
};

function ServiceCardView({ card }: { card: ServiceCard }) {
  return (
    // Three to a row from lg. Below it a card has the row to itself, and from md it sets its
    // benefits in a column beside the description instead of leaving half the width empty.
    <article className="service-card">
      <div>
        <IconBadge>
          <Icon name={card.icon} className="h-6 w-6" />
        </IconBadge>
        <h3 className="mt-5 text-xl font-semibold text-fg">{card.title}</h3>
        <p className="mt-3 leading-7 text-muted">{card.description}</p>
      </div>
      <CheckList items={card.benefits} className="service-card-benefits" />
      <a href={card.link.href} aria-label={`${card.link.label}: ${card.title}`} className="service-card-link">
        {card.link.label}
        {/* Search engines read the link's text, not its aria-label: "Learn More" alone says nothing. */}
        <span className="sr-only">{` about ${card.title}`}</span>
        <Icon name="arrow-right" className="h-4 w-4" />
      </a>
    </article>
  );
}

/**
 * The firm's facts as figures under the hero (docs/product.md#claims): large numerals on one rule,
 * not another grid of cards. "20+ years in technology, 15+ of them leading product organizations"
 * is how the home page's and the other pages' experience claims read together.
 */
function ProofStrip({ proof }: { proof: HomePageDocument["proof"] }) {
  return (
    <section aria-labelledby="proof-heading" data-proof-strip="" className="border-b border-border bg-surface">
      <div className="container-page py-10 sm:py-12">
        <h2 id="proof-heading" className="sr-only">
          {proof.heading}
        </h2>
        <dl className="grid grid-cols-2 gap-x-6 gap-y-8 lg:grid-cols-4 lg:gap-0 lg:divide-x lg:divide-border">
          {proof.figures.map((figure) => (
            <div key={figure.label} className="proof-figure">
              <dt className="proof-label">{figure.label}</dt>
              <dd className="proof-value">{figure.value}</dd>
              <dd className="proof-detail">{figure.detail}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}

/**
 * The home page's credentials (docs/product.md#home): not two cards but a ledger, the executive
 * education as a dated entry and the agile certifications set large as a row of acronyms. The
 * expertise page's strip and the about page's timeline show the same credentials their own way.
 */
/** A ledger entry's heading, with its icon, and what it says. */
function LedgerEntryHead({ entry }: { entry: HomePageDocument["education"] | HomePageDocument["agile"] }) {
  return (
    <>
      <h3 className="flex items-center gap-2 text-xl font-semibold text-fg">
        <Icon name={entry.icon} className="h-5 w-5 text-accent" />
        {entry.title}
      </h3>
      <p className="mt-3 leading-7 text-muted">{entry.description}</p>
    </>
  );
}

function CredentialsLedger({
  education,
  agile,
  credentials,
}: Pick<HomePageDocument, "education" | "agile"> & { credentials: readonly Credential[] }) {
  const agileTags = credentials
    .filter((credential) => credential.group === "agile")
    .map((credential) => credential.short);
  const year = credentials.find((credential) => credential.group === "education" && credential.year !== null)?.year;
  return (
    <div className="grid gap-10 lg:grid-cols-[minmax(0,5fr)_minmax(0,6fr)] lg:gap-16">
      <article className="flex flex-col gap-2 sm:flex-row sm:gap-6">
        <p aria-hidden="true" className="font-heading text-5xl font-semibold tracking-tight text-accent sm:text-6xl">
          {year}
        </p>
        <div>
          <LedgerEntryHead entry={education} />
          <ul className="mt-4 space-y-1 text-sm font-semibold text-fg">
            {education.tags.map((tag) => (
              <li key={tag}>{tag}</li>
            ))}
          </ul>
        </div>
      </article>
      <article>
        <LedgerEntryHead entry={agile} />
        <ul className="mt-6 grid grid-cols-2 border-t border-l border-border sm:grid-cols-4">
          {agileTags.map((tag) => (
            <li key={tag} className="practice-cell">
              {tag}
            </li>
          ))}
        </ul>
      </article>
    </div>
  );
}
