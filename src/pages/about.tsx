// About (/about): the firm's story with the founder's bio and quote beside the founder's portrait
// (all three from the site settings), its three values, the credentials timeline, the experience
// summary and a closing call to action. JSON-LD describes the founder.
import { ClientLogos } from "../components/ClientLogos";
import { CtaBand } from "../components/CtaBand";
import { FounderPortrait } from "../components/FounderPortrait";
import { Hero } from "../components/Hero";
import { Icon } from "../components/Icon";
import { IconBadge } from "../components/IconBadge";
import { Section } from "../components/Section";
import { contentTags } from "../services/content-events";
import { clientLogosHeading, pageMetaFor } from "../content/site";
import type { AboutPageDocument } from "../shared/schemas/pages/about";
import type { Credential } from "../shared/schemas/pages/facts";
import { FounderQuote } from "./founder";
import { callToBook } from "./call-to-book";
import type { Page, SiteSettings } from "./page";
import { pageDocument, pageFacts } from "./page-documents";
import { personJsonLd } from "./structured-data";
import type { ImageVariant } from "../shared/responsive-image";

export const aboutPage: Page = (ctx) => {
  const { services, settings } = ctx;
  const {
    hero: aboutHero,
    story,
    valuesSection,
    values,
    credentials: credentialsSection,
    credentialGroups,
    experience: experienceSection,
    cta: aboutCta,
  } = pageDocument(ctx, "about");
  const { credentials } = pageFacts(ctx);
  return {
    tags: [contentTags.page("about"), contentTags.page("facts")],
    meta: {
      ...pageMetaFor("/about", settings),
      path: "/about",
      jsonLd: [
        personJsonLd(
          settings,
          credentials.map((credential) => ({
            name: credential.name,
            category: credentialGroups[credential.group].title,
          })),
        ),
      ],
    },
    body: (
      <>
        <Hero title={aboutHero.title} subtitle={aboutHero.subtitle} size="split" />
        <StorySection
          story={story}
          settings={settings}
          portraitVariants={services.media.srcsetFor(settings.founder.portraitUrl)}
          button={callToBook(story.button, services)}
        />
        <ClientLogos heading={clientLogosHeading} logos={settings.clientLogos} />
        <Section
          id="values"
          title={valuesSection.heading}
          intro={valuesSection.intro}
          tone="muted"
          align="start"
          renderWhenNear
        >
          {/* Three principles as an editorial row under rules, not a grid of boxes. */}
          <ul className="grid gap-10 md:grid-cols-3 md:gap-8">
            {values.map((value) => (
              <li key={value.title} className="border-t-2 border-accent pt-6">
                <IconBadge>
                  <Icon name={value.icon} className="h-6 w-6" />
                </IconBadge>
                <h3 className="mt-5 text-xl font-semibold text-fg">{value.title}</h3>
                <p className="mt-3 leading-7 text-muted">{value.description}</p>
              </li>
            ))}
          </ul>
        </Section>
        <CredentialsSection section={credentialsSection} groups={credentialGroups} credentials={credentials} />
        <Section id="experience" title={experienceSection.heading} tone="muted" renderWhenNear>
          <ul className="grid grid-cols-2 gap-3 sm:gap-6 lg:grid-cols-4">
            {experienceSection.items.map((item) => (
              <li
                key={item.label}
                className="rounded-xl border border-border bg-surface p-4 text-center shadow-sm sm:p-6"
              >
                <p
                  className="font-heading text-3xl font-semibold tracking-tight text-primary sm:text-4xl"
                  aria-hidden="true"
                >
                  {item.value}
                </p>
                <h3 className="mt-2 text-base font-semibold text-fg">
                  {/* The big number is decorative; the heading carries it for assistive tech. */}
                  <span className="sr-only">{item.value} </span>
                  {item.label}
                </h3>
                <p className="mt-2 text-sm leading-6 text-muted">{item.description}</p>
              </li>
            ))}
          </ul>
        </Section>
        <CtaBand heading={aboutCta.heading} text={aboutCta.text} button={aboutCta.button} />
      </>
    ),
  };
};

