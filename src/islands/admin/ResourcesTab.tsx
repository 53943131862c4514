// The Resources tab (docs/product.md#screens, #errors): 'Resources Management' with 'Add Resource' (the form in a
// dialog) and an 'Export CSV' of every lead, then a card per resource, drafts included, from
// GET /api/admin/resources (read every 30 seconds while shown and after each change): title,
// Published or Draft, category, description, the download count (a button that opens 'Download
// History'), file type, size ('N/A' when unknown), published date ('Not set'), 'View File', Edit and
// Delete (asked first). A list that cannot be read shows the reason and a retry button.
import { useState } from "react";
import { Button } from "react-aria-components";
import { iconDownload, iconExternalLink, iconPencil, iconPlus, iconTrash, SvgIcon } from "../../components/Icon";
import { RESOURCE_LIST_REFRESH_MS, resourceAdminTexts as texts } from "../../content/admin";
import { formatDate } from "../../shared/format";
import { isHttpUrl } from "../../shared/urls";
import {
  Badge,
  FetchingStatus,
  HeadingCount,
  ListEmpty,
  ListLoading,
  ListStates,
  localTimeZone,
  RefreshButton,
  smallButton,
  TabHeader,
} from "./admin-ui";
import {
  ADMIN_LEADS_CSV_PATH,
  ADMIN_RESOURCES_PATH,
  type AdminResource,
  resourceFilePath,
  resourcePath,
} from "./api-types";
import { useDeleteWithConfirm } from "./delete-confirm";
import { DownloadHistoryDialog } from "./DownloadHistoryDialog";
import { useAdminList } from "./form-support";
import { invalidate } from "./query";
import { ResourceForm } from "./ResourceForm";

export default function ResourcesTab() {
  const { query, items: resources } = useAdminList<AdminResource>(ADMIN_RESOURCES_PATH, {
    refetchIntervalMs: RESOURCE_LIST_REFRESH_MS,
    loadFailedToast: texts.list.loadFailed,
  });

  const [form, setForm] = useState<{ resource: AdminResource | null; key: number } | null>(null);
  const [history, setHistory] = useState<AdminResource | null>(null);

  const openForm = (resource: AdminResource | null) =>
    setForm((current) => ({ resource, key: (current?.key ?? 0) + 1 }));

  const remove = useDeleteWithConfirm<AdminResource>({
    pathOf: (resource) => resourcePath(resource.id),
    noun: "resource",
    confirmTitle: texts.confirmDelete.title,
    confirmText: (resource) => texts.confirmDelete.text(resource.title),
    deletedToast: texts.toasts.deleted,
    failedToast: (error) => ({
      title: texts.toasts.deleteFailed,
      description: error instanceof Error && error.message ? error.message : texts.toasts.unknownError,
    }),
    refresh: () => void invalidate(ADMIN_RESOURCES_PATH),
  });

  return (
    <section aria-labelledby="admin-resources-heading" className="flex flex-col gap-6" data-resources-tab>
      <TabHeader
        headingId="admin-resources-heading"
        heading={
          <>
            {texts.heading}
            <HeadingCount shown={query.status === "success"}>{resources.length}</HeadingCount>
          </>
        }
        intro={texts.intro}
        actions={
          <>
            <RefreshButton label={texts.list.refresh} busy={query.isFetching} onRefresh={() => void query.refetch()} />
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
            <Button
              onPress={() => openForm(null)}
              className="btn-primary outline-none data-focus-visible:ring-2 data-focus-visible:ring-ring data-focus-visible:ring-offset-2"
            >
              <SvgIcon drawing={iconPlus} className="h-4 w-4" />
              {texts.add}
            </Button>
          </>
        }
      />
      <FetchingStatus busy={query.isFetching} text={texts.list.refreshing} />

      <ListStates
        query={query}
        count={resources.length}
        failedText={texts.list.loadFailed}
        retryLabel={texts.list.retry}
        loading={<ListLoading text={texts.list.loading} />}
        empty={<ListEmpty text={texts.list.empty} />}
      >
        <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3" data-resource-admin-list>
          {resources.map((resource) => (
            <ResourceCard
              key={resource.id}
              resource={resource}
              onHistory={() => setHistory(resource)}
              onEdit={() => openForm(resource)}
              onDelete={() => remove.ask(resource)}
            />
          ))}
        </ul>
      </ListStates>

      <ResourceForm
        key={form?.key ?? 0}
        isOpen={form !== null}
        resource={form?.resource ?? null}
        onSaved={() => {
          setForm(null);
          void invalidate(ADMIN_RESOURCES_PATH);
        }}
        onClose={() => setForm(null)}
      />
      <DownloadHistoryDialog resource={history} onClose={() => setHistory(null)} />
      {remove.dialog}
    </section>
  );
}

function ResourceCard({
  resource,
  onHistory,
  onEdit,
  onDelete,
}: {
  resource: AdminResource;
  onHistory: () => void;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const headingId = `admin-resource-${resource.id}`;
  const published = resource.publishedAt ? (
    <time dateTime={resource.publishedAt}>{formatDate(resource.publishedAt, localTimeZone())}</time>
  ) : (
    texts.list.notSet
  );
  return (
    <li
      aria-labelledby={headingId}
      data-resource-admin-item={resource.slug}
      className="flex flex-col gap-4 rounded-xl border border-border bg-surface p-5 shadow-sm"
    >
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 id={headingId} className="font-semibold leading-snug text-fg">
            {resource.title}
          </h3>
          <p className="mt-0.5 text-sm font-medium text-primary">{resource.category}</p>
        </div>
        {resource.published ? (
          <Badge tone="success">{texts.list.published}</Badge>
        ) : (
          <Badge tone="muted">{texts.list.draft}</Badge>
        )}
      </div>
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
      <div className="mt-auto flex flex-wrap items-center gap-2 border-t border-border pt-4">
        <Button
          aria-label={texts.list.downloadsLabel(resource.downloadCount, resource.title)}
          onPress={onHistory}
          className={smallButton}
          data-download-count
        >
          <SvgIcon drawing={iconDownload} className="h-4 w-4" />
          {texts.list.downloads(resource.downloadCount)}
        </Button>
        <a
          href={isHttpUrl(resource.fileUrl) ? resource.fileUrl : resourceFilePath(resource.id)}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={texts.list.viewFileLabel(resource.title)}
          className={smallButton}
        >
          <SvgIcon drawing={iconExternalLink} className="h-4 w-4" />
          {texts.list.viewFile}
        </a>
        <div className="ml-auto flex gap-2">
          <Button aria-label={texts.list.editLabel(resource.title)} onPress={onEdit} className={smallButton}>
            <SvgIcon drawing={iconPencil} className="h-4 w-4" />
            {texts.list.edit}
          </Button>
          <Button
            aria-label={texts.list.deleteLabel(resource.title)}
            onPress={onDelete}
            className={`${smallButton} text-danger`}
          >
            <SvgIcon drawing={iconTrash} className="h-4 w-4" />
            {texts.list.delete}
          </Button>
        </div>
      </div>
    </li>
  );
}
