// Sample content the seeder writes into an empty database, so a fresh install shows a believable site.
import type { ResourceCategory, ResourceFileType } from "../shared/resource-options";

export interface SampleTestimonial {
  name: string;
  position: string;
  company: string;
  testimonial: string;
  featured: boolean;
  avatar: string | null;
}

export interface SamplePost {
  title: string;
  slug: string;
  author: string;
  excerpt: string;
  category: string;
  readTime: string;
  /** Public address the seeder copies the matching file in covers/ to. */
  coverImage: string;
  /** The seeder sets publishedAt to now minus this many days. */
  publishedDaysAgo: number;
  /** Article body as HTML: h2, h3, p, ul, ol, li, strong, em, blockquote and a only. */
  content: string;
}

export interface SampleResource {
  slug: string;
  title: string;
  description: string;
  category: ResourceCategory;
  fileType: ResourceFileType;
  /** File name inside src/db/seed-files/. */
  file: string;
  /** Name the visitor's download is saved under. */
  fileName: string;
  /** Cover path relative to src/db/seed-files/. */
  cover: string;
  published: boolean;
  /** The seeder sets publishedAt to now minus this many days. */
  publishedDaysAgo: number;
}

export const sampleTestimonials: SampleTestimonial[] = [
  {
    name: "Sarah Whitfield",
    position: "Chief Executive Officer",
    company: "Harbor Health Analytics",
    testimonial:
      "We brought Meridian in as our fractional CPO between product leaders, three months before our Series B. Within ten weeks we had a roadmap tied to three revenue outcomes, a monthly product review the board actually trusted, and a clear profile for the full-time hire who now runs the team.",
    featured: true,
    avatar: null,
  },
  {
    name: "Marcus Delgado",
    position: "VP of Engineering",
    company: "Prairie Freight Systems",
    testimonial:
      "Our product managers were spending two days a week assembling status decks. Meridian set up a lean product operations function with one intake path, shared metric definitions and a quarterly planning rhythm, and that reporting time dropped to a couple of hours. Engineering finally knows why each item is on the roadmap.",
    featured: true,
    avatar: null,
  },
  {
    name: "Priya Raman",
    position: "Co-founder and COO",
    company: "Ledgerline",
    testimonial:
      "The coaching changed how our product trio works. We went from building whatever the loudest customer asked for to running weekly discovery interviews and testing our riskiest assumptions first. The first feature we shipped that way lifted trial-to-paid conversion by eight points.",
    featured: true,
    avatar: null,
  },
];

