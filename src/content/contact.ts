// Static copy for /contact: hero, info blocks (built from the runtime e-mail and phone settings),
// the contact form's texts and service options, and the four-question FAQ. The form's validation
// messages are in src/shared/schemas/contact.ts, where the browser and the API both read them.
import type { ContactService } from "../shared/schemas/contact";
import type { IconName } from "./icons";
import type { ContactPageDocument } from "../shared/schemas/pages/contact";
import type { Hero } from "../shared/schemas/pages/fields";
import type { ContactSettings } from "./site";

export const contactHero = {
  title: "Contact Us",
  subtitle:
    "Have a product challenge or an initiative that needs senior leadership? Tell us about it, and we'll get back to you as soon as possible.",
} as const satisfies Hero;

// ---------------------------------------------------------------------------------------------
// Info blocks
// ---------------------------------------------------------------------------------------------

type ContactInfoBlock = {
  readonly id: "email" | "phone" | "location";
  readonly icon: IconName;
  readonly title: "Email" | "Phone" | "Location";
  readonly value: string;
  /** mailto:/tel: link, absent for the location. */
  readonly href?: string;
};

export const contactInfoSection = {
  heading: "Get in Touch",
  intro: "Prefer to reach out directly? Use any of the options below.",
} as const;

/** The info blocks, from the site settings; a phone or location left blank there is left out. */
export function contactInfoBlocks({ email, phone, location }: ContactSettings): readonly ContactInfoBlock[] {
  const blocks: ContactInfoBlock[] = [
    { id: "email", icon: "mail", title: "Email", value: email, href: `mailto:${email}` },
  ];
  if (phone) {
    blocks.push({
      id: "phone",
      icon: "phone",
      title: "Phone",
      value: phone,
      href: `tel:${phone.replace(/[^\d+]/g, "")}`,
    });
  }
  if (location) blocks.push({ id: "location", icon: "map-pin", title: "Location", value: location });
  return blocks;
}

// ---------------------------------------------------------------------------------------------
// Contact form
// ---------------------------------------------------------------------------------------------

export const contactServiceOptions = [
  { value: "fractional-cpo", label: "Fractional CPO" },
  { value: "product-management", label: "Product Management Support" },
  { value: "product-operations", label: "Product Operations" },
  { value: "other", label: "Other" },
] as const satisfies readonly { readonly value: ContactService; readonly label: string }[];

/** Labels, placeholders and toasts (docs/product.md#errors) of the contact form. */
export const contactForm = {
  heading: "Send Us a Message",
  fields: {
    name: { label: "Name", placeholder: "Your name" },
    email: { label: "Email", placeholder: "you@company.com" },
    company: { label: "Company (optional)", placeholder: "Your company" },
    service: { label: "Service of Interest", placeholder: "Select a service" },
    message: { label: "Message", placeholder: "Tell us about your product goals and challenges..." },
  },
  submit: "Send Message",
  submitting: "Sending...",
  /** The privacy line under the form (docs/product.md#consent): its text around the link to the policy. */
  consent: {
    before: "We store your message to answer it, as our ",
    link: { href: "/privacy-policy", label: "Privacy Policy" },
    after: " describes.",
  },
  toasts: {
    success: { title: "Message sent!", description: "We'll get back to you as soon as possible." },
    error: { title: "Something went wrong", fallbackDescription: "Please try again later." },
    /** Internal error text when the server gives no message. */
    failedToSubmit: "Failed to submit form",
  },
  /** The no-JavaScript thank-you that replaces the form after a successful post (/contact?sent=1). */
  thankYou: {
    heading: "Thank you for your message!",
    text: "We'll get back to you as soon as possible.",
    again: "Send another message",
  },
} as const;

/**
 * The server's answers to a send (the `message` of POST /api/contact, and the notice above the
 * form after a post without JavaScript). The refusals are written for a person who may simply have
 * been quick: they say what to do next, and offer the e-mail address as a way round.
 */
export const contactReplies = {
  sent: "Thank you for your message. We'll get back to you as soon as possible.",
  tooFast: (seconds: number) =>
    `That was quick! To keep out automated spam we accept messages a few seconds after the form is shown. Please check your message and send it again in ${plural(seconds, "second")}.`,
  rateLimited: (minutes: number, email: string) =>
    `You've sent several messages in a short time. Please wait ${plural(minutes, "minute")} before sending another, or e-mail us at ${email}.`,
  invalid: "Please correct the highlighted fields and send your message again.",
} as const;

function plural(count: number, unit: string): string {
  return `${count} ${unit}${count === 1 ? "" : "s"}`;
}

// ---------------------------------------------------------------------------------------------
// FAQ
// ---------------------------------------------------------------------------------------------

type FaqItem = ContactPageDocument["faqs"][number];

export const faqSection = {
  heading: "Frequently Asked Questions",
} as const;

export const faqs = [
  {
    question: "What engagement models do you offer?",
    answer:
      "We offer flexible models to match your needs: ongoing fractional retainers with a set number of days each month, fixed-scope projects with clear deliverables, and short advisory engagements such as strategy workshops or product assessments. For individuals, Invisible Partner work is scoped per deliverable.",
  },
  {
    question: "Do you work with startups or only established enterprises?",
    answer:
      "Both. Startups and scale-ups typically need a product strategy, a first roadmap and the foundations of a product team, while enterprises more often need portfolio alignment, product operations or support for a modernization initiative. Every engagement is tailored to your stage and scale.",
  },
  {
    question: "Which industries do you have experience in?",
    answer:
      "Our experience spans financial services, insurance, healthcare, retail and e-commerce, manufacturing, logistics, SaaS, telecommunications and the public sector. The fundamentals of strong product leadership carry across industries, and we bring particular depth in regulated environments.",
  },
  {
    question: "How soon can we start working together?",
    answer:
      "Most engagements can begin within 1–2\u00a0weeks of our initial consultation. After an introductory call, we agree on scope and goals, then schedule a kickoff that fits your timeline.",
  },
] as const satisfies readonly [FaqItem, FaqItem, FaqItem, FaqItem];
