// Sample content the seeder writes into an empty database, so a fresh install shows a believable site.
import type { ResourceCategory, ResourceFileType } from "../shared/resource-options";

interface SampleTestimonial {
  name: string;
  position: string;
  company: string;
  testimonial: string;
  featured: boolean;
  avatar: string | null;
}

interface SamplePost {
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
  /** Article body as HTML: h2, h3, p, ul, ol, li, strong, em, blockquote, a and simple tables only. */
  content: string;
}

/** An author of the sample posts, with a public profile (docs/product.md#people). */
interface SamplePerson {
  username: string;
  displayName: string;
  jobTitle: string;
  bio: string;
  linkedinUrl: string;
}

interface SampleResource {
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

/** The sample posts' authors; no avatar, so their initials stand in. */
export const samplePeople: SamplePerson[] = [
  {
    username: "avery.morgan",
    displayName: "Avery Morgan",
    jobTitle: "Founder & Principal Consultant",
    bio: "Avery founded the firm after fifteen years leading product teams at B2B software companies, from first release to scale. She helps leadership teams set product strategy, build roadmaps people trust and grow product managers who make good calls on their own.",
    linkedinUrl: "https://www.linkedin.com/in/avery-morgan-product",
  },
  {
    username: "jordan.ellis",
    displayName: "Jordan Ellis",
    jobTitle: "Senior Product Consultant",
    bio: "Jordan works with product teams on discovery, product operations and the rituals that keep delivery honest. Before consulting, Jordan ran product for a healthcare platform and a logistics marketplace.",
    linkedinUrl: "https://www.linkedin.com/in/jordan-ellis-product",
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
    coverImage: "/uploads/seed/blog-from-feature-factory-to-outcome-driven-roadmaps.webp",
    publishedDaysAgo: 1,
    content: `<p>Most product teams I meet are busy. Their release notes are long, their sprint velocity is steady and their roadmap is full for the next three quarters. Yet when the leadership team asks whether the product is getting better at what the business needs, nobody can answer with confidence. That is the signature of a <strong>feature factory</strong>: a team measured by what it ships rather than by what changes because it shipped.</p>
<h2>Why feature factories happen</h2>
<p>Nobody sets out to build one. Feature factories grow out of reasonable pressures: a sales team that needs something to promise, an executive who wants a date, a backlog that is easier to negotiate than a strategy. Each request is sensible on its own. Together they turn the roadmap into a queue of commitments, and the product manager into the person who keeps the queue moving.</p>
<p>The cost is hidden at first. Teams ship features that are rarely used, technical debt piles up around half-adopted ideas, and the best engineers quietly disengage because they never see the impact of their work.</p>
<h2>What an outcome-driven roadmap looks like</h2>
<p>An outcome is a measurable change in customer behavior that drives business results, such as <em>more new accounts inviting a teammate in their first week</em> or <em>fewer support tickets about billing</em>. An outcome-driven roadmap organizes work around a small number of these goals and treats features as bets on how to reach them.</p>
<ul>
<li><strong>Now</strong>: the outcomes the team is actively working on, with the current best ideas and the evidence behind them.</li>
<li><strong>Next</strong>: outcomes the team will pick up once the current ones are on track, with open questions rather than solutions.</li>
<li><strong>Later</strong>: strategic themes that matter but are not yet understood well enough to plan.</li>
</ul>
<p>Notice what is missing: a list of features with delivery dates stretching eighteen months out. Beyond the current quarter, precise dates on solutions are mostly fiction, and everyone in the room knows it. Replacing them with outcomes and open questions is not less rigorous; it is more honest about what the team actually knows.</p>
<h2>Making the shift in four steps</h2>
<ol>
<li><strong>Agree on two or three outcomes per team.</strong> Start from the company's goals for the year and ask which customer behaviors would move them. Fewer is better; a team with seven outcomes has none.</li>
<li><strong>Re-map the existing roadmap.</strong> For every committed item, write down which outcome it serves. Items that serve none are candidates to pause, and that conversation is far easier with the outcomes on the table.</li>
<li><strong>Invest in discovery.</strong> Give each team a weekly habit of talking to customers and testing assumptions before building. Our <a href="/resources/discovery-toolkit">Continuous Discovery Toolkit</a> is a good place to start.</li>
<li><strong>Change the review conversation.</strong> In monthly product reviews, ask what moved and what the team learned, not just what shipped. What leaders ask about is what teams optimize for.</li>
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
    coverImage: "/uploads/seed/blog-building-a-product-operations-function-that-scales.webp",
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
<p>Standardize only the artifacts that cross team boundaries: opportunity briefs, requirement documents, launch checklists and release notes. Keep every template short enough that people actually use it.</p>
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
  {
    title: "When to Hire a Fractional CPO (and When Not To)",
    slug: "when-to-hire-a-fractional-cpo",
    author: "Jordan Ellis",
    excerpt:
      "A fractional chief product officer can steady a product organization between leaders or before a big bet. Here are the signals that the timing is right, the ones that say it is not, and how to set the engagement up to succeed.",
    category: "Product Leadership",
    readTime: "3 min read",
    coverImage: "/uploads/seed/blog-when-to-hire-a-fractional-cpo.webp",
    publishedDaysAgo: 15,
    content: `<p>Every growing software company reaches a point where product decisions need a senior owner. The founder can no longer hold the whole roadmap in their head, product managers are pulling in different directions, and the board wants a product strategy it can read. Hiring a full-time chief product officer is one answer. For many companies, a <strong>fractional CPO</strong> is the better first step.</p>
<h2>What a fractional CPO actually does</h2>
<p>A fractional CPO is an experienced product executive who works with you part time, typically one to three days a week, for a defined period. The role is the same as a full-time one: set the product strategy, shape the team, run the rhythm that connects strategy to delivery and represent product in the leadership team. What changes is the intensity and the horizon. A good fractional leader works toward the day you no longer need them.</p>
<h2>Signals that the timing is right</h2>
<ul>
<li><strong>You are between product leaders.</strong> A departure leaves a gap that a six-month search will not fill. Someone needs to keep decisions moving and prepare the ground for the next hire.</li>
<li><strong>You are preparing a big bet.</strong> A new market, a platform rebuild or a fundraising round needs a product story that survives scrutiny from investors and engineers alike.</li>
<li><strong>Your product managers lack a coach.</strong> Talented but junior product managers stall without someone who has done the job at scale.</li>
<li><strong>The roadmap is a negotiation.</strong> When every quarter ends in a fight between sales, engineering and the founder, an outside leader with no history in those fights can reset the conversation.</li>
</ul>
<h2>Signals that it is not</h2>
<p>A fractional CPO is not a shortcut around decisions the leadership team is unwilling to make. If the company has not agreed what it is trying to achieve this year, no product leader, full time or not, can prioritize on its behalf. Nor is it a good fit when the real need is hands-on delivery: writing every specification and running every stand-up is a product manager's job, and paying executive rates for it helps nobody.</p>
<h2>Fractional, interim or full time?</h2>
<table>
<thead>
<tr><th scope="col">Option</th><th scope="col">Best when</th><th scope="col">Typical commitment</th></tr>
</thead>
<tbody>
<tr><td>Fractional CPO</td><td>You need senior judgment and coaching, not a full-time seat</td><td>1 to 3 days a week for 3 to 9 months</td></tr>
<tr><td>Interim CPO</td><td>The seat is empty and the team needs daily leadership</td><td>Full time for 3 to 6 months</td></tr>
<tr><td>Full-time CPO</td><td>Product is the core of the strategy and the team is large</td><td>Permanent</td></tr>
</tbody>
</table>
<h2>Setting the engagement up to succeed</h2>
<ol>
<li><strong>Write down three outcomes.</strong> For example: a strategy the board has approved, a quarterly planning rhythm the teams run on their own, and a profile for the permanent hire.</li>
<li><strong>Give real authority.</strong> A fractional leader who can only advise becomes an expensive consultant. Decide which decisions they own.</li>
<li><strong>Plan the handover from day one.</strong> Documentation, rituals and the next leader's onboarding should be part of the plan, not an afterthought.</li>
</ol>
<blockquote>The best fractional engagements end with a team that no longer needs the fractional leader, and knows why.</blockquote>
<p>If you are weighing the options, our <a href="/services#fractional-cpo">fractional CPO service</a> page explains how we structure engagements, or <a href="/contact">get in touch</a> for a no-obligation conversation.</p>`,
  },
  {
    title: "Running Your First Product Discovery Sprint",
    slug: "running-your-first-product-discovery-sprint",
    author: "Avery Morgan",
    excerpt:
      "Discovery does not need a research department. In two weeks, a product trio can interview customers, map the riskiest assumptions and test one of them before a single line of production code is written.",
    category: "Product Discovery",
    readTime: "3 min read",
    coverImage: "/uploads/seed/blog-running-your-first-product-discovery-sprint.webp",
    publishedDaysAgo: 22,
    content: `<p>Most teams agree that they should talk to customers more. Fewer know where to start. A <strong>discovery sprint</strong> is a time-boxed way to build the habit: two weeks in which a product manager, a designer and an engineer learn enough about one problem to decide, with evidence, what to build first.</p>
<h2>Before the sprint: pick one problem</h2>
<p>Choose a problem tied to an outcome the team already owns, such as <em>new accounts abandoning setup</em> or <em>customers exporting data to build their own reports</em>. Resist the urge to explore everything at once. A narrow question gives sharper answers.</p>
<h2>Week one: listen</h2>
<h3>Recruit five to eight customers</h3>
<p>Ask customer success for accounts that recently hit the problem, and include at least one that churned. Thirty minutes each is enough. Offer a small thank-you and keep the calendar invite short.</p>
<h3>Ask about the past, not the future</h3>
<p>Questions such as "would you use a feature that…" invite polite fiction. Ask instead about the last time the problem happened: what triggered it, what the customer tried, what it cost them. Stories about real events reveal needs that customers cannot name directly.</p>
<ul>
<li>Tell me about the last time you set up a new account. What happened first?</li>
<li>Where did you get stuck, and what did you do next?</li>
<li>What would have happened if you had not solved it?</li>
</ul>
<h2>Week two: decide and test</h2>
<ol>
<li><strong>Map the opportunities.</strong> Group what you heard into needs and pain points, then place them under the outcome on an opportunity tree.</li>
<li><strong>List your assumptions.</strong> For the most promising idea, write down what must be true for it to work: customers want it, they can use it, it is feasible, and it is viable for the business.</li>
<li><strong>Test the riskiest one.</strong> A clickable prototype, a fake door in the product or a concierge version run by hand can answer it in days.</li>
</ol>
<h2>What to share at the end</h2>
<p>Close the sprint with a one-page summary: the problem, what you heard, the assumption you tested and what you will do next. Invite the people who usually request features. Showing them the evidence is the fastest way to turn discovery from a side project into the way the team works.</p>
<blockquote>Discovery is not a phase before delivery. It is a weekly habit that makes every delivery decision cheaper.</blockquote>
<p>Our <a href="/resources/discovery-toolkit">Continuous Discovery Toolkit</a> includes an interview guide and an assumption map to get your first sprint started.</p>`,
  },
  {
    title: "Coaching Product Managers Into Product Leaders",
    slug: "coaching-product-managers-into-product-leaders",
    author: "Jordan Ellis",
    excerpt:
      "The skills that make a great product manager are not the ones that make a great product leader. Here is how to coach the shift from owning a backlog to shaping decisions across a whole organization.",
    category: "Product Leadership",
    readTime: "2 min read",
    coverImage: "/uploads/seed/blog-coaching-product-managers-into-product-leaders.webp",
    publishedDaysAgo: 29,
    content: `<p>Strong product managers are often promoted for the wrong reasons. They ship reliably, know every detail of their area and unblock their team at any hour. Then they become group product managers or heads of product, and those same habits get in the way. <strong>Leadership is a different job</strong>, and it needs deliberate coaching.</p>
<h2>From answers to questions</h2>
<p>A product manager is rewarded for having the answer. A product leader is rewarded for the quality of the answers the team finds without them. The first coaching goal is to replace "here is what we should do" with questions that raise the standard of thinking: what outcome does this serve, what evidence do we have, and what would change our mind?</p>
<h2>Three shifts to coach</h2>
<h3>From backlog to strategy</h3>
<p>New leaders tend to retreat into the work they know. Give them a strategy artefact to own, such as the product vision or the annual outcome map, and review it with them until it stands on its own.</p>
<h3>From doing to delegating</h3>
<p>Ask new leaders to list the decisions they made last week and mark which ones someone on their team could have made. Then agree which ones they will hand over, and what support the team needs to make them well.</p>
<h3>From team to organization</h3>
<p>Product leaders spend much of their time with peers in sales, marketing, finance and engineering. Coach them to understand each function's goals and pressures, so that product decisions are explained in terms those peers care about.</p>
<h2>A simple coaching rhythm</h2>
<ul>
<li><strong>Weekly:</strong> a thirty-minute one-to-one focused on one real decision, not a status update.</li>
<li><strong>Monthly:</strong> a review of one artefact the leader owns, with written feedback.</li>
<li><strong>Quarterly:</strong> a short survey of the leader's team and peers, discussed together.</li>
</ul>
<blockquote>You know the coaching worked when the team makes a good decision you would not have thought of.</blockquote>
<p>Coaching and team development are part of every <a href="/services#product-management">product management engagement</a> we run. <a href="/contact">Tell us about your team</a> and we can suggest where to start.</p>`,
  },
  {
    title: "Agile Rituals That Actually Help Product Teams",
    slug: "agile-rituals-that-actually-help-product-teams",
    author: "Avery Morgan",
    excerpt:
      "Stand-ups, planning, reviews and retrospectives can sharpen a team or smother it. A practical look at what each ritual is for, the warning signs that it has gone stale, and how to fix it.",
    category: "Agile Delivery",
    readTime: "2 min read",
    coverImage: "/uploads/seed/blog-agile-rituals-that-actually-help-product-teams.webp",
    publishedDaysAgo: 36,
    content: `<p>Agile rituals exist to help a team learn and adjust quickly. Over time, many of them turn into status meetings that nobody would miss. The fix is rarely a new framework. It is remembering what each ritual is for and being willing to change it when it stops earning its place.</p>
<h2>Daily stand-up</h2>
<p><strong>What it is for:</strong> spotting work that is stuck and agreeing who will help. <strong>Warning sign:</strong> people report to the product manager instead of talking to each other. <strong>Fix:</strong> walk the board from right to left, starting with the work closest to done, and ask only what is blocking it.</p>
<h2>Sprint planning</h2>
<p><strong>What it is for:</strong> agreeing a goal the team believes in and a first plan to reach it. <strong>Warning sign:</strong> the meeting is a line-by-line estimation of tickets that were never discussed before. <strong>Fix:</strong> refine the top of the backlog earlier in the week, and start planning with the sprint goal, written as an outcome, before any ticket is moved.</p>
<h2>Sprint review</h2>
<p><strong>What it is for:</strong> showing working software to the people who care and learning from their reaction. <strong>Warning sign:</strong> a slide deck, no customers and no questions. <strong>Fix:</strong> demonstrate in the product itself, invite at least one customer-facing colleague and end with what the team will do differently next sprint.</p>
<h2>Retrospective</h2>
<p><strong>What it is for:</strong> improving how the team works. <strong>Warning sign:</strong> the same three complaints every fortnight and no change. <strong>Fix:</strong> commit to one small experiment per retrospective, give it an owner and check the result at the next one.</p>
<h2>A quick health check</h2>
<ol>
<li>Could every member of the team say what each ritual is for?</li>
<li>Has any ritual changed in the last three months?</li>
<li>Would the team keep each ritual if it were optional?</li>
</ol>
<p>Three honest answers will show you where to start. Rituals are tools; a team that owns its tools adapts them, and a team that does not simply endures them.</p>
<blockquote>If a meeting would not be missed, stop holding it for a sprint and see what happens.</blockquote>
<p>Want an outside view of how your team works? Our <a href="/services#product-operations">product operations service</a> includes a lightweight review of your delivery rhythm.</p>`,
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
    cover: "covers/product-roadmap-template.webp",
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
    cover: "covers/prd-guidelines.webp",
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
    cover: "covers/product-ops-playbook.webp",
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
    cover: "covers/discovery-toolkit.webp",
    published: true,
    publishedDaysAgo: 37,
  },
  {
    slug: "pm-interview-checklist",
    title: "Product Manager Interview Checklist",
    description:
      "A one-page checklist for running a structured, fair interview process when hiring product managers. It covers preparing a scorecard, the questions that reveal real product judgment, and how to debrief on evidence rather than impressions. Print it for every interviewer on the panel so each candidate gets the same process.",
    category: "Checklists",
    fileType: "PDF",
    file: "pm-interview-checklist.pdf",
    fileName: "Meridian-PM-Interview-Checklist.pdf",
    cover: "covers/pm-interview-checklist.webp",
    published: true,
    publishedDaysAgo: 52,
  },
  {
    slug: "product-leadership-field-guide",
    title: "The Product Leadership Field Guide",
    description:
      "A short eBook for new heads of product and the managers who want to become one. Four chapters cover setting a direction teams can act on, hiring and growing product managers, running a review cadence that changes decisions, and choosing the few measures that matter. Read it on any e-reader in about twenty minutes.",
    category: "eBooks",
    fileType: "EPUB",
    file: "product-leadership-field-guide.epub",
    fileName: "Meridian-Product-Leadership-Field-Guide.epub",
    cover: "covers/product-leadership-field-guide.webp",
    published: true,
    publishedDaysAgo: 66,
  },
];
