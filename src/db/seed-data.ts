// Sample content seeded on first start: testimonials, two blog posts seven days apart and five
// downloadable resources whose real files and covers live in ./seed-files.

export const sampleTestimonials = [
  {
    name: "Dana Whitfield",
    position: "Chief Executive Officer",
    company: "Northgate Logistics",
    testimonial:
      "Within a quarter we went from a wish list to a roadmap the whole leadership team could defend. The product team now ships against outcomes, not opinions, and our board meetings are shorter for it.",
    featured: true,
    avatar: null,
  },
  {
    name: "Marcus Lee",
    position: "VP of Engineering",
    company: "Cobalt Health",
    testimonial:
      "Having a seasoned product leader embedded with us changed how engineering and product plan together. Release predictability improved dramatically, and we stopped building features nobody asked for.",
    featured: true,
    avatar: null,
  },
  {
    name: "Priya Raman",
    position: "Founder",
    company: "Lumen Analytics",
    testimonial:
      "We needed senior product leadership before we could justify a full-time CPO. The fractional engagement gave us exactly that, plus a product team and operating rhythm ready to hire into.",
    featured: true,
    avatar: null,
  },
];

export const samplePosts = [
  {
    title: "From Feature Factory to Outcome-Driven Roadmaps",
    slug: "from-feature-factory-to-outcome-driven-roadmaps",
    author: "Jordan Ellis",
    excerpt:
      "Shipping more features rarely moves the numbers that matter. Here is how to rebuild a roadmap around customer and business outcomes without losing delivery momentum.",
    category: "Product Strategy",
    readTime: "6 min read",
    coverImage: "/uploads/seed/blog-from-feature-factory-to-outcome-driven-roadmaps.svg",
    publishedDaysAgo: 1,
    content: `<p>Most product teams are busy. Their boards are full, their sprints are packed and their release notes grow longer every month. Yet when leadership asks what all that work changed for customers or for the business, the answers are often vague. That is the signature of a <strong>feature factory</strong>: a team measured by output rather than outcomes.</p>
<h2>Why feature roadmaps fail</h2>
<p>A roadmap made of features is a list of promises about solutions. It commits the team to answers before anyone has fully understood the problem, and it turns every change of plan into a broken promise. Worse, it hides the reason each item exists, so nobody can tell whether the work succeeded once it ships.</p>
<ul>
<li>Dates become the measure of success, so teams optimise for shipping, not learning.</li>
<li>Stakeholders negotiate for features instead of agreeing on problems worth solving.</li>
<li>Discovery is squeezed out because the solution was decided upstream.</li>
</ul>
<h2>Start with outcomes</h2>
<p>An outcome is a change in customer behaviour that drives a business result: more trial users reaching their first report, fewer support tickets about billing, faster onboarding for new teams. Outcomes are specific enough to measure and open enough to leave room for the best solution.</p>
<blockquote>Commit to the problem and the measure of success; stay flexible about the solution.</blockquote>
<h2>Reshaping the roadmap</h2>
<ol>
<li><strong>Group today's backlog by the outcome it serves.</strong> Items that serve no outcome are candidates to drop.</li>
<li><strong>Frame each roadmap theme as a problem</strong>, with a leading indicator the team can move within a quarter.</li>
<li><strong>Use Now, Next and Later</strong> horizons instead of dates for anything beyond the current quarter.</li>
<li><strong>Review outcomes, not output</strong>, in every business review.</li>
</ol>
<h3>Keeping delivery momentum</h3>
<p>Moving to outcomes does not mean slowing down. Teams still ship every sprint; what changes is how they decide what to ship and how they judge whether it worked. Within two or three cycles most teams find they ship less that is wasted and more that matters.</p>
<p>If your roadmap reads like a release plan, start small: pick one theme, define its outcome and its measure, and let the team own the path. The conversation with your stakeholders will change faster than you expect.</p>`,
  },
  {
    title: "Building a Product Operations Function That Scales",
    slug: "building-a-product-operations-function-that-scales",
    author: "Jordan Ellis",
    excerpt:
      "Product operations turns good intentions into repeatable habits. Learn where to start, what to measure and how to grow the function as your product organization scales.",
    category: "Product Operations",
    readTime: "7 min read",
    coverImage: "/uploads/seed/blog-building-a-product-operations-function-that-scales.svg",
    publishedDaysAgo: 8,
    content: `<p>As product organizations grow past a handful of teams, the informal habits that once worked start to fray. Roadmaps live in five tools, customer insight sits in scattered documents, and every quarterly plan is reinvented from scratch. <strong>Product operations</strong> exists to fix exactly that.</p>
<h2>What product operations is, and is not</h2>
<p>Product operations is the connective tissue of a product organization. It owns the systems, data and rituals that let product managers spend their time on customers and decisions rather than on spreadsheets and status updates. It is not a project management office, and it does not make product decisions.</p>
<h2>Start with the most expensive pain</h2>
<p>Resist the urge to launch a grand framework. Interview your product managers and their partners in engineering, design and go-to-market, and find the one process that costs the most time or causes the most rework. Common first candidates are:</p>
<ul>
<li>Quarterly planning that takes weeks of meetings and still ends in surprises.</li>
<li>Customer feedback that never reaches the team that could act on it.</li>
<li>Product metrics that each team defines differently.</li>
</ul>
<h2>Three pillars to build on</h2>
<h3>1. Data and insight</h3>
<p>Agree on a small set of product metrics, define them once and make them easy to find. A shared definition of an active user saves more arguments than any dashboard.</p>
<h3>2. Tools and process</h3>
<p>Standardise the few artefacts every team produces, such as opportunity briefs, roadmaps and release notes, and keep the templates lightweight enough that people actually use them.</p>
<h3>3. Rituals and communication</h3>
<p>Design the planning cycle, the product review and the launch checklist so that they run on a calendar, not on heroics.</p>
<blockquote>A good product operations function is measured by the time it gives back to product teams.</blockquote>
<h2>Scaling the function</h2>
<p>Begin with one person embedded with the product leadership team. Measure the hours saved and the decisions made faster, publish the results, and grow the function only when the next pain is clear. Scale follows proof, not the other way round.</p>`,
  },
];

