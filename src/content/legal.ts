// Static copy for /privacy-policy and /terms, modelled as nested sections. Texts may contain the
// placeholders {email} (the contact e-mail), {firm} (the firm's name) and {country} (of its
// location), all from the site settings; the page fills them before rendering (src/pages/legal.tsx),
// never hard-code them here.
import type { Link } from "../shared/schemas/pages/fields";
import { type ContactSettings, withFirmName } from "./site";

type LegalSettings = Pick<ContactSettings, "email"> & { readonly firmName: string };

export type LegalSection = {
  /** Kebab-case id, usable as an in-page anchor. */
  readonly id: string;
  readonly title: string;
  readonly paragraphs: readonly string[];
  readonly bullets?: readonly string[];
  readonly subsections?: readonly LegalSection[];
  /** Internal links to render after the paragraphs (e.g. the contact form). */
  readonly links?: readonly Link[];
};

export type LegalDocument = {
  readonly title: string;
  /** Shown before today's date, e.g. "Last Updated: March 3, 2025". */
  readonly lastUpdatedLabel: string;
  readonly intro: readonly string[];
  readonly sections: readonly LegalSection[];
};

/** The placeholder token used in legal texts for the contact e-mail. */
const EMAIL_PLACEHOLDER = "{email}";

/** Replaces every {email} and {firm} in one text with the settings' e-mail and firm name. */
function fillLegalPlaceholders(text: string, { email, firmName }: LegalSettings): string {
  return withFirmName(text.split(EMAIL_PLACEHOLDER).join(email), firmName);
}

function resolveSection(section: LegalSection, settings: LegalSettings): LegalSection {
  const fill = (text: string) => fillLegalPlaceholders(text, settings);
  return {
    ...section,
    paragraphs: section.paragraphs.map(fill),
    ...(section.bullets ? { bullets: section.bullets.map(fill) } : {}),
    ...(section.subsections ? { subsections: section.subsections.map((s) => resolveSection(s, settings)) } : {}),
  };
}

/** A copy of a legal document with every {email} and {firm} placeholder filled in. */
export function resolveLegalDocument(doc: LegalDocument, settings: LegalSettings): LegalDocument {
  return {
    ...doc,
    intro: doc.intro.map((text) => fillLegalPlaceholders(text, settings)),
    sections: doc.sections.map((section) => resolveSection(section, settings)),
  };
}

// ---------------------------------------------------------------------------------------------
// Privacy Policy (/privacy-policy)
// ---------------------------------------------------------------------------------------------

