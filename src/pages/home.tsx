// Home (/): hero, the three strategic services, featured testimonials from the database, the
// credentials, the about section (the founder's portrait and quote from the site settings) and the
// closing call to action.
import { CtaBand } from "../components/CtaBand";
import { FounderPortrait } from "../components/FounderPortrait";
import { Hero } from "../components/Hero";
import { Icon } from "../components/Icon";
import { IconBadge } from "../components/IconBadge";
import { Section } from "../components/Section";
import { TagCard } from "../components/TagCard";
import { TestimonialCard } from "../components/TestimonialCard";
import {
  homeAbout,
  homeCredentialCards,
  homeCredentialsSection,
  homeCta,
  homeHero,
  homeServiceCards,
  homeServicesSection,
  homeTestimonialsSection,
  type ServiceCard,
} from "../content/home";
import { pageMetaFor, withFirmName } from "../content/site";
import { imageSrc } from "../shared/image-src";
import { FounderQuote } from "./founder";
import { Island } from "./Island";
import type { Page } from "./page";
import { organizationJsonLd } from "./structured-data";

/** How many featured testimonials the home page shows (docs/product.md#limits). */
const HOME_TESTIMONIAL_LIMIT = 3;

export const homePage: Page = ({ services, settings }) => {
  const testimonials = services.testimonials.listFeatured(HOME_TESTIMONIAL_LIMIT);
  return {
    meta: { ...pageMetaFor("/", settings), path: "/", jsonLd: [organizationJsonLd(settings)] },
    body: (
      <>
        <Hero eyebrow={homeHero.eyebrow} title={homeHero.title} subtitle={homeHero.subtitle} size="lg">
          <a href={homeHero.primaryButton.href} className="btn-hero">
            {homeHero.primaryButton.label}
          </a>
          <a href={homeHero.secondaryButton.href} className="btn-hero-outline">
            {homeHero.secondaryButton.label}
          </a>
        </Hero>

        <Section id="services" title={homeServicesSection.heading} intro={homeServicesSection.intro}>
          <ul className="grid gap-6 lg:grid-cols-3">
            {homeServiceCards.map((card) => (
              <li key={card.id} className="flex">
                <ServiceCardView card={card} />
              </li>
            ))}
          </ul>
          <div className="mt-12 flex justify-center">
            <a href={homeServicesSection.viewAllButton.href} className="btn-primary">
              {homeServicesSection.viewAllButton.label}
              <Icon name="arrow-right" className="h-4 w-4" />
            </a>
          </div>
        </Section>

        {testimonials.length > 0 ? (
          <Section
            id="testimonials"
            title={homeTestimonialsSection.heading}
            intro={homeTestimonialsSection.intro}
            tone="muted"
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

        <Section id="credentials" title={homeCredentialsSection.heading} intro={homeCredentialsSection.intro}>
          <ul className="grid gap-6 md:grid-cols-2">
            {homeCredentialCards.map((card) => (
              <li key={card.title} className="flex">
                <TagCard card={card} />
              </li>
            ))}
          </ul>
        </Section>

        <section id="about" aria-labelledby="about-heading" className="bg-surface-muted py-16 sm:py-20">
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
                {withFirmName(homeAbout.heading, settings.firmName)}
              </h2>
              {homeAbout.paragraphs.map((paragraph) => (
                <p key={paragraph} className="mt-4 text-lg leading-8 text-muted">
                  {withFirmName(paragraph, settings.firmName)}
                </p>
              ))}
              <FounderQuote founder={settings.founder} />
              <a href={homeAbout.button.href} className="btn-primary mt-8">
                {homeAbout.button.label}
              </a>
            </div>
          </div>
        </section>

        <CtaBand heading={homeCta.heading} text={homeCta.text} button={homeCta.button} />
      </>
    ),
  };
};

function ServiceCardView({ card }: { card: ServiceCard }) {
  return (
    // Three to a row from lg. Below it a card has the row to itself, and from md it sets its
    // benefits in a column beside the description instead of leaving half the width empty.
    <article className="flex w-full flex-col card-lift rounded-xl border border-border bg-surface p-6 shadow-sm md:max-lg:grid md:max-lg:grid-cols-2 md:max-lg:gap-x-10 md:max-lg:p-8">
      <div>
        <IconBadge>
          <Icon name={card.icon} className="h-6 w-6" />
        </IconBadge>
        <h3 className="mt-5 text-xl font-semibold text-fg">{card.title}</h3>
        <p className="mt-3 leading-7 text-muted">{card.description}</p>
      </div>
      <ul className="mt-5 flex-1 space-y-2.5 md:max-lg:row-span-2 md:max-lg:row-start-1 md:max-lg:col-start-2 md:max-lg:mt-0 md:max-lg:self-start">
        {card.benefits.map((benefit) => (
          <li key={benefit} className="flex gap-2.5 text-sm leading-6 text-fg">
            <Icon name="check" className="mt-0.5 h-5 w-5 shrink-0 text-accent" />
            <span>{benefit}</span>
          </li>
        ))}
      </ul>
      <a
        href={card.link.href}
        aria-label={`${card.link.label}: ${card.title}`}
        className="mt-6 inline-flex items-center gap-1.5 self-start rounded-sm font-semibold text-primary hover:underline hover:underline-offset-4"
      >
        {card.link.label}
        {/* Search engines read the link's text, not its aria-label: "Learn More" alone says nothing. */}
        <span className="sr-only">{` about ${card.title}`}</span>
        <Icon name="arrow-right" className="h-4 w-4" />
      </a>
    </article>
  );
}
