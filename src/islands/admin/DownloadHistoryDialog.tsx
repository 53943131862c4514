// 'Download History' (docs/product.md#screens): the leads of one resource, read from
// GET /api/admin/resources/:id/downloads only while this dialog is open (each opening reads again),
// as a table of name, e-mail, LinkedIn profile and date, or 'No downloads yet'; 'Export CSV' is a
// plain link to the same leads as CSV.
import { useEffect } from "react";
import { FormDialog } from "../../components/ui/FormDialog";
import { iconDownload, SvgIcon } from "../../components/Icon";
import { resourceAdminTexts } from "../../content/admin";
import { isLinkedInUrl } from "../../shared/urls";
import { formatDateTime, ListStates, ScrollRegion, smallButton } from "./admin-ui";
import { type AdminDownload, type AdminResource, resourceDownloadsCsvPath, resourceDownloadsPath } from "./api-types";
import { useApiQuery } from "./query";

const texts = resourceAdminTexts.history;
const cell = "px-3 py-2.5 align-top";
const headCell = "px-3 py-2.5 text-left text-xs font-semibold tracking-wide text-muted uppercase";

export function DownloadHistoryDialog({ resource, onClose }: { resource: AdminResource | null; onClose: () => void }) {
  return (
    <FormDialog
      isOpen={resource !== null}
      title={texts.heading}
      subtitle={resource?.title}
      closeLabel={texts.close}
      onClose={onClose}
      width="max-w-4xl"
      dataName="download-history"
    >
      {resource ? <History resource={resource} /> : null}
    </FormDialog>
  );
}

function History({ resource }: { resource: AdminResource }) {
  const query = useApiQuery<AdminDownload[]>(resourceDownloadsPath(resource.id));
  const { refetch } = query;
  // A reopened dialog shows the last list at once and reads the current one.
  useEffect(() => {
    void refetch();
  }, [refetch]);
  const downloads = Array.isArray(query.data) ? query.data : [];

  return (
    <div className="flex flex-col gap-4">
      <div className="flex justify-end">
        <a href={resourceDownloadsCsvPath(resource.id)} download className={smallButton} data-export-csv>
          <SvgIcon drawing={iconDownload} className="h-4 w-4" />
          {texts.exportCsv}
        </a>
      </div>
      <ListStates
        query={query}
        count={downloads.length}
        failedText={texts.failed}
        retryLabel={texts.retry}
        loading={
          <p role="status" className="py-6 text-center text-muted">
            {texts.loading}
          </p>
        }
        empty={
          <p className="rounded-lg border border-dashed border-border p-6 text-center text-muted" data-no-downloads>
            {texts.empty}
          </p>
        }
      >
        <ScrollRegion label={texts.heading} className="max-h-[60vh] overflow-auto rounded-lg border border-border">
          <table className="w-full min-w-[36rem] border-collapse text-sm" data-download-table>
            <thead className="sticky top-0 border-b border-border bg-surface-muted">
              <tr>
                <th scope="col" className={headCell}>
                  {texts.columns.name}
                </th>
                <th scope="col" className={headCell}>
                  {texts.columns.email}
                </th>
                <th scope="col" className={headCell}>
                  {texts.columns.linkedin}
                </th>
                <th scope="col" className={headCell}>
                  {texts.columns.date}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-border">
              {downloads.map((download) => {
                const date = download.createdAt ?? download.downloadedAt;
                return (
                  <tr key={download.id} data-download-row={download.email}>
                    <td className={`${cell} font-medium text-fg`}>{download.name}</td>
                    <td className={`${cell} break-all text-fg`}>
                      <a href={`mailto:${download.email}`} className="underline underline-offset-2 hover:text-primary">
                        {download.email}
                      </a>
                    </td>
                    <td className={cell}>
                      {isLinkedInUrl(download.linkedinUrl) ? (
                        <a
                          href={download.linkedinUrl}
                          target="_blank"
                          rel="noopener noreferrer nofollow"
                          aria-label={texts.profileLabel(download.name)}
                          className="font-semibold text-primary underline underline-offset-2"
                        >
                          {texts.profile}
                        </a>
                      ) : (
                        <span className="break-all text-muted">{download.linkedinUrl}</span>
                      )}
                    </td>
                    <td className={`${cell} whitespace-nowrap text-muted`}>
                      {date ? <time dateTime={date}>{formatDateTime(date)}</time> : null}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </ScrollRegion>
      </ListStates>
    </div>
  );
}
