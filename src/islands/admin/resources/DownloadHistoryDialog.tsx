// 'Download History' (docs/product.md#screens): the leads of one resource, read from
// GET /api/admin/resources/:id/downloads only while this dialog is open (each opening reads again),
// as a table of name, e-mail, LinkedIn profile and date, or 'No downloads yet'; 'Export CSV' is a
// plain link to the same leads as CSV.
import { useEffect } from "react";
import { iconDownload } from "../../../components/Icon";
import { FormDialog } from "../../../components/ui/FormDialog";
import { resourceAdminTexts } from "./texts";
import { isLinkedInUrl } from "../../../shared/urls";
import { AdminTable, ListStates, QueryFailed } from "../shared/lists/list-layout";
import { DateTime, RowLink } from "../shared/ui/admin-ui";
import type { AdminDownload, AdminResource } from "../shared/data/api-types";
import { resourceDownloadsCsvPath, resourceDownloadsPath } from "../shared/data/paths";
import { useApiQuery } from "../shared/data/query";

const texts = resourceAdminTexts.history;
const cell = "px-3 py-2.5 align-top";

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
  const { columns } = texts;

  return (
    <div className="flex flex-col gap-4">
      <div className="flex justify-end">
        <RowLink icon={iconDownload} href={resourceDownloadsCsvPath(resource.id)} download data-export-csv>
          {texts.exportCsv}
        </RowLink>
      </div>
      <ListStates
        query={query}
        count={downloads.length}
        failed={<QueryFailed query={query} text={texts.failed} />}
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
        <AdminTable
          name="download-table"
          label={texts.heading}
          minWidth="min-w-[36rem]"
          look="dialog"
          columns={[columns.name, columns.email, columns.linkedin, columns.date]}
        >
          {downloads.map((download) => (
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
                <DateTime value={download.downloadedAt} />
              </td>
            </tr>
          ))}
        </AdminTable>
      </ListStates>
    </div>
  );
}
