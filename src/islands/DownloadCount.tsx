// A resource's download count on its detail page, which goes up when the page's download dialog
// reports a download (src/client/download-events.ts). An island only for that update.
import { useEffect, useState } from "react";
import { onDownloaded } from "../client/download-events";
import { resourceListTexts } from "../content/resources";

type DownloadCountProps = {
  resourceId: number;
  /** Null while below the settings' threshold: nothing is shown (src/shared/download-count.ts). */
  count: number | null;
  /** "label": "12 downloads"; "number": "12". */
  format: "label" | "number";
};

export default function DownloadCount({ resourceId, count: initial, format }: DownloadCountProps) {
  const [count, setCount] = useState(initial);
  useEffect(
    () =>
      onDownloaded(({ resourceId: id, downloadCount }) => {
        if (id === resourceId) setCount(downloadCount);
      }),
    [resourceId],
  );
  if (count === null) return null;
  return (
    <span data-download-count={resourceId}>
      {format === "label" ? resourceListTexts.downloadsLabel(count) : String(count)}
    </span>
  );
}