export const privacyPolicy = {
  title: "Privacy Policy",
  lastUpdatedLabel: "Last Updated",
  intro: [
    '{firm} ("we", "us" or "our") respects your privacy. This Privacy Policy explains what personal information we collect through this website, how we use and protect it, and the choices and rights you have.',
  ],
  sections: [
    {
      id: "information-we-collect",
      title: "Information We Collect",
      paragraphs: [
        "We collect only the information you choose to give us and the limited technical information needed to operate this website:",
      ],
      bullets: [
        "Contact form: your name, e-mail address, company name (optional), the service you are interested in and your message.",
        "Resource downloads: your name, e-mail address and LinkedIn profile URL, together with the resource you requested and the date and time of the download.",
        "Technical information: like most websites, our hosting infrastructure may record standard request data such as IP address, browser type and the pages requested, for security and troubleshooting.",
        "Preferences: your choice of light, dark or system theme, which is stored only in your own browser.",
      ],
    },
    {
      id: "how-we-use-your-information",
      title: "How We Use Your Information",
      paragraphs: ["We use the information we collect to:"],
      bullets: [
        "Respond to your enquiries and discuss the services you are interested in.",
        "Provide the resources you request and keep a record of which resources were downloaded and by whom.",
        "Follow up, where appropriate, with information related to a resource you downloaded or a service you asked about.",
        "Keep this website secure, reliable and working as intended.",
        "Comply with our legal obligations.",
      ],
    },
    {
      id: "information-sharing",
      title: "Information Sharing",
      paragraphs: [
        "We do not sell, rent or trade your personal information, and we do not share it with advertisers. We share personal information only in these limited circumstances:",
      ],
      bullets: [
        "With service providers who host and operate this website on our behalf and who may process information only on our instructions.",
        "When required by law, regulation, legal process or a valid request from a public authority.",
        "To protect the rights, property or safety of {firm}, our clients or others.",
        "In connection with a merger, acquisition or sale of our business, in which case this policy continues to apply to your information.",
      ],
    },
    {
      id: "data-security",
      title: "Data Security",
      paragraphs: [
        "We use reasonable technical and organizational measures to protect your personal information, including encrypted connections (HTTPS) and access to stored contact messages and download records restricted to authorized administrators with individual, password-protected accounts.",
        "No method of transmission over the internet or of electronic storage is completely secure, so while we work hard to protect your information, we cannot guarantee its absolute security.",
      ],
    },
    {
      id: "cookies-and-tracking",
      title: "Cookies and Tracking",
      paragraphs: ["We keep cookies and similar technologies to the minimum needed to run this website:"],
      bullets: [
        "Session cookie (strictly necessary): set only when an administrator signs in to manage the website, to keep that session secure. Visitors who do not sign in do not receive it.",
        "Contact form (no cookie): the form carries, in a hidden field, the time it was shown to you, signed by us, so that automated spam sent in an instant can be turned away. It is checked when you send your message and is not stored.",
        'Theme preference: your light, dark or system theme choice is saved in your browser\'s local storage under the key "theme". It stays on your device and is not sent to us.',
        "Visit statistics (no cookie, no script): our own server counts page views as it answers them: the page, the website you came from (its name only), the campaign tags in the link (utm_source, utm_medium, utm_campaign), the kind of device (desktop, phone or tablet), and whether the visit led to a download or a message, with the article or resource read before it. To count visitors once a day, your address and browser name are combined with a random value that changes every midnight and kept only in the server's memory until then; they are never written down. What is stored is only daily totals (for example, 12 views of a page on a day), kept in full for 90 days, then only each day's largest totals, and deleted after two years; no record of a single visit is ever stored. Nothing is shared with anyone else. If your browser sends Do Not Track or Global Privacy Control, you are not counted at all.",
        "No advertising trackers: we do not use advertising cookies, tracking pixels or cross-site tracking technologies.",
      ],
    },
    {
      id: "your-rights",
      title: "Your Rights",
      paragraphs: [
        "Depending on where you live, you may have the right to access the personal information we hold about you, to have it corrected or deleted, and to opt out of any follow-up communications.",
        "To exercise any of these rights, e-mail us at {email}. We will respond within the time required by applicable law and may need to verify your identity before acting on your request.",
      ],
    },
    {
      id: "gdpr-compliance",
      title: "GDPR Compliance",
      paragraphs: [
        "If you are located in the European Economic Area, the United Kingdom or Switzerland, the General Data Protection Regulation (GDPR) and equivalent local laws give you additional protections. {firm} is the controller of the personal data collected through this website.",
      ],
      subsections: [
        {
          id: "legal-bases-for-processing",
          title: "Legal Bases for Processing",
          paragraphs: ["We process your personal data on the following legal bases:"],
          bullets: [
            "Consent: when you submit your details to download a resource. You may withdraw your consent at any time.",
            "Steps prior to entering into a contract: when you contact us about our services.",
            "Legitimate interests: responding to enquiries, following up on downloaded resources and keeping this website secure, balanced against your rights and interests.",
            "Legal obligation: where we must keep or disclose information to comply with the law.",
          ],
        },
        {
          id: "your-rights-under-gdpr",
          title: "Your Rights Under GDPR",
          paragraphs: ["Under the GDPR you have the right to:"],
          bullets: [
            "Access the personal data we hold about you.",
            "Have inaccurate or incomplete data rectified.",
            "Have your data erased.",
            "Restrict or object to our processing of your data.",
            "Receive your data in a portable format.",
            "Withdraw your consent at any time, without affecting processing carried out before the withdrawal.",
          ],
        },
        {
          id: "international-data-transfers",
          title: "International Data Transfers",
          paragraphs: [
            "We are based in {country}, and information you submit through this website is processed and stored in {country}. Where personal data is transferred from the European Economic Area, the United Kingdom or Switzerland, we rely on appropriate safeguards such as Standard Contractual Clauses, or on the transfer being necessary to respond to your request.",
          ],
        },
        {
          id: "supervisory-authority",
          title: "Supervisory Authority",
          paragraphs: [
            "You have the right to lodge a complaint with the data protection supervisory authority in the country where you live or work, or where you believe an infringement took place. In the United Kingdom, this is the Information Commissioner's Office (ICO). We would, however, appreciate the chance to address your concerns first, so please contact us at {email}.",
          ],
        },
      ],
    },
    {
      id: "data-retention",
      title: "Data Retention",
      paragraphs: [
        "We keep personal information only for as long as we need it for the purposes described in this policy:",
      ],
      bullets: [
        "Contact form messages are kept for as long as needed to respond to your enquiry and to manage any resulting business relationship.",
        "Resource download records are kept while the related resource is offered on this website, or until you ask us to delete them.",
        "Technical logs are kept for a limited period for security and troubleshooting.",
        "Your theme preference stays in your browser until you change it or clear your browser's storage.",
      ],
    },
    {
      id: "changes-to-this-policy",
      title: "Changes to This Policy",
      paragraphs: [
        'We may update this Privacy Policy from time to time to reflect changes in our practices or in the law. The updated policy will be posted on this page with a new "Last Updated" date, and we encourage you to review it periodically.',
      ],
    },
    {
      id: "contact-us",
      title: "Contact Us",
      paragraphs: [
        "If you have any questions about this Privacy Policy or how we handle your personal information, or if you would like to exercise your rights, please e-mail us at {email} or send us a message through our contact form.",
      ],
      links: [{ href: "/contact", label: "Contact form" }],
    },
  ],
} as const satisfies LegalDocument;

