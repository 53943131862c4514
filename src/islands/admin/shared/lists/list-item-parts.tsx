// What a post or a resource shows in its admin list beyond its fields (docs/product.md#admin-lists):
// a small cover, decorative (the title beside it says what it is), read only when scrolled near;
// a link to the item on the public site while the public can see it: published, and not
// scheduled for later (docs/product.md#scheduled); and, while it is scheduled, 'Publish now' and
// 'Unschedule'.
import { apiRequest } from "../../../../client/api";
import { showToast } from "../../../../client/toasts";
import { iconCheck, iconExternalLink, iconX } from "../../../../components/Icon";
import { adminListToolbarTexts as texts } from "./texts";
import { scheduleActionTexts } from "../../../../content/schedule-actions";
import type { ScheduleChange } from "../../../../shared/schedule-changes";
import { imageSrc } from "../../../../shared/image-src";
import { RowButton, RowLink } from "../ui/admin-ui";
import { failureMessage, isRefusal, useApiMutation } from "../data/mutation";
import { scheduleChangePath } from "../data/paths";

/** The cover as a 64×40 thumbnail; nothing without one. */
export function ListThumbnail({ src }: { src: string | null }) {
  const address = imageSrc(src);
  if (!address) return null;
  return (
    <img
      src={address}
      alt=""
      width={64}
      height={40}
      loading="lazy"
      decoding="async"
      className="h-10 w-16 shrink-0 rounded-md border border-border object-cover"
      data-list-thumbnail
    />
  );
}

/** Whether the public sees the item now. */
const isLive = (item: { published: boolean; publishedAt: string | null }) =>
  item.published && (item.publishedAt === null || new Date(item.publishedAt).getTime() <= Date.now());

/** 'View on site', in a new tab, for an item the public can see. */
export function ViewOnSite({
  item,
  path,
}: {
  item: { title: string; published: boolean; publishedAt: string | null };
  /** The item's public address, e.g. /blog/{slug}. */
  path: string;
}) {
  if (!isLive(item)) return null;
  return (
    <RowLink
      icon={iconExternalLink}
      href={path}
      target="_blank"
      rel="noopener"
      aria-label={texts.viewOnSiteLabel(item.title)}
      data-view-on-site
    >
      {texts.viewOnSite}
    </RowLink>
  );
}

export type Publishable = { id: number; title: string; published: boolean; publishedAt: string | null };

/** Whether the item waits for a moment still to come. */
const isScheduled = (item: Pick<Publishable, "published" | "publishedAt">) =>
  item.published && item.publishedAt !== null && new Date(item.publishedAt).getTime() > Date.now();

/**
 * 'Publish now' and 'Unschedule' (a draft again) for a scheduled item: the server's answer is the
 * toast, and the list is read again (`onChanged`) whatever it was, so it shows where the item stands.
 */
export function ScheduleActions({
  item,
  kind,
  onChanged,
}: {
  item: Publishable;
  kind: "post" | "resource" | "case-study";
  onChanged: () => void;
}) {
  const changing = useApiMutation({
    send: (to: ScheduleChange) =>
      apiRequest<{ message?: string }>(scheduleChangePath(kind, item.id, to), { method: "POST" }),
    doing: "Changing the schedule",
    doneToast: (answer, to) => answer.message ?? scheduleActionTexts[kind][to],
    onDone: onChanged,
    // The server's refusal says why (not scheduled any more, gone); anything else is a failed save.
    failed: (error) => {
      showToast({
        variant: "destructive",
        title: (isRefusal(error) && failureMessage(error)) || scheduleActionTexts.failed,
      });
      onChanged();
    },
  });
  if (!isScheduled(item)) return null;
  const busy = changing.busy;
  const change = (to: ScheduleChange) => changing.run(to);

  return (
    <>
      <RowButton
        icon={iconCheck}
        isDisabled={busy}
        aria-label={scheduleActionTexts.publishNowLabel(item.title)}
        onPress={() => change("publish-now")}
        data-publish-now
      >
        {scheduleActionTexts.publishNow}
      </RowButton>
      <RowButton
        icon={iconX}
        isDisabled={busy}
        aria-label={scheduleActionTexts.unscheduleLabel(item.title)}
        onPress={() => change("unschedule")}
        data-unschedule
      >
        {scheduleActionTexts.unschedule}
      </RowButton>
    </>
  );
}
