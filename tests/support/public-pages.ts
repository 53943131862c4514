// The product's texts of the public pages (docs/product.md#home, #services, #expertise, #about,
// #contact), written out here rather than read from the code under test: what the integration tests
// (tests/integration/public-pages.test.ts) find in the served HTML and the browser tests
// (tests/e2e/pages-*.e2e.ts) find in the tabs, the questions and the tables of contents.

export const HOME_SERVICE_CARDS = [
  {
    id: "fractional-cpo",
    title: "Fractional CPO Services",
    benefits: [
      "Product vision and strategy aligned to business goals",
      "Executive and board-level product leadership",
      "Product team coaching and organizational design",
      "Portfolio prioritization and investment decisions",
    ],
  },
  {
    id: "product-management",
    title: "Product Management",
    benefits: [
      "Customer discovery and market research",
      "Outcome-based roadmaps and prioritization",
      "Requirements, user stories and backlog management",
      "Launch planning and success metrics",
    ],
  },
  {
    id: "product-operations",
    title: "Product Operations",
    benefits: [
      "Scalable product processes and governance",
      "Tooling and workflow optimization",
      "Product metrics, dashboards and insights",
    ],
  },
];

export const HOME_CREDENTIAL_CARDS = [
  { title: "Executive Education", tags: ["Chief Product Officer Program", "2024 Executive Scholar"] },
  { title: "Agile Certifications", tags: ["A-CSPO", "DASSM", "PMI-ACP", "SAFe 6.0", "IRMP", "CSM", "CSPO"] },
];

/** The offering cards of /services, by group: title and the tab anchor it links to. */
export const OFFERING_GROUPS = [
  {
    heading: "For Organizations",
    cards: [
      { title: "Fractional CPO", href: "#fractional-cpo" },
      { title: "Product Management Support", href: "#product-management" },
      { title: "Product Operations", href: "#product-operations" },
    ],
  },
  { heading: "For Individuals", cards: [{ title: "Invisible Partner", href: "#invisible-partner" }] },
];

/** The four service tabs, in order: label, panel heading and key benefits. */
export const SERVICE_TABS = [
  {
    id: "fractional-cpo",
    label: "Fractional CPO",
    title: "Fractional Chief Product Officer",
    keyBenefits: [
      "Executive product leadership at a fraction of the cost of a full-time CPO",
      "A clear product vision and strategy tied directly to business goals",
      "Faster, better-informed decisions on priorities, investments and trade-offs",
      "A stronger product team, with practices and people ready to scale",
    ],
    howItWorks: false,
  },
  {
    id: "product-management",
    label: "Product Management",
    title: "Product Management Support",
    keyBenefits: [
      "Immediate senior capacity without a lengthy hiring process",
      "Roadmaps and backlogs prioritized by customer value and business impact",
      "Clear requirements that engineering and design teams can act on",
      "Predictable delivery with stakeholders kept informed at every step",
    ],
    howItWorks: false,
  },
  {
    id: "product-operations",
    label: "Product Operations",
    title: "Product Operations",
    keyBenefits: [
      "Consistent, repeatable product processes across teams",
      "Reliable product data and metrics that inform decisions",
      "Less time lost to coordination, reporting and tool sprawl",
      "Stronger alignment between product, engineering and go-to-market teams",
    ],
    howItWorks: false,
  },
  {
    id: "invisible-partner",
    label: "Invisible Partner",
    title: "Invisible Partner",
    keyBenefits: [
      "Complete confidentiality, with no attribution on any deliverable",
      "Senior-quality product artifacts produced on your timeline",
      "Editable files you can adapt to your own voice and style",
      "More time to focus on stakeholders, decisions and your career",
    ],
    howItWorks: true,
  },
];
export const FEATURED_AREAS = [
  {
    id: "ai-advanced-analytics",
    title: "AI & Advanced Analytics",
    tags: ["Generative AI", "Machine Learning", "Predictive Analytics", "Data Strategy", "Responsible AI"],
  },
  {
    id: "operational-agility",
    title: "Operational Agility",
    tags: ["Agile Transformation", "Scaled Agile", "Lean Portfolio Management", "OKRs"],
  },
  {
    id: "operations-platform-modernization",
    title: "Operations & Platform Modernization",
    tags: ["Cloud Migration", "Platform Strategy", "API Ecosystems", "Process Automation"],
  },
  {
    id: "risk-management-compliance",
    title: "Risk Management & Compliance",
    tags: ["Regulatory Compliance", "Data Privacy", "Security by Design", "Enterprise Risk"],
  },
];
export const CERTIFICATIONS = [
  "Chief Product Officer Program",
  "A-CSPO",
  "DASSM",
  "PMI-ACP",
  "SAFe 6.0",
  "IRMP",
  "CSM",
  "CSPO",
];
export const TECHNOLOGIES = [
  "Generative AI & LLMs",
  "Machine Learning",
  "Data & Analytics Platforms",
  "Cloud Platforms",
  "APIs & Integrations",
  "Microservices & Event-Driven Architecture",
  "DevOps & CI/CD",
  "Workflow & Process Automation",
  "CRM & ERP Systems",
  "Cybersecurity & Identity",
  "Web & Mobile Applications",
  "IoT & Connected Devices",
];
export const INDUSTRIES = [
  "Financial Services & Banking",
  "Insurance",
  "Healthcare & Life Sciences",
  "Retail & E-commerce",
  "Manufacturing",
  "Logistics & Transportation",
  "SaaS & Technology",
  "Telecommunications",
  "Public Sector & Education",
];

