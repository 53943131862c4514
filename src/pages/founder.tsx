// The founder's quote as / and /about show it (docs/product.md#admin-settings): the settings'
// quote, signed "{name}, {title}"; nothing when the quote is left blank.
import { founderSignature } from "../content/site";
import type { SiteSettings } from "./page";

export function FounderQuote({ founder }: { founder: SiteSettings["founder"] }) {
  if (!founder.quote) return null;
  return (
    // Set large, as a pull quote in the heading face (docs/product.md#home, #about).
    <figure data-founder-quote="" className="mt-8 border-l-4 border-accent pl-5 sm:pl-6">
      <blockquote className="font-heading text-xl font-medium leading-8 tracking-tight text-fg sm:text-2xl sm:leading-9">
        <p>“{founder.quote}”</p>
      </blockquote>
      <figcaption className="mt-3 text-sm font-semibold text-muted">{founderSignature(founder)}</figcaption>
    </figure>
  );
}
