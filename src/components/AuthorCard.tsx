// The card that ends a post whose author is a person (docs/product.md#people): their photo or
// initials, name, title, bio and LinkedIn link. The photo is passed in by the page (the Avatar
// island, which falls back to the initials when the image cannot load), so this component never
// imports an island. The LinkedIn link opens in a new tab and its accessible name says so.
import type { ReactNode } from "react";
import { blogPostTexts } from "../content/blog";
import { Icon } from "./Icon";
import { avatarSizes, Initials } from "./Initials";

type AuthorCardData = {
  displayName: string;
  jobTitle: string | null;
  bio: string | null;
  linkedinUrl: string | null;
};

const texts = blogPostTexts.authorCard;

export function AuthorCard({ person, photo }: { person: AuthorCardData; photo?: ReactNode }) {
  const { displayName, jobTitle, bio, linkedinUrl } = person;
  const { className, tone } = avatarSizes.lg;
  return (
    <aside
      aria-labelledby="author-card-heading"
      data-author-card
      className="mt-12 flex flex-col gap-5 rounded-xl border border-border bg-surface-muted p-6 sm:flex-row sm:items-start sm:p-8"
    >
      {photo ?? <Initials name={displayName} className={className} tone={tone} />}
      <div className="min-w-0">
        <h2 id="author-card-heading" className="text-xs font-semibold uppercase tracking-wider text-accent">
          {texts.label}
        </h2>
        <p className="mt-1 font-heading text-xl font-semibold tracking-tight text-fg" data-author-name>
          {displayName}
        </p>
        {jobTitle ? <p className="text-sm text-muted">{jobTitle}</p> : null}
        {bio ? <p className="mt-3 leading-7 text-fg">{bio}</p> : null}
        {linkedinUrl ? (
          <a
            href={linkedinUrl}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={texts.linkedinLabel(displayName)}
            className="mt-4 inline-flex items-center gap-2 rounded-md text-sm font-semibold text-primary hover:underline"
          >
            <Icon name="linkedin" className="h-5 w-5" />
            {texts.linkedin}
          </a>
        ) : null}
      </div>
    </aside>
  );
}