export const AGILE_LEADERSHIP = [
  "Advanced Certified Scrum Product Owner (A-CSPO)",
  "Disciplined Agile Senior Scrum Master (DASSM)",
  "PMI Agile Certified Practitioner (PMI-ACP)",
  "SAFe 6.0",
  "IRMP",
  "Certified ScrumMaster (CSM)",
  "Certified Scrum Product Owner (CSPO)",
];
/** The four questions, each with the start of its answer. */
export const FAQS = [
  {
    question: "What engagement models do you offer?",
    answer: "We offer flexible models to match your needs",
  },
  {
    question: "Do you work with startups or only established enterprises?",
    answer: "Both. Startups and scale-ups typically need a product strategy",
  },
  {
    question: "Which industries do you have experience in?",
    answer: "Our experience spans financial services, insurance, healthcare",
  },
  {
    question: "How soon can we start working together?",
    // An en dash, and a no-break space before the unit (docs/product.md#contact).
    answer: "Most engagements can begin within 1–2\u00a0weeks of our initial consultation.",
  },
];

export type LegalSection = { id: string; title: string; subsections?: string[] };
/** A section of a legal document: its anchor, its heading, and its subsections' headings. */
const section = (id: string, title: string, subsections?: string[]): LegalSection => ({ id, title, subsections });
export const LEGAL_DOCUMENTS: { path: string; title: string; sections: LegalSection[] }[] = [
  {
    path: "/privacy-policy",
    title: "Privacy Policy",
    sections: [
      section("information-we-collect", "Information We Collect"),
      section("how-we-use-your-information", "How We Use Your Information"),
      section("information-sharing", "Information Sharing"),
      section("data-security", "Data Security"),
      section("cookies-and-tracking", "Cookies and Tracking"),
      section("your-rights", "Your Rights"),
      section("gdpr-compliance", "GDPR Compliance", [
        "Legal Bases for Processing",
        "Your Rights Under GDPR",
        "International Data Transfers",
        "Supervisory Authority",
      ]),
      section("data-retention", "Data Retention"),
      section("changes-to-this-policy", "Changes to This Policy"),
      section("contact-us", "Contact Us"),
    ],
  },
  {
    path: "/terms",
    title: "Terms of Service",
    sections: [
      section("use-of-this-website", "Use of This Website"),
      section("intellectual-property", "Intellectual Property"),
      section("downloadable-resources-license", "Downloadable Resources License"),
      section("no-professional-advice", "No Professional Advice"),
      section("third-party-links", "Third-Party Links"),
      section("limitation-of-liability", "Limitation of Liability"),
      section("governing-law", "Governing Law"),
      section("changes-to-these-terms", "Changes to These Terms"),
      section("contact-us", "Contact Us"),
    ],
  },
];

/** Every heading of a legal document in order: each section (h2), then its subsections (h3). */
export function allHeadings(sections: LegalSection[]): { title: string; level: 2 | 3 }[] {
  return sections.flatMap((section) => [
    { title: section.title, level: 2 as const },
    ...(section.subsections ?? []).map((title) => ({ title, level: 3 as const })),
  ]);
}

/** The header's six links (docs/product.md#shell), in order; Contact is the button beside them. */
export const HEADER_LINKS = [
  { label: "Home", href: "/" },
  { label: "Services", href: "/services" },
  { label: "Expertise", href: "/expertise" },
  { label: "Resources", href: "/resources" },
  { label: "Blog", href: "/blog" },
  { label: "About", href: "/about" },
];

/** Every footer link the product names, group by group. */
export const FOOTER_LINKS = [
  { label: "Fractional CPO", href: "/services#fractional-cpo" },
  { label: "Product Management", href: "/services#product-management" },
  { label: "Product Operations", href: "/services#product-operations" },
  { label: "Industry Expertise", href: "/expertise" },
  { label: "About", href: "/about" },
  { label: "Contact", href: "/contact" },
  { label: "Blog", href: "/blog" },
  { label: "Resources", href: "/resources" },
  { label: "Privacy Policy", href: "/privacy-policy" },
  { label: "Terms of Service", href: "/terms" },
];