// ---------------------------------------------------------------------------------------------
// Terms of Service (/terms)
// ---------------------------------------------------------------------------------------------

export const termsOfService = {
  title: "Terms of Service",
  lastUpdatedLabel: "Last Updated",
  intro: [
    "These Terms of Service govern your use of the {firm} website, including its articles and downloadable resources. By using this website, you agree to these terms. If you do not agree, please do not use the website.",
  ],
  sections: [
    {
      id: "use-of-this-website",
      title: "Use of This Website",
      paragraphs: [
        "You may use this website for lawful purposes to learn about our services, read our articles, download resources and contact us. When using the website, you agree not to:",
      ],
      bullets: [
        "Attempt to gain unauthorized access to the website, its administration area or its underlying systems.",
        "Interfere with the website's operation or security, or introduce malicious code.",
        "Use automated means to scrape content or to download resources in bulk.",
        "Submit false information, or information about another person without their permission, through our forms.",
      ],
    },
    {
      id: "intellectual-property",
      title: "Intellectual Property",
      paragraphs: [
        "All content on this website, including text, articles, graphics, logos, templates and other materials, is owned by {firm} or its licensors and is protected by copyright, trademark and other intellectual property laws.",
        "Except as these terms expressly allow, you may not copy, reproduce, modify, distribute or publicly display any content from this website without our prior written permission. You may share links to our pages and quote brief excerpts with attribution.",
      ],
    },
    {
      id: "downloadable-resources-license",
      title: "Downloadable Resources License",
      paragraphs: [
        "When you download a resource, such as a template, framework, checklist or guide, we grant you a limited, non-exclusive, non-transferable and revocable license to use and adapt it for your own internal business or professional purposes.",
        "Providing your name, e-mail address and LinkedIn profile URL is a condition of downloading, and you agree that the details you provide are accurate and your own. You may not:",
      ],
      bullets: [
        "Sell, sublicense or redistribute the resources, whether in original or modified form.",
        "Publish the resources, or substantially similar versions of them, as your own product.",
        "Remove any copyright or attribution notices included in the resources.",
      ],
    },
    {
      id: "no-professional-advice",
      title: "No Professional Advice",
      paragraphs: [
        "The articles, resources and other content on this website are provided for general information only. They are not legal, financial, regulatory or other professional advice, and they are not a substitute for advice tailored to your specific situation.",
        "Using this website or contacting us does not create a consulting or client relationship. Consulting services are provided only under a separate written agreement.",
      ],
    },
    {
      id: "third-party-links",
      title: "Third-Party Links",
      paragraphs: [
        "This website may contain links to third-party websites, such as professional networks. We do not control and are not responsible for the content, policies or practices of those websites, and a link does not imply our endorsement.",
      ],
    },
    {
      id: "limitation-of-liability",
      title: "Limitation of Liability",
      paragraphs: [
        'This website and its content, including downloadable resources, are provided "as is" and "as available", without warranties of any kind, express or implied, including warranties of accuracy, fitness for a particular purpose and non-infringement.',
        "To the fullest extent permitted by law, {firm} will not be liable for any indirect, incidental, special, consequential or punitive damages, or for any loss of profits, data or business opportunities, arising from your use of, or inability to use, this website or its content.",
      ],
    },
    {
      id: "governing-law",
      title: "Governing Law",
      paragraphs: [
        "These terms are governed by the laws of the State of Missouri, without regard to its conflict-of-law principles. Any dispute arising from these terms or your use of this website will be subject to the jurisdiction of the state and federal courts located in the State of Missouri.",
      ],
    },
    {
      id: "changes-to-these-terms",
      title: "Changes to These Terms",
      paragraphs: [
        'We may revise these terms from time to time. The updated terms will be posted on this page with a new "Last Updated" date. Your continued use of the website after changes are posted means you accept the revised terms.',
      ],
    },
    {
      id: "contact-us",
      title: "Contact Us",
      paragraphs: [
        "If you have any questions about these Terms of Service, please e-mail us at {email} or send us a message through our contact form.",
      ],
      links: [{ href: "/contact", label: "Contact form" }],
    },
  ],
} as const satisfies LegalDocument;
