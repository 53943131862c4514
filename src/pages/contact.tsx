// Contact (/contact): the contact form (the ContactForm island), the e-mail, phone and location
// blocks, and the four-question FAQ as native disclosure widgets, which open by mouse and keyboard
// without JavaScript. JSON-LD: the FAQ page and the organization.
//
// The form carries the signed time this visitor was shown it (a hidden field and the island's
// `stamp` prop, src/services/form-stamp.ts), so every view of the form is rendered for its request
// and stored by no cache; a cookie would lock out visitors whose browsers refuse it. The thank-you
// a form post without JavaScript is redirected to, /contact?sent=1, has no form and stays a cached
// public page. A post that is refused renders the page for that request only (`contactView` with
// what was posted), with each error beside its field and the values kept
// (src/api/contact.ts).
import { ContactThankYou } from "../components/ContactThankYou";
import { Hero } from "../components/Hero";
import { Icon } from "../components/Icon";
import { IconBadge } from "../components/IconBadge";
import { Section } from "../components/Section";
import { contactForm, contactInfoBlocks } from "../content/contact";
import { contentTags } from "../services/content-events";
import { pageMetaFor } from "../content/site";
import type { ContactFormProps } from "../islands/ContactForm";
import { Island } from "./Island";
import type { Page, PageContext, PageView } from "./page";
import { pageDocument } from "./page-documents";
import { faqPageJsonLd, organizationJsonLd } from "./structured-data";

export const contactPage: Page = (ctx) =>
  ctx.query.sent === "1"
    ? contactView(ctx, { sent: true })
    : contactView(ctx, { stamp: ctx.services.contact.stamp.issue() });

/** The thank-you, or the form with this view's stamp and, after a refused post, its values and errors. */
export type ContactPageState = {
  sent?: boolean;
  /** The form's time stamp, made for this view. */
  stamp?: string;
  /** A refused form post: shown for that request only, with its status. */
  posted?: Omit<ContactFormProps, "stamp"> & { status: number };
};

export function contactView(
  ctx: Pick<PageContext, "settings" | "services" | "preview">,
  state: ContactPageState = {},
): PageView {
  const { settings } = ctx;
  const { posted } = state;
  const { hero: contactHero, info: contactInfoSection, faqHeading, faqs } = pageDocument(ctx, "contact");
  return {
    status: posted?.status,
    cache: state.sent ? "public" : "private",
    tags: [contentTags.page("contact")],
    meta: {
      ...pageMetaFor("/contact", settings),
      path: "/contact",
      noindex: state.sent || posted ? true : undefined,
      jsonLd: [faqPageJsonLd(faqs), organizationJsonLd(settings)],
    },
    body: (
      <>
        <Hero {...contactHero} />
        <div className="bg-bg py-16 sm:py-20">
          <div className="container-page grid gap-10 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:items-start lg:gap-12">
            <section
              id="contact-form"
              aria-labelledby="contact-form-heading"
              className="rounded-xl border border-border bg-surface p-6 shadow-sm sm:p-8"
            >
              <h2 id="contact-form-heading" className="font-heading text-2xl font-semibold tracking-tight text-fg">
                {contactForm.heading}
              </h2>
              {state.sent ? (
                <div className="mt-6">
                  <ContactThankYou again={{ href: "/contact#contact-form" }} />
                </div>
              ) : (
                <div className="mt-6">
                  <Island
                    name="ContactForm"
                    when="interaction"
                    props={{
                      values: posted?.values,
                      errors: posted?.errors,
                      notice: posted?.notice ?? null,
                      stamp: state.stamp,
                    }}
                  />
                </div>
              )}
            </section>

            <section id="contact-info" aria-labelledby="contact-info-heading">
              <h2 id="contact-info-heading" className="font-heading text-2xl font-semibold tracking-tight text-fg">
                {contactInfoSection.heading}
              </h2>
              <p className="mt-3 leading-7 text-muted">{contactInfoSection.intro}</p>
              <ul className="mt-6 space-y-4">
                {contactInfoBlocks(settings).map((block) => (
                  <li
                    key={block.id}
                    className="flex items-start gap-4 rounded-xl border border-border bg-surface p-5 shadow-sm"
                  >
                    <IconBadge size="md">
                      <Icon name={block.icon} className="h-5 w-5" />
                    </IconBadge>
                    <div className="min-w-0">
                      <h3 className="font-semibold text-fg">{block.title}</h3>
                      {block.href ? (
                        <a
                          href={block.href}
                          className="mt-1 block break-words text-primary underline-offset-2 hover:underline"
                        >
                          {block.value}
                        </a>
                      ) : (
                        <p className="mt-1 text-muted">{block.value}</p>
                      )}
                    </div>
                  </li>
                ))}
              </ul>
            </section>
          </div>
        </div>

        <Section id="faq" title={faqHeading} tone="muted" renderWhenNear>
          <div className="mx-auto max-w-3xl space-y-4">
            {faqs.map((faq) => (
              <details
                key={faq.question}
                className="group rounded-xl border border-border bg-surface shadow-sm open:shadow-md"
              >
                <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded-xl p-5 text-left font-semibold text-fg hover:bg-surface-muted [&::-webkit-details-marker]:hidden">
                  {faq.question}
                  <Icon
                    name="chevron-down"
                    className="h-5 w-5 shrink-0 text-muted transition-transform group-open:rotate-180"
                  />
                </summary>
                <p className="px-5 pb-5 leading-7 text-muted">{faq.answer}</p>
              </details>
            ))}
          </div>
        </Section>
      </>
    ),
  };
}
