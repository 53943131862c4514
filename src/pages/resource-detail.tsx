// Resource detail (/resources/{slug}), docs/product.md#screens: 'Back to Resources', the category and file type,
// the title, the publisher label, 'N min read' (words of the description / 200, rounded up) and the
// download count; the cover ('Image Not Available' when it fails or is 1x1, 'No Cover Image' when
// there is none), 'About This Resource', the 'Download Resource' card and 'File Details'. In the
// head, DigitalDocument JSON-LD and Open Graph with the cover as the share image, or the resource's
// own search and sharing fields when set (docs/product.md#seo-fields). A draft or an
// unknown slug is 'Resource not found' with status 404.
//
// The card's button opens the DownloadDialog island. Without JavaScript the card holds a plain
// form instead, which posts to /resources/{slug}/download (src/api/resources.ts): the
// server stores the lead and answers with the file, or renders this page again, uncached, with the
// errors and the values sent.
import { ConsentNote } from "../components/ConsentNote";
import { DetailHeader, detailLabelClass, HeaderFact } from "../components/DetailHeader";
import { Icon } from "../components/Icon";
import type { ImageVariant } from "../shared/responsive-image";
import { ResourceCover } from "../components/ResourceCover";
import { RequiredMark } from "../components/ui/field-parts";
import { resourceDetailTexts as texts, downloadDialogTexts } from "../content/resources";
import { withFirmName } from "../content/site";
import type { Resource } from "../db/schema";
import { downloadContentType } from "../shared/content-types";
import { readTimeOf, readTimeOfPages } from "../shared/read-time";
import { shownDownloadCount } from "../shared/download-count";
import { Island } from "./Island";
import { formerItemAnswer, missingItemView } from "./not-found";
import type { Page, PageView, SiteSettings } from "./page";
import { articleMeta, searchAndSharing } from "./search-and-sharing";
import { resourceJsonLd, itemWork } from "./structured-data";
import { contentTags } from "../services/content-events";

type Field = "name" | "email" | "linkedinUrl";

/** What a no-JavaScript form post sent and what was wrong with it. */
export type DownloadFormState = {
  values: Record<Field, string>;
  errors: Partial<Record<Field, string>>;
  /** A problem not tied to one field (too many requests). */
  message?: string;
  status: 400 | 429;
};

export const resourceDetailPage: Page = ({ params, path, services, settings }) => {
  const resource = services.resources.getPublishedBySlug(params.slug ?? "");
  return resource
    ? resourceDetailView(resource, settings, services.media.srcsetFor(resource.coverImage))
    : formerItemAnswer(path, services.resources.formerAddress(params.slug ?? ""), texts);
};

