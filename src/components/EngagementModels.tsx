// The shapes an engagement takes (docs/product.md#services): one column per model, its cadence and
// length set as facts on a rule, what it includes as a checked list and its price at the foot, so
// the three read across as a comparison rather than as three more cards of prose.
import type { EngagementModel } from "../shared/schemas/pages/services";
import { CheckList } from "./CheckList";

export function EngagementModels({ models, labels }: { models: readonly EngagementModel[]; labels: ModelLabels }) {
  return (
    <ul className="grid gap-6 lg:grid-cols-3" data-engagement-models="">
      {models.map((model) => (
        <li key={model.name} className="flex">
          <article className="flex w-full flex-col rounded-xl border border-border bg-surface p-6 shadow-sm sm:p-8 lg:p-6 xl:p-8">
            <h3 className="font-heading text-2xl font-semibold tracking-tight text-fg">{model.name}</h3>
            <dl className="mt-5 grid grid-cols-2 gap-4 border-y border-border py-4">
              <div>
                <dt className="text-xs font-semibold uppercase tracking-wider text-muted">{labels.cadence}</dt>
                <dd className="mt-1 font-semibold text-fg">{model.cadence}</dd>
              </div>
              <div>
                <dt className="text-xs font-semibold uppercase tracking-wider text-muted">{labels.length}</dt>
                <dd className="mt-1 font-semibold text-fg">{model.length}</dd>
              </div>
            </dl>
            <p className="mt-5 leading-7 text-muted">{model.summary}</p>
            <CheckList items={model.includes} className="mt-5 flex-1 space-y-2" label={labels.includes} />
            <p
              className="mt-6 border-t border-border pt-4 font-heading text-lg font-semibold text-fg"
              data-model-price=""
            >
              {model.price}
            </p>
          </article>
        </li>
      ))}
    </ul>
  );
}

/** The labels of a model's facts: fixed texts of the page, not fields the firm edits. */
export type ModelLabels = { cadence: string; length: string; includes: string };