function StorySection({
  story: aboutStory,
  settings,
  portraitVariants,
  button,
}: {
  story: AboutPageDocument["story"];
  settings: SiteSettings;
  portraitVariants: readonly ImageVariant[];
  /** The story's call to book (./call-to-book.ts). */
  button: { href: string };
}) {
  const { founder } = settings;
  const paragraphs = [aboutStory.opening, founder.bio, aboutStory.closing];
  return (
    <section id="story" aria-labelledby="story-heading" className="bg-bg py-16 sm:py-20">
      <div className="container-page grid items-center gap-10 md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:gap-16">
        {/* The story comes first in the markup, as it is read on phones, where the portrait follows
            it; from md the portrait takes the first column by its grid position, not by reordering,
            so nothing moves if the page is painted before the portrait's markup has arrived. */}
        <div className="md:col-start-2 md:row-start-1">
          <h2 id="story-heading" className="font-heading text-3xl font-semibold tracking-tight text-fg sm:text-4xl">
            {aboutStory.heading}
          </h2>
          <div className="mt-6 space-y-4 text-lg leading-8 text-muted">
            {paragraphs.map((paragraph) => (paragraph ? <p key={paragraph}>{paragraph}</p> : null))}
          </div>
          <FounderQuote founder={founder} />
          <a href={button.href} className="btn-primary mt-8">
            {aboutStory.button.label}
            <Icon name="arrow-right" className="h-4 w-4" />
          </a>
        </div>
        <div className="mx-auto w-full max-w-sm md:col-start-1 md:row-start-1 md:max-w-none">
          <FounderPortrait
            url={founder.portraitUrl}
            variants={portraitVariants}
            name={founder.name}
            title={founder.title}
          />
        </div>
      </div>
    </section>
  );
}

/** The timeline's stages in order, with the anchor each has always had. */
const TIMELINE_GROUPS = [
  { group: "education", id: "executive-education" },
  { group: "agile", id: "agile-leadership" },
] as const;

function CredentialsSection({
  section,
  groups,
  credentials,
}: {
  section: AboutPageDocument["credentials"];
  groups: AboutPageDocument["credentialGroups"];
  credentials: readonly Credential[];
}) {
  const credentialGroups = TIMELINE_GROUPS.map(({ group, id }) => ({
    id,
    ...groups[group],
    items: credentials.filter((credential) => credential.group === group),
  })).filter((group) => group.items.length > 0);
  // One vertical timeline: each credential group is a stage on the line, its credentials the cards.
  return (
    <Section id="credentials" title={section.heading} intro={section.intro} renderWhenNear>
      <ol className="ml-5 max-w-4xl space-y-12 border-l-2 border-border pl-8 sm:pl-10 lg:mx-auto">
        {credentialGroups.map((group) => (
          <li key={group.id} className="relative">
            <span
              aria-hidden="true"
              className="absolute top-0 -left-[calc(2rem+21px)] inline-flex h-10 w-10 items-center justify-center rounded-full bg-accent-soft text-accent ring-4 ring-bg sm:-left-[calc(2.5rem+21px)]"
            >
              <Icon name={group.icon} className="h-5 w-5" />
            </span>
            <h3 id={`${group.id}-heading`} className="flex min-h-10 items-center text-xl font-semibold text-fg">
              {group.title}
            </h3>
            <ul aria-labelledby={`${group.id}-heading`} className="mt-5 grid gap-3 sm:grid-cols-2 sm:gap-4">
              {group.items.map((item) => (
                <li key={item.name} className="rounded-lg border border-border bg-surface p-4 shadow-sm">
                  <p className="font-semibold text-fg">{item.name}</p>
                  <p className="mt-1 text-sm text-muted">
                    {item.issuer}
                    {item.year !== null ? (
                      <>
                        {" · "}
                        <time dateTime={String(item.year)}>{item.year}</time>
                      </>
                    ) : null}
                  </p>
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ol>
    </Section>
  );
}
