// The Resources tab (docs/product.md#screens, #errors): 'Resources Management' with 'Add Resource' (a link to the
// editor page, docs/product.md#editor) and an 'Export CSV' of every lead, then a card per resource, drafts included, from
// GET /api/admin/resources (read every 30 seconds while shown and after each change): title,
// Published, Scheduled (docs/product.md#scheduled) or Draft, category, description, the download count (a button that opens 'Download
// History'), file type, size ('N/A' when unknown), published date ('Not set'), 'View File', Edit (a link to its editor page) and
// Delete (asked first). A list that cannot be read shows the reason and a retry button.
import { useState } from "react";
import { iconDownload, iconExternalLink, SvgIcon } from "../../../components/Icon";
import { resourceAdminTexts as texts } from "./texts";
import { formatDate } from "../../../shared/format";
import { isHttpUrl } from "../../../shared/urls";
import { ListTab } from "../shared/lists/list-layout";
import { AddLink, PublishedBadge, RowButton, RowLink } from "../shared/ui/admin-ui";
import { useSiteTimeZone } from "../shared/data/site-time-zone";
import type { AdminResource } from "../shared/data/api-types";
import { ADMIN_LEADS_CSV_PATH, resourceFilePath } from "../shared/data/paths";
import { EditedItemCard, type EditedItemActions, useEditedList } from "../shared/lists/edited-list";
import { DownloadHistoryDialog } from "./DownloadHistoryDialog";
import { listViews } from "../shared/lists/list-views";

/** How often the resources list is read again while shown: as the users list (docs/product.md#limits). */
const RESOURCE_LIST_REFRESH_MS = 30_000;

export default function ResourcesTab() {
  const view = useEditedList<AdminResource>("resource", listViews.resources, {
    refetchIntervalMs: RESOURCE_LIST_REFRESH_MS,
    loadFailedToast: texts.list.loadFailed,
    noun: "resource",
    texts,
  });
  const { tab, items: resources, remove } = view;
  const [history, setHistory] = useState<AdminResource | null>(null);

  return (
    <ListTab
      name="resources"
      {...tab}
      texts={texts.list}
      actions={
        <>
          <a
            href={ADMIN_LEADS_CSV_PATH}
            download
            aria-label={texts.exportLeadsLabel}
            className="btn-outline focus-visible:ring-2 focus-visible:ring-ring"
            data-export-leads
          >
            <SvgIcon drawing={iconDownload} className="h-4 w-4" />
            {texts.exportLeads}
          </a>
          <AddLink label={texts.add} href="/admin/resources/new" />
        </>
      }
      after={
        <>
          <DownloadHistoryDialog resource={history} onClose={() => setHistory(null)} />
          {remove.dialog}
        </>
      }
    >
      <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3" data-resource-admin-list>
        {resources.map((resource) => (
          <ResourceCard
            key={resource.id}
            resource={resource}
            onHistory={() => setHistory(resource)}
            {...view.actionsOf(resource)}
          />
        ))}
      </ul>
    </ListTab>
  );
}

function ResourceCard({
  resource,
  onHistory,
  onDelete,
  onChanged,
}: { resource: AdminResource; onHistory: () => void } & EditedItemActions) {
  // On the site's calendar, like the Scheduled badge beside it.
  const timeZone = useSiteTimeZone();
  const published = resource.publishedAt ? (
    <time dateTime={resource.publishedAt}>{formatDate(resource.publishedAt, timeZone)}</time>
  ) : (
    texts.list.notSet
  );
  return (
    <EditedItemCard
      kind="resource"
      item={resource}
      data="resource"
      subtitle={resource.category}
      badges={<PublishedBadge published={resource.published} publishedAt={resource.publishedAt} />}
      labels={texts.list}
      onDelete={onDelete}
      onChanged={onChanged}
      actions={
        <>
          <RowButton
            icon={iconDownload}
            aria-label={texts.list.downloadsLabel(resource.downloadCount, resource.title)}
            onPress={onHistory}
            data-download-count
          >
            {texts.list.downloads(resource.downloadCount)}
          </RowButton>
          <RowLink
            icon={iconExternalLink}
            href={isHttpUrl(resource.fileUrl) ? resource.fileUrl : resourceFilePath(resource.id)}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={texts.list.viewFileLabel(resource.title)}
          >
            {texts.list.viewFile}
          </RowLink>
        </>
      }
    >
      <p className="line-clamp-3 text-sm leading-6 text-muted">{resource.description}</p>
      <dl className="grid grid-cols-3 gap-3 rounded-lg bg-surface-muted p-3 text-sm">
        <div className="min-w-0">
          <dt className="text-xs text-muted">{texts.list.fileType}</dt>
          <dd className="truncate font-semibold text-fg">{resource.fileType}</dd>
        </div>
        <div className="min-w-0">
          <dt className="text-xs text-muted">{texts.list.size}</dt>
          <dd className="truncate font-semibold text-fg">{resource.fileSize || texts.list.noSize}</dd>
        </div>
        <div className="min-w-0">
          <dt className="text-xs text-muted">{texts.list.publishedDate}</dt>
          <dd className="font-semibold text-fg">{published}</dd>
        </div>
      </dl>
    </EditedItemCard>
  );
}
