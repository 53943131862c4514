// Home (/): the hero and its two calls to action.
import { Hero } from "../components/Hero";
import { homeHero } from "../content/home";
import { pageMeta } from "../content/site";
import type { Page } from "./page";

export const homePage: Page = () => ({
  meta: { ...pageMeta["/"], path: "/" },
  body: (
    <Hero eyebrow={homeHero.eyebrow} title={homeHero.title} subtitle={homeHero.subtitle} size="lg">
      <a href={homeHero.primaryButton.href} className="btn-hero">
        {homeHero.primaryButton.label}
      </a>
      <a href={homeHero.secondaryButton.href} className="btn-hero-outline">
        {homeHero.secondaryButton.label}
      </a>
    </Hero>
  ),
});
