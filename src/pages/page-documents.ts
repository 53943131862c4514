// How a page reads its document (docs/product.md#pages-editor): the published version, held in
// memory by the page content service, or the version a signed preview link shows; with {firm} and
// {country} (the settings' name and location), {years} and {leadYears} (the facts') filled in
// every text. Texts are plain and
// React escapes them when rendering: no document field is ever set as HTML.
import { countryInText, withFirmName } from "../content/site";
import type { PageDocument, PageName } from "../shared/schemas/pages";
import type { PageContext } from "./page";

type DocumentContext = Pick<PageContext, "services" | "settings" | "preview">;

function documentOf<Name extends PageName>(ctx: DocumentContext, name: Name): PageDocument<Name> {
  if (ctx.preview?.page === name) return ctx.preview.document as PageDocument<Name>;
  return ctx.services.pageContent.published(name);
}

/** The facts several pages state: years of experience and credentials. */
export function pageFacts(ctx: DocumentContext): PageDocument<"facts"> {
  return documentOf(ctx, "facts");
}

/** The page's document as the visitor reads it, every placeholder filled. */
export function pageDocument<Name extends PageName>(ctx: DocumentContext, name: Name): PageDocument<Name> {
  const facts = pageFacts(ctx);
  const country = countryInText(ctx.settings.location);
  const fill = (text: string) =>
    withFirmName(text, ctx.settings.firmName)
      .replaceAll("{country}", country)
      .replaceAll("{years}", facts.experienceYears)
      .replaceAll("{leadYears}", facts.leadershipYears);
  return filled(documentOf(ctx, name), fill) as PageDocument<Name>;
}

function filled(value: unknown, fill: (text: string) => string): unknown {
  if (typeof value === "string") return fill(value);
  if (Array.isArray(value)) return value.map((item) => filled(item, fill));
  if (value !== null && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, filled(item, fill)]));
  }
  return value;
}
