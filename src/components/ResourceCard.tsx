// A resource's card in the /resources grid (docs/product.md#screens): cover, category, file type, title,
// description, size ('N/A' when unknown; a PDF's pages instead), download count (from the settings' threshold) and the 'Download Resource' button. The
// title's link stretches over the whole card, so a click anywhere else on it opens the detail
// page; the button sits above that hit area. Both are separate keyboard stops: the link (named by
// the title) and the button (named "Download Resource", with the title in its description).
import type { ReactNode } from "react";
import { resourceListTexts } from "../content/resources";
import { iconDownload, iconFile, SvgIcon } from "./Icon";
import type { ImageVariant } from "../shared/responsive-image";
import { ResourceCover } from "./ResourceCover";
import type { CoverLoading } from "./ResponsiveImage";

/** What a card shows; plain data, so the list island can receive it as props. */
export type ResourceCardData = {
  id: number;
  slug: string;
  title: string;
  description: string;
  category: string;
  fileType: string;
  fileSize: string | null;
  fileName: string;
  coverImage: string | null;
  /** The cover's smaller copies for srcset (docs/product.md#media), when the page knows them. */
  coverVariants?: ImageVariant[];
  /** Null while below the settings' threshold (src/shared/download-count.ts): the card leaves it out. */
  downloadCount: number | null;
  /** A PDF's pages, shown instead of its size (docs/product.md#resources). */
  pageCount: number | null;
};

/** A card's fields out of a whole resource (a row on the server, an API answer in the browser). */
export const resourceCardData = (resource: ResourceCardData): ResourceCardData => ({
  id: resource.id,
  slug: resource.slug,
  title: resource.title,
  description: resource.description,
  category: resource.category,
  fileType: resource.fileType,
  fileSize: resource.fileSize,
  fileName: resource.fileName,
  coverImage: resource.coverImage,
  coverVariants: resource.coverVariants ?? [],
  downloadCount: resource.downloadCount,
  pageCount: resource.pageCount,
});

/** How big a resource is, as a reader measures it: a PDF's pages ("12 pages"), else its size ('N/A' when unknown). */
export function resourceExtent(resource: { pageCount: number | null; fileSize: string | null }): string {
  if (resource.pageCount) return resourceListTexts.pagesLabel(resource.pageCount);
  return resource.fileSize || resourceListTexts.sizeUnavailable;
}

export function ResourceCard({
  resource,
  downloadButton,
  loading = "lazy",
}: {
  resource: ResourceCardData;
  /** The 'Download Resource' control, which the list island wires to the dialog. */
  downloadButton: ReactNode;
  loading?: CoverLoading;
}) {
  return (
    <article
      data-resource-card={resource.slug}
      className="render-when-near group relative flex h-full flex-col overflow-hidden rounded-xl border border-border bg-surface shadow-sm transition-shadow focus-within:shadow-md hover:shadow-md"
    >
      <ResourceCover
        coverImage={resource.coverImage}
        variants={resource.coverVariants}
        title={resource.title}
        loading={loading}
      />
      {/* The size, the count and the button stand at the foot of the card, so they line up
          across a row whatever the title's length. */}
      <div className="flex flex-1 flex-col p-6">
        <p className="flex items-center justify-between gap-3 text-xs font-semibold uppercase tracking-wider">
          <span className="text-accent" data-resource-category>
            {resource.category}
          </span>
          <span className="rounded-full border border-border px-2.5 py-0.5 text-muted" data-resource-file-type>
            <span className="sr-only">{`${resourceListTexts.fileTypeLabel}: `}</span>
            {resource.fileType}
          </span>
        </p>
        <h2 className="mt-3 font-heading text-xl font-semibold leading-snug tracking-tight text-fg">
          <a
            href={`/resources/${resource.slug}`}
            className="rounded-sm after:absolute after:inset-0 after:content-[''] hover:text-primary"
          >
            {resource.title}
          </a>
        </h2>
        <p className="mt-3 line-clamp-3 leading-7 text-muted">{resource.description}</p>
        <dl className="mt-auto flex flex-wrap pt-5 items-center gap-x-5 gap-y-2 text-sm text-muted">
          {/* The icon stands in the term (a <dl>'s <div> holds only <dt> and <dd>), beside its label for screen readers. */}
          <div className="flex items-center gap-1.5">
            <dt className="flex">
              <SvgIcon drawing={iconFile} className="h-4 w-4" />
              <span className="sr-only">{resourceListTexts.sizeLabel}</span>
            </dt>
            <dd data-resource-size>{resourceExtent(resource)}</dd>
          </div>
          {resource.downloadCount === null ? null : (
            <div className="flex items-center gap-1.5">
              <dt className="flex">
                <SvgIcon drawing={iconDownload} className="h-4 w-4" />
                <span className="sr-only">Downloads</span>
              </dt>
              <dd data-resource-downloads>{resourceListTexts.downloadsLabel(resource.downloadCount)}</dd>
            </div>
          )}
        </dl>
        <div className="relative z-10 pt-6">{downloadButton}</div>
      </div>
    </article>
  );
}
