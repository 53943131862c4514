// The home page's first screen (docs/product.md#home): the hero's title and subtitle, whom the firm
// is for and what a client comes away with, the booking call to action first, and who the visitor
// would work with: from 1024 px the founder's card in the hero's right half, below it a compact
// row (small portrait, name, title) under the buttons, within the first screen of a phone.
import { FounderPortrait } from "../components/FounderPortrait";
import { Hero } from "../components/Hero";
import { Icon } from "../components/Icon";
import { Initials } from "../components/Initials";
import type { Link } from "../shared/schemas/pages/fields";
import type { Services } from "../services";
import { imageSrc } from "../shared/image-src";
import type { ImageVariant } from "../shared/responsive-image";
import type { Credential } from "../shared/schemas/pages/facts";
import type { HomePageDocument } from "../shared/schemas/pages/home";
import { callToBook } from "./call-to-book";
import type { SiteSettings } from "./page";

/** A hero button that leads to the contact form leads to /book while booking is open. */
const booked = (link: Link, services: Services) => (link.href === "/contact" ? callToBook(link, services) : link);

export function HomeHero({
  hero,
  founderTexts,
  credentials,
  settings,
  services,
}: {
  hero: HomePageDocument["hero"];
  founderTexts: HomePageDocument["heroFounder"];
  credentials: readonly Credential[];
  settings: SiteSettings;
  services: Services;
}) {
  const primary = booked(hero.primaryButton, services);
  const secondary = booked(hero.secondaryButton, services);
  return (
    <Hero
      eyebrow={hero.eyebrow}
      title={hero.title}
      subtitle={hero.subtitle}
      size="lg"
      details={
        hero.forWhom || hero.outcome ? (
          <ul className="mt-5 space-y-2 text-indigo-50" data-hero-details="">
            {[hero.forWhom, hero.outcome].flatMap((line) =>
              line ? (
                <li key={line} className="flex gap-2.5 leading-7">
                  <Icon name="check" className="mt-1.5 h-4 w-4 shrink-0 text-teal-200" />
                  <span>{line}</span>
                </li>
              ) : (
                []
              ),
            )}
          </ul>
        ) : null
      }
      below={<FounderRow settings={settings} />}
      aside={
        <HeroFounderCard
          settings={settings}
          texts={founderTexts}
          credentials={credentials}
          variants={services.media.srcsetFor(settings.founder.portraitUrl)}
        />
      }
    >
      <a href={primary.href} className="btn-hero" data-hero-primary="">
        {primary.label}
      </a>
      <a href={secondary.href} className="btn-hero-outline">
        {secondary.label}
      </a>
    </Hero>
  );
}

/**
 * Below 1024 px, where the founder's card is not shown: a small portrait (or the initials), the
 * founder's name and title, in one row under the buttons. The name is written, so the picture is
 * decorative.
 */
function FounderRow({ settings }: { settings: SiteSettings }) {
  const { founder } = settings;
  const src = imageSrc(founder.portraitUrl);
  return (
    <div className="mt-8 flex items-center gap-3 border-t border-white/20 pt-6 lg:hidden" data-founder-row="">
      {src ? (
        <img
          src={src}
          alt=""
          width={48}
          height={48}
          className="h-12 w-12 shrink-0 rounded-full border border-white/30 object-cover"
        />
      ) : (
        <Initials name={founder.name} className="h-12 w-12 shrink-0 border border-white/30" />
      )}
      <p className="min-w-0 leading-6">
        <span className="block font-semibold text-white">{founder.name}</span>
        <span className="block text-sm text-indigo-100">{founder.title}</span>
      </p>
    </div>
  );
}

/**
 * The home hero's right half (docs/product.md#home): who the visitor would work with, their portrait
 * (or initials), name and title from the settings and a line of credentials, on a glass card over
 * the meridian art. The name is written on the card, so the portrait is decorative here.
 */
function HeroFounderCard({
  settings,
  texts,
  credentials,
  variants,
}: {
  settings: SiteSettings;
  texts: HomePageDocument["heroFounder"];
  credentials: readonly Credential[];
  variants: readonly ImageVariant[];
}) {
  const { founder } = settings;
  const shown = credentials.flatMap((credential) => credential.heroLabel ?? []);
  const more = credentials.length - shown.length;
  return (
    <figure
      data-hero-founder=""
      className="hero-art relative w-full max-w-[22rem] xl:max-w-[24rem] rounded-2xl border border-white/20 bg-white/10 p-5 shadow-2xl ring-1 ring-black/5 backdrop-blur-md"
    >
      <FounderPortrait
        url={founder.portraitUrl}
        variants={variants}
        name={founder.name}
        title={founder.title}
        decorative
        lazy
        sizes="(min-width: 1280px) 22rem, (min-width: 1024px) 20rem, 0px"
        initialsClass="text-8xl"
      />
      <figcaption className="px-1 pt-5">
        <p className="text-xs font-semibold uppercase tracking-wider text-teal-200">{texts.label}</p>
        <p className="mt-2 font-heading text-2xl font-semibold tracking-tight">{founder.name}</p>
        <p className="mt-1 text-indigo-100">{founder.title}</p>
        <ul className="mt-4 flex flex-wrap gap-x-3 gap-y-1 border-t border-white/20 pt-4 text-sm leading-6 text-indigo-100">
          {shown.map((credential) => (
            <li key={credential} className="whitespace-nowrap">
              {credential}
            </li>
          ))}
          {more > 0 ? (
            <li className="whitespace-nowrap text-teal-200">{texts.more.replaceAll("{n}", String(more))}</li>
          ) : null}
        </ul>
      </figcaption>
    </figure>
  );
}