/** `coverVariants`: the cover's smaller copies for srcset (services.media.srcsetFor). */
export function resourceDetailView(
  resource: Resource,
  settings: SiteSettings,
  coverVariants: ImageVariant[],
  form?: DownloadFormState,
): PageView {
  const description =
    resource.description.length > 160 ? `${resource.description.slice(0, 157).trimEnd()}...` : resource.description;
  const seo = searchAndSharing("resource", resource, { title: resource.title, description }, settings);
  const target = {
    id: resource.id,
    slug: resource.slug,
    title: resource.title,
    fileName: resource.fileName,
    fileType: resource.fileType,
  };
  const downloads = shownDownloadCount(resource.downloadCount, settings.downloadCountThreshold);
  const cardClass = "rounded-xl border border-border bg-surface p-6 shadow-sm";
  return {
    cache: form ? "private" : "public",
    status: form?.status,
    tags: [contentTags.resource(resource.id)],
    meta: articleMeta(seo, resource, {
      path: `/resources/${resource.slug}`,
      section: resource.category,
      jsonLd: resourceJsonLd(settings, itemWork(resource, seo), {
        description: resource.metaDescription ?? resource.description,
        category: resource.category,
        encodingFormat: downloadContentType(resource.fileName, resource.fileType).split(";")[0]!,
      }),
    }),
    body: (
      <article aria-labelledby="resource-title">
        <DetailHeader
          titleId="resource-title"
          title={resource.title}
          back={texts.backToList}
          labels={
            <p className="mt-8 flex flex-wrap gap-2 text-xs font-semibold uppercase tracking-wider">
              <span className={detailLabelClass} data-resource-category>
                {resource.category}
              </span>
              <span className={detailLabelClass} data-resource-file-type>
                {resource.fileType}
              </span>
            </p>
          }
        >
          <HeaderFact icon="user" data="resource-publisher">
            {withFirmName(texts.publisherLabel, settings.firmName)}
          </HeaderFact>
          <HeaderFact icon="clock" data="resource-read-time">
            {resource.pageCount ? readTimeOfPages(resource.pageCount) : readTimeOf(resource.description)}
          </HeaderFact>
          {/* Below the settings' threshold the count is left out, here and in the file details. */}
          {downloads === null ? null : (
            <HeaderFact icon="download" data="resource-downloads">
              <Island
                name="DownloadCount"
                when="interaction"
                inline
                props={{ resourceId: resource.id, count: downloads, format: "label" }}
              />
            </HeaderFact>
          )}
        </DetailHeader>

        {/* Small screens: cover, download card, description, file details. Wide screens: the
            cover and description on the left, the two cards in a column on the right spanning
            both rows (the second row, 1fr, takes whatever height that column adds). */}
        <div className="container-page py-12 sm:py-16">
          <div className="flex flex-col gap-10 lg:grid lg:grid-cols-3 lg:grid-rows-[auto_1fr] lg:items-start">
            <div className="order-1 lg:col-span-2 lg:row-start-1">
              <ResourceCover
                coverImage={resource.coverImage}
                variants={coverVariants}
                sizes="(min-width: 1024px) 800px, 100vw"
                title={resource.title}
                decorative={false}
                loading="priority"
                className="rounded-xl border border-border shadow-sm"
              />
            </div>

            <section aria-labelledby="about-heading" className="order-3 lg:col-span-2 lg:row-start-2">
              <h2 id="about-heading" className="font-heading text-2xl font-semibold tracking-tight">
                {texts.aboutHeading}
              </h2>
              <div className="mt-4 space-y-4 text-lg leading-8 text-fg" data-resource-description>
                {resource.description.split(/\n\s*\n/).map((paragraph, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs of one fixed text
                  <p key={i}>{paragraph}</p>
                ))}
              </div>
            </section>

            <div className="contents lg:col-start-3 lg:row-span-2 lg:row-start-1 lg:flex lg:flex-col lg:gap-6">
              <section
                id="download"
                aria-labelledby="download-heading"
                className={`order-2 ${cardClass}`}
                data-download-card
              >
                <h2 id="download-heading" className="flex items-center gap-2 font-heading text-xl font-semibold">
                  <Icon name="lock" className="h-5 w-5 text-primary" />
                  {texts.downloadCard.title}
                </h2>
                <p className="mt-3 leading-7 text-muted">{texts.downloadCard.text(resource.fileType)}</p>
                <div className="mt-5">
                  <Island name="DownloadDialog" props={{ variant: "detail", resource: target }} when="interaction" />
                  <NoScriptDownloadForm slug={resource.slug} form={form} />
                </div>
              </section>

              <section aria-labelledby="file-details-heading" className={`order-4 ${cardClass}`}>
                <h2 id="file-details-heading" className="font-heading text-xl font-semibold">
                  {texts.fileDetailsHeading}
                </h2>
                <dl className="mt-4 divide-y divide-border text-sm" data-file-details>
                  <DetailRow label={texts.fileDetails.format}>{resource.fileType}</DetailRow>
                  {resource.pageCount ? (
                    <DetailRow label={texts.fileDetails.pages}>{String(resource.pageCount)}</DetailRow>
                  ) : null}
                  <DetailRow label={texts.fileDetails.size}>{resource.fileSize || "N/A"}</DetailRow>
                  {downloads === null ? null : (
                    <DetailRow label={texts.fileDetails.downloads}>
                      <Island
                        name="DownloadCount"
                        when="interaction"
                        props={{ resourceId: resource.id, count: downloads, format: "number" }}
                      />
                    </DetailRow>
                  )}
                  <DetailRow label={texts.fileDetails.category}>{resource.category}</DetailRow>
                </dl>
              </section>
            </div>
          </div>
        </div>
      </article>
    ),
  };
}

function DetailRow({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="flex items-center justify-between gap-4 py-2.5">
      <dt className="text-muted">{label}</dt>
      <dd className="text-right font-semibold text-fg">{children}</dd>
    </div>
  );
}

/** The download form for browsers without JavaScript (hidden when scripts run). */
function NoScriptDownloadForm({ slug, form }: { slug: string; form?: DownloadFormState }) {
  const fields = downloadDialogTexts.fields;
  const inputClass =
    "w-full rounded-md border border-border bg-surface px-3 py-2.5 text-base text-fg shadow-sm placeholder:text-muted aria-invalid:border-danger";
  const field = (name: Field, type: string, autoComplete: string) => {
    const error = form?.errors[name];
    const value = form?.values[name] ?? "";
    // A url or email input may not carry a value that is not one, and a refused form shows back
    // exactly what was sent: such a value goes back in a text input with the same keyboard.
    const shownAs =
      error && value !== "" && type !== "text" ? { type: "text", inputMode: type as "url" | "email" } : { type };
    return (
      <div className="flex flex-col gap-1.5">
        <label htmlFor={`download-${name}`} className="text-sm font-semibold text-fg">
          {fields[name].label}
          <RequiredMark />
        </label>
        <input
          id={`download-${name}`}
          name={name}
          {...shownAs}
          autoComplete={autoComplete}
          aria-required="true"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `download-${name}-error` : undefined}
          defaultValue={value}
          placeholder={fields[name].placeholder}
          className={inputClass}
        />
        {error ? (
          <p id={`download-${name}-error`} className="text-sm font-medium text-danger">
            {error}
          </p>
        ) : null}
      </div>
    );
  };
  return (
    <form
      data-without-js
      method="post"
      action={`/resources/${slug}/download`}
      noValidate
      className="flex flex-col gap-4"
      aria-label={texts.noScriptForm.heading}
    >
      {form ? (
        <p role="alert" className="rounded-md border border-danger px-3 py-2 text-sm font-medium text-danger">
          {form.message ?? texts.noScriptForm.errorSummary}
        </p>
      ) : null}
      {field("name", "text", "name")}
      {field("email", "email", "email")}
      {field("linkedinUrl", "url", "url")}
      <ConsentNote consent={downloadDialogTexts.consent} />
      <button type="submit" className="btn-primary w-full">
        <Icon name="download" className="h-4 w-4" />
        {downloadDialogTexts.submit}
      </button>
    </form>
  );
}

export const resourceNotFoundView = (path: string) => missingItemView(path, texts.notFound);