export const sampleResources = [
  {
    slug: "product-roadmap-template",
    title: "Outcome-Based Product Roadmap Template",
    description:
      "A ready-to-use spreadsheet for planning your roadmap around outcomes instead of features. It includes columns for initiatives, objectives, owners, quarters, status and confidence, with sample rows that show how to frame each theme as a problem worth solving and track progress over time.",
    category: "Templates",
    fileType: "XLSX",
    file: "product-roadmap-template.xlsx",
    fileName: "product-roadmap-template.xlsx",
    cover: "covers/product-roadmap-template.svg",
    published: true,
    publishedDaysAgo: 3,
  },
  {
    slug: "prd-guidelines",
    title: "Writing Effective Product Requirements",
    description:
      "Practical guidelines for product requirement documents that engineers and designers actually read. Covers problem framing, success metrics, scope and non-goals, user stories with acceptance criteria, and how to keep a requirements document alive as the team learns during delivery.",
    category: "Guidelines",
    fileType: "PDF",
    file: "prd-guidelines.pdf",
    fileName: "writing-effective-product-requirements.pdf",
    cover: "covers/prd-guidelines.svg",
    published: true,
    publishedDaysAgo: 6,
  },
  {
    slug: "product-ops-playbook",
    title: "Product Operations Playbook",
    description:
      "A step-by-step playbook for standing up a product operations function. Learn how to find the most expensive process pain, define shared product metrics, standardise lightweight artefacts and design planning rituals that run on a calendar rather than on heroics.",
    category: "Frameworks",
    fileType: "DOCX",
    file: "product-ops-playbook.docx",
    fileName: "product-operations-playbook.docx",
    cover: "covers/product-ops-playbook.svg",
    published: true,
    publishedDaysAgo: 10,
  },
  {
    slug: "discovery-toolkit",
    title: "Continuous Discovery Toolkit",
    description:
      "Everything a product trio needs to run weekly discovery: a customer interview guide, an opportunity solution tree outline and an assumption map you can fill in as a team. Use it to decide what to build next with evidence rather than opinions.",
    category: "Tools",
    fileType: "ZIP",
    file: "discovery-toolkit.zip",
    fileName: "continuous-discovery-toolkit.zip",
    cover: "covers/discovery-toolkit.svg",
    published: true,
    publishedDaysAgo: 14,
  },
  {
    slug: "pm-interview-checklist",
    title: "Product Manager Hiring Checklist",
    description:
      "A one-page checklist for hiring product managers: the competencies to assess at each interview stage, sample questions for product sense and execution, red flags to watch for, and how to structure a fair debrief so the team reaches a confident decision.",
    category: "Checklists",
    fileType: "PDF",
    file: "pm-interview-checklist.pdf",
    fileName: "product-manager-hiring-checklist.pdf",
    cover: "covers/pm-interview-checklist.svg",
    published: true,
    publishedDaysAgo: 21,
  },
];

export type SampleTestimonial = (typeof sampleTestimonials)[number];
export type SamplePost = (typeof samplePosts)[number];
export type SampleResource = (typeof sampleResources)[number];