export const samplePosts: SamplePost[] = [
  {
    title: "From Feature Factory to Outcome-Driven Roadmaps",
    slug: "from-feature-factory-to-outcome-driven-roadmaps",
    author: "Jordan Ellis",
    excerpt:
      "Shipping more features is not the same as making progress. Here is a practical, step-by-step way to move your roadmap from a list of outputs to a set of outcomes your whole company can rally behind.",
    category: "Product Strategy",
    readTime: "4 min read",
    coverImage: "/uploads/seed/blog-from-feature-factory-to-outcome-driven-roadmaps.svg",
    publishedDaysAgo: 1,
    content: `<p>Most product teams I meet are busy. Their release notes are long, their sprint velocity is steady and their roadmap is full for the next three quarters. Yet when the leadership team asks whether the product is getting better at what the business needs, nobody can answer with confidence. That is the signature of a <strong>feature factory</strong>: a team measured by what it ships rather than by what changes because it shipped.</p>
<h2>Why feature factories happen</h2>
<p>Nobody sets out to build one. Feature factories grow out of reasonable pressures: a sales team that needs something to promise, an executive who wants a date, a backlog that is easier to negotiate than a strategy. Each request is sensible on its own. Together they turn the roadmap into a queue of commitments, and the product manager into the person who keeps the queue moving.</p>
<p>The cost is hidden at first. Teams ship features that are rarely used, technical debt piles up around half-adopted ideas, and the best engineers quietly disengage because they never see the impact of their work.</p>
<h2>What an outcome-driven roadmap looks like</h2>
<p>An outcome is a measurable change in customer behaviour that drives business results, such as <em>more new accounts inviting a teammate in their first week</em> or <em>fewer support tickets about billing</em>. An outcome-driven roadmap organises work around a small number of these goals and treats features as bets on how to reach them.</p>
<ul>
<li><strong>Now</strong>: the outcomes the team is actively working on, with the current best ideas and the evidence behind them.</li>
<li><strong>Next</strong>: outcomes the team will pick up once the current ones are on track, with open questions rather than solutions.</li>
<li><strong>Later</strong>: strategic themes that matter but are not yet understood well enough to plan.</li>
</ul>
<p>Notice what is missing: a list of features with delivery dates stretching eighteen months out. Beyond the current quarter, precise dates on solutions are mostly fiction, and everyone in the room knows it. Replacing them with outcomes and open questions is not less rigorous; it is more honest about what the team actually knows.</p>
<h2>Making the shift in four steps</h2>
<ol>
<li><strong>Agree on two or three outcomes per team.</strong> Start from the company's goals for the year and ask which customer behaviours would move them. Fewer is better; a team with seven outcomes has none.</li>
<li><strong>Re-map the existing roadmap.</strong> For every committed item, write down which outcome it serves. Items that serve none are candidates to pause, and that conversation is far easier with the outcomes on the table.</li>
<li><strong>Invest in discovery.</strong> Give each team a weekly habit of talking to customers and testing assumptions before building. Our <a href="/resources/discovery-toolkit">Continuous Discovery Toolkit</a> is a good place to start.</li>
<li><strong>Change the review conversation.</strong> In monthly product reviews, ask what moved and what the team learned, not just what shipped. What leaders ask about is what teams optimise for.</li>
</ol>
<h3>What about dates?</h3>
<p>Outcome-driven does not mean date-free. Contractual commitments, regulatory deadlines and launch events are real, and they belong on the roadmap. The difference is that they become explicit constraints, listed separately, instead of the default shape of every item.</p>
<h3>What about sales?</h3>
<p>Sales teams often worry that outcomes leave them with nothing to sell. In practice the opposite happens. When account executives know which customer problems the product team is working on, they can talk credibly about direction and bring back evidence that sharpens the bets. A good story about where the product is going closes more deals than a list of features that may slip.</p>
<blockquote>A roadmap is a statement of intent and a tool for alignment, not a promise to deliver a list of features on a date.</blockquote>
<h2>Where to start on Monday</h2>
<p>Pick one team and one quarter. Write its outcomes on a single page, map the current work against them and share the result with the people who request features most often. You will be surprised how quickly stakeholders prefer a conversation about results to a negotiation about features. If you want a starting structure, download our <a href="/resources/product-roadmap-template">outcome-based roadmap template</a>, or <a href="/contact">get in touch</a> to talk it through.</p>`,
  },
  {
    title: "Building a Product Operations Function That Scales",
    slug: "building-a-product-operations-function-that-scales",
    author: "Jordan Ellis",
    excerpt:
      "Product operations can free your product managers to focus on customers, or it can add another layer of process. The difference comes down to where you start and what you refuse to own.",
    category: "Product Operations",
    readTime: "3 min read",
    coverImage: "/uploads/seed/blog-building-a-product-operations-function-that-scales.svg",
    publishedDaysAgo: 8,
    content: `<p>Somewhere between the tenth and the twentieth product manager, things start to creak. Every team defines active users differently, planning takes a month, customer feedback lives in five tools, and product managers spend more time building status reports than talking to customers. This is usually the moment a company starts to talk about <strong>product operations</strong>.</p>
<h2>What product operations is, and is not</h2>
<p>Product operations exists to make good product decisions faster and cheaper. It owns the systems around the product teams: the data they use, the rituals that connect strategy to delivery and the tools that remove busywork. It does <em>not</em> own the roadmap, approve priorities or act as a project management office. The moment product operations becomes a gate, teams route around it.</p>
<p>A useful test: if a product manager left tomorrow, would decisions get harder because the data, rituals and templates they relied on left with them? Product operations turns those things into shared infrastructure, so the quality of product decisions no longer depends on individual heroics.</p>
<h2>Start with the pain, not the org chart</h2>
<p>Before hiring anyone or renaming a role, spend two weeks listening. Interview product managers, engineering leads, sales and customer success, and ask three questions: where do decisions stall, which numbers do you not trust, and which meetings could disappear? Rank what you hear by how often it happens and how much delay it causes. The top five items become the first-year charter.</p>
<h2>The three pillars</h2>
<h3>Insights and data</h3>
<p>Give every product manager self-serve access to usage, revenue and customer feedback in one place, with definitions agreed with finance and data. A single trusted definition of an active account saves more time than any dashboard.</p>
<h3>Cadence and rituals</h3>
<p>Introduce a light quarterly planning cycle, a monthly product review and one intake path for requests from go-to-market teams. Each ritual needs an owner, a purpose and a date when you will check whether it still earns its place.</p>
<h3>Tools and templates</h3>
<p>Standardise only the artifacts that cross team boundaries: opportunity briefs, requirement documents, launch checklists and release notes. Keep every template short enough that people actually use it.</p>
<h2>Scaling without bureaucracy</h2>
<ul>
<li><strong>Automate before you add headcount.</strong> A feedback pipeline that tags and routes requests automatically scales better than a person triaging a spreadsheet.</li>
<li><strong>Measure the function.</strong> Track time from idea to validated decision, the share of roadmap items tied to an outcome and the hours product managers spend on reporting.</li>
<li><strong>Retire processes on purpose.</strong> Review every ritual each quarter and drop the ones that no longer pay for themselves.</li>
</ul>
<p>Most companies do not need a dedicated hire until they have six to eight product managers. Before that, a senior product leader can own the charter part time, often with help from a data analyst. When you do hire, look for a generalist who has been a product manager, because credibility with the teams matters more than expertise in any tool.</p>
<blockquote>The best product operations teams are invisible when things work, and they make the next decision a little easier every time.</blockquote>
<h2>Your first 90 days</h2>
<p>Spend the first month listening and publishing a one-page diagnosis. In the second month, fix one visible pain, usually the feedback pipeline or the launch checklist, and measure the time it saves. In the third, agree metric definitions and run a first lightweight planning session. Our <a href="/resources/product-ops-playbook">Product Operations Playbook</a> walks through each step, and our <a href="/services">product operations service</a> can set it up with your team.</p>`,
  },
];

