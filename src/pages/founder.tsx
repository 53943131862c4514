// The founder's quote as / and /about show it (docs/product.md#admin-settings): the settings'
// quote, signed "{name}, {title}"; nothing when the quote is left blank.
import { founderSignature } from "../content/site";
import type { SiteSettings } from "./page";

export function FounderQuote({ founder }: { founder: SiteSettings["founder"] }) {
  if (!founder.quote) return null;
  return (
    <figure data-founder-quote="" className="mt-8 border-l-4 border-accent pl-5">
      <blockquote className="text-lg font-medium italic leading-8 text-fg">
        <p>“{founder.quote}”</p>
      </blockquote>
      <figcaption className="mt-2 text-sm text-muted">{founderSignature(founder)}</figcaption>
    </figure>
  );
}
