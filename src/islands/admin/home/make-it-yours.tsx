// The Home tab's "Make it yours" checklist (docs/product.md#make-it-yours): what of a fresh install is
// still the sample site's, each item with what is left, and the one step that takes every sample off
// the site (or puts back exactly what it took). Shown while the checklist is not done.
import { Button } from "react-aria-components";
import { iconCheckCircle, SvgIcon } from "../../../components/Icon";
import { apiRequest } from "../../../client/api";
import { homeAdminTexts } from "./texts";
import type { AdminOverview } from "../shared/data/api-types";
import { ADMIN_OVERVIEW_PATH, samplesPath } from "../shared/data/paths";
import { useApiMutation } from "../shared/data/mutation";
import { useMay } from "../shared/data/permissions";
import { focusRing } from "../shared/ui/admin-ui";

const texts = homeAdminTexts.makeItYours;

type Checklist = NonNullable<AdminOverview["makeItYours"]>;

export function MakeItYours({ checklist }: { checklist: Checklist }) {
  const mayChange = useMay("pages.write");
  const switchSamples = useApiMutation({
    send: (change: "unpublish" | "republish") => apiRequest(samplesPath(change), { method: "POST" }),
    doing: "Changing the sample content",
    doneToast: (_answer, change) => (change === "unpublish" ? texts.unpublished : texts.republished),
    invalidates: [ADMIN_OVERVIEW_PATH],
    failed: texts.failed,
  });
  const samplesLeft = checklist.items.some((item) => item.id === "samples" && !item.done);
  const left = checklist.items.filter((item) => !item.done).length;
  const switchButton = (change: "unpublish" | "republish", look: string) => (
    <Button
      onPress={() => void switchSamples.run(change)}
      isDisabled={switchSamples.busy}
      className={`${look} ${focusRing}`}
    >
      {texts[change]}
    </Button>
  );

  return (
    <section
      aria-labelledby="home-make-it-yours-heading"
      className="flex flex-col gap-4 rounded-xl border border-accent bg-accent-soft p-5"
      data-make-it-yours
    >
      <div>
        <h3 id="home-make-it-yours-heading" className="font-heading text-lg font-semibold text-fg">
          {texts.heading}{" "}
          <span className="text-sm font-normal text-muted">
            ({checklist.items.length - left}/{checklist.items.length})
          </span>
        </h3>
        <p className="text-sm text-muted">{texts.intro}</p>
      </div>
      <ul className="flex flex-col gap-3">
        {checklist.items.map((item) => (
          <li key={item.id} className="flex items-start gap-3" data-checklist-item={item.id}>
            <SvgIcon
              drawing={iconCheckCircle}
              className={`mt-0.5 h-5 w-5 shrink-0 ${item.done ? "text-success" : "text-muted opacity-40"}`}
            />
            <div className="min-w-0">
              <p className={item.done ? "text-muted line-through" : "font-semibold text-fg"}>
                {item.label} <span className="sr-only">({item.done ? texts.done : texts.todo})</span>
              </p>
              {item.done ? null : <p className="text-sm text-muted">{item.detail}</p>}
            </div>
          </li>
        ))}
      </ul>
      {mayChange && (samplesLeft || checklist.samplesUnpublished) ? (
        <div className="flex flex-wrap gap-2">
          {samplesLeft ? switchButton("unpublish", "btn-primary") : null}
          {checklist.samplesUnpublished ? switchButton("republish", "btn-outline") : null}
        </div>
      ) : null}
    </section>
  );
}
