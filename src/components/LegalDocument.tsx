// The one way legal text is shown (/privacy-policy, /terms): the hero, a 'Last Updated' line, a
// table of contents of in-page links and every section in order, subsections one heading level
// down. The contact e-mail inside the texts becomes a mailto link.
import type { ReactNode } from "react";
import type { LegalDocument, LegalSection } from "../content/legal";
import { formatDate, formatIsoDate } from "../shared/format";
import { Hero } from "./Hero";

// Interface chrome, not document text; belongs in src/content/legal.ts once the lead moves it there.
const CONTENTS_LABEL = "On This Page";

export function LegalDocumentView({
  doc,
  email,
  lastUpdated,
  timeZone,
}: {
  /** A document with its {email} placeholders already filled (resolveLegalDocument). */
  doc: LegalDocument;
  /** The contact e-mail; each occurrence in the texts is linked. */
  email: string;
  lastUpdated: Date;
  /** The site's IANA time zone (settings.timeZone): the day is the one it is there. */
  timeZone: string;
}) {
  const tocId = "contents-heading";
  return (
    <>
      <Hero title={doc.title} />
      <div className="bg-bg py-12 sm:py-16">
        <div className="container-page grid gap-10 lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-14">
          <nav aria-labelledby={tocId} className="lg:sticky lg:top-24 lg:self-start">
            <div className="rounded-xl border border-border bg-surface-muted p-5">
              <h2 id={tocId} className="text-sm font-semibold uppercase tracking-wider text-muted">
                {CONTENTS_LABEL}
              </h2>
              <ol className="mt-3 space-y-1.5 text-sm">
                {doc.sections.map((section) => (
                  <li key={section.id}>
                    <a
                      href={`#${section.id}`}
                      className="block rounded-sm py-0.5 text-fg underline-offset-2 hover:text-primary hover:underline"
                    >
                      {section.title}
                    </a>
                  </li>
                ))}
              </ol>
            </div>
          </nav>

          <article className="max-w-3xl">
            <p className="text-sm font-medium text-muted">
              {doc.lastUpdatedLabel}:{" "}
              <time dateTime={formatIsoDate(lastUpdated, timeZone)} className="text-fg">
                {formatDate(lastUpdated, timeZone)}
              </time>
            </p>
            <div className="mt-6 space-y-4 text-lg leading-8 text-fg">
              {doc.intro.map((text) => (
                <p key={text}>{linkEmail(text, email)}</p>
              ))}
            </div>
            {doc.sections.map((section) => (
              <LegalSectionView key={section.id} section={section} email={email} level={2} />
            ))}
          </article>
        </div>
      </div>
    </>
  );
}

function LegalSectionView({ section, email, level }: { section: LegalSection; email: string; level: 2 | 3 }) {
  const Heading = level === 2 ? "h2" : "h3";
  const headingId = `${section.id}-heading`;
  return (
    <section
      id={section.id}
      aria-labelledby={headingId}
      className={level === 2 ? "mt-12 border-t border-border pt-10" : "mt-8"}
    >
      <Heading
        id={headingId}
        className={
          level === 2
            ? "font-heading text-2xl font-bold tracking-tight text-fg"
            : "font-heading text-xl font-semibold text-fg"
        }
      >
        {section.title}
      </Heading>
      <div className="mt-4 space-y-4 leading-7 text-fg">
        {section.paragraphs.map((text) => (
          <p key={text}>{linkEmail(text, email)}</p>
        ))}
        {section.bullets ? (
          <ul className="list-disc space-y-2 pl-6 marker:text-muted">
            {section.bullets.map((text) => (
              <li key={text}>{linkEmail(text, email)}</li>
            ))}
          </ul>
        ) : null}
        {section.links ? (
          <ul className="flex flex-wrap gap-3">
            {section.links.map((link) => (
              <li key={link.href}>
                <a href={link.href} className="btn-outline">
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      {section.subsections?.map((sub) => (
        <LegalSectionView key={sub.id} section={sub} email={email} level={3} />
      ))}
    </section>
  );
}

/** The text with every occurrence of the contact e-mail as a mailto link. */
function linkEmail(text: string, email: string): ReactNode {
  if (!email || !text.includes(email)) return text;
  const parts = text.split(email);
  return parts.map((part, i) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: the pieces of one fixed text never reorder
    <span key={i}>
      {part}
      {i < parts.length - 1 ? (
        <a href={`mailto:${email}`} className="font-medium text-primary underline underline-offset-2">
          {email}
        </a>
      ) : null}
    </span>
  ));
}
