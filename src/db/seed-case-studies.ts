// The sample case studies the seeder writes (docs/product.md#case-studies): the three engagements the
// sample testimonials (./seed-data.ts) speak of, each linked to its quote by the quoted person's
// name. They say "we" rather than the firm's name, so they read true whatever the settings name the
// firm (src/services/sample-persona.ts has nothing to rewrite in them); "Make it yours" knows them
// by slug (src/services/make-it-yours.ts).
import type { CaseStudyOutcome } from "./schema";

type SampleCaseStudy = {
  slug: string;
  title: string;
  summary: string;
  client: string | null;
  industry: string;
  companySize: string | null;
  stage: string | null;
  /** HTML: p, ul, li, strong only. */
  problem: string;
  approach: string;
  outcomes: CaseStudyOutcome[];
  timeline: string;
  services: string[];
  featured: boolean;
  /** The seeder sets publishedAt to now minus this many days. */
  publishedDaysAgo: number;
  /** The sample testimonial (by its name) that is linked to this case study. */
  testimonialName: string;
};

export const sampleCaseStudies: SampleCaseStudy[] = [
  {
    slug: "harbor-health-analytics-fractional-cpo-before-series-b",
    title: "A roadmap the board trusted, three months before a Series B",
    summary:
      "Between product leaders and three months from its Series B, Harbor Health Analytics needed a product strategy investors could read. Ten weeks as its fractional CPO gave it one, and a clear profile for the permanent hire.",
    client: "Harbor Health Analytics",
    industry: "Healthcare analytics",
    companySize: "About 80 people",
    stage: "Series A, raising a Series B",
    problem: `<p>Harbor Health Analytics had lost its head of product a quarter before its Series B. Product managers were pulling in different directions, the roadmap was a list of customer requests, and the board's monthly meeting spent more time on what was late than on what mattered.</p>
<p>The chief executive needed a product story that would survive investors' questions, and a way to hire the next product leader without a six-month gap.</p>`,
    approach: `<p>We joined as the fractional chief product officer, two days a week, with three written outcomes agreed on the first day:</p>
<ul>
<li><strong>A roadmap tied to revenue.</strong> Every theme on it named the revenue outcome it served; three outcomes survived the cut.</li>
<li><strong>A product review the board could trust.</strong> One monthly review with the same five measures every time, replacing the slide decks.</li>
<li><strong>A profile for the permanent hire.</strong> Written with the leadership team, then used to run the search.</li>
</ul>
<p>The handover was planned from the first week, so the new leader inherited a rhythm rather than a backlog.</p>`,
    outcomes: [
      { figure: "10 wks", label: "to a roadmap the board approved" },
      { figure: "3", label: "revenue outcomes behind every theme" },
      { figure: "1", label: "full-time product leader hired" },
    ],
    timeline: "10 weeks, two days a week",
    services: ["fractional-cpo"],
    featured: true,
    publishedDaysAgo: 12,
    testimonialName: "Sarah Whitfield",
  },
  {
    slug: "prairie-freight-systems-product-operations",
    title: "From two days of status decks to a couple of hours",
    summary:
      "Prairie Freight Systems' product managers spent two days a week assembling status reports. A lean product operations function gave them one intake path, shared metrics and a quarterly rhythm, and their week back.",
    client: "Prairie Freight Systems",
    industry: "Logistics",
    companySize: "About 250 people",
    stage: "Growth",
    problem: `<p>Prairie Freight Systems' product managers were spending two days a week assembling status decks for different audiences, each with its own numbers. Requests arrived by e-mail, chat and hallway conversation, and engineering could not say why an item was on the roadmap.</p>`,
    approach: `<p>We set up a lean product operations function with the team rather than for it:</p>
<ul>
<li><strong>One intake path</strong> for every request, with the evidence it needs before it is considered.</li>
<li><strong>Shared metric definitions</strong>, agreed once and used in every report.</li>
<li><strong>A quarterly planning rhythm</strong> that ties each roadmap item to the goal it serves.</li>
</ul>
<p>Each change was measured by the time it saved, so the team kept what worked and dropped what did not.</p>`,
    outcomes: [
      { figure: "2 days → 2 hrs", label: "weekly reporting time per product manager" },
      { figure: "1", label: "intake path instead of five" },
      { figure: "Quarterly", label: "planning rhythm the teams run themselves" },
    ],
    timeline: "Four months",
    services: ["product-operations"],
    featured: true,
    publishedDaysAgo: 20,
    testimonialName: "Marcus Delgado",
  },
  {
    slug: "ledgerline-discovery-coaching",
    title: "Discovery habits that lifted trial-to-paid by eight points",
    summary:
      "Ledgerline's product trio built whatever the loudest customer asked for. Coaching them into weekly discovery interviews and testing the riskiest assumptions first led to a feature that lifted trial-to-paid conversion by eight points.",
    client: "Ledgerline",
    industry: "Fintech",
    companySize: "About 40 people",
    stage: "Seed",
    problem: `<p>Ledgerline's product manager, designer and tech lead were capable and busy, but the roadmap followed the loudest customer of the week. Trials converted poorly and nobody could say which assumption behind the product was the weakest.</p>`,
    approach: `<p>We coached the product trio for a quarter, working on their real roadmap rather than on exercises:</p>
<ul>
<li><strong>Weekly discovery interviews</strong>, booked on a standing schedule so they never slipped.</li>
<li><strong>An assumption map</strong> for each bet, testing the riskiest assumption first with the cheapest experiment.</li>
<li><strong>Decisions written down</strong>, with the evidence behind them, so the team could explain every trade-off.</li>
</ul>`,
    outcomes: [
      { figure: "+8 pts", label: "trial-to-paid conversion" },
      { figure: "Weekly", label: "customer interviews, kept up since" },
    ],
    timeline: "One quarter",
    services: ["product-management"],
    featured: true,
    publishedDaysAgo: 30,
    testimonialName: "Priya Raman",
  },
];