export const sampleResources: SampleResource[] = [
  {
    slug: "product-roadmap-template",
    title: "Outcome-Based Product Roadmap Template",
    description:
      "A ready-to-use spreadsheet for planning your roadmap around outcomes instead of features. Each initiative is linked to a measurable objective, an owner, a target quarter, a status and a confidence level, with eight worked examples to adapt. Use it to run quarterly planning and to show stakeholders why each item is on the roadmap.",
    category: "Templates",
    fileType: "XLSX",
    file: "product-roadmap-template.xlsx",
    fileName: "Meridian-Outcome-Based-Roadmap-Template.xlsx",
    cover: "covers/product-roadmap-template.svg",
    published: true,
    publishedDaysAgo: 5,
  },
  {
    slug: "prd-guidelines",
    title: "Writing Effective Product Requirements",
    description:
      "Fifteen practical guidelines for writing product requirement documents that engineers read and teams can build from. Covers framing the problem and outcome, writing testable requirements, handling edge cases and constraints, and preparing the launch. Keep it next to you whenever you draft or review a PRD.",
    category: "Guidelines",
    fileType: "PDF",
    file: "prd-guidelines.pdf",
    fileName: "Meridian-PRD-Guidelines.pdf",
    cover: "covers/prd-guidelines.svg",
    published: true,
    publishedDaysAgo: 14,
  },
  {
    slug: "product-ops-playbook",
    title: "Product Operations Playbook",
    description:
      "A step-by-step guide to standing up product operations in a growing software company. It explains how to diagnose where decisions stall, how to build the three pillars of insights, cadence and tooling, and what to do in your first 90 days. It closes with the metrics that show whether the function is paying off.",
    category: "Frameworks",
    fileType: "DOCX",
    file: "product-ops-playbook.docx",
    fileName: "Meridian-Product-Operations-Playbook.docx",
    cover: "covers/product-ops-playbook.svg",
    published: true,
    publishedDaysAgo: 23,
  },
  {
    slug: "discovery-toolkit",
    title: "Continuous Discovery Toolkit",
    description:
      "Three working tools for product trios who want to talk to customers every week. The bundle holds a 30-minute interview guide, an opportunity solution tree primer with a worked example, and an assumption map spreadsheet for deciding what to test first. Everything is plain Markdown and CSV, so it drops straight into your wiki or spreadsheet tool.",
    category: "Tools",
    fileType: "ZIP",
    file: "discovery-toolkit.zip",
    fileName: "Meridian-Continuous-Discovery-Toolkit.zip",
    cover: "covers/discovery-toolkit.svg",
    published: true,
    publishedDaysAgo: 37,
  },
  {
    slug: "pm-interview-checklist",
    title: "Product Manager Interview Checklist",
    description:
      "A one-page checklist for running a structured, fair interview process when hiring product managers. It covers preparing a scorecard, the questions that reveal real product judgement, and how to debrief on evidence rather than impressions. Print it for every interviewer on the panel so each candidate gets the same process.",
    category: "Checklists",
    fileType: "PDF",
    file: "pm-interview-checklist.pdf",
    fileName: "Meridian-PM-Interview-Checklist.pdf",
    cover: "covers/pm-interview-checklist.svg",
    published: true,
    publishedDaysAgo: 52,
  },
];
