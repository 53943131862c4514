// One upload control of the admin forms: a button that opens the file picker (React Aria's
// FileTrigger), then, while the file is sent, a labelled progress bar with a Cancel button. The
// bar's place is kept while idle (the hint sits there), so the dialog never jumps. A file over
// 50 MB is refused before it is sent; the server refuses it as well (413). CoverUploadField is the
// cover image's upload, which the resource and blog post forms share.
import { useEffect, useId, useRef, useState } from "react";
import { Button, FileTrigger, Label, ProgressBar } from "react-aria-components";
import { showToast } from "../../client/toasts";
import { iconUpload, iconX, SvgIcon } from "../../components/Icon";
import { resourceAdminTexts } from "../../content/admin";
import { formatBytes } from "../../shared/format";
import { focusRing, smallButton } from "./admin-ui";
import { ADMIN_IMAGE_UPLOAD_PATH } from "./api-types";
import { UploadError, type UploadedFile, type UploadHandle, uploadFile } from "./upload";

const texts = resourceAdminTexts.upload;
const toasts = resourceAdminTexts.toasts;

/** An upload's failure as the product's toast titled `title` (with the reason); a cancel is only noted. */
export function uploadFailedToast(title: string) {
  return (reason: string, cancelled: boolean) => {
    if (cancelled) showToast({ title: texts.cancelled });
    else showToast({ title, description: reason, variant: "destructive" });
  };
}

/** The cover image's upload: `onUploaded` gets the stored image's address (/uploads/covers/…). */
export function CoverUploadField({
  isDisabled,
  onBusyChange,
  onUploaded,
}: {
  isDisabled?: boolean;
  onBusyChange: (busy: boolean) => void;
  onUploaded: (url: string) => void;
}) {
  return (
    <UploadField
      label={texts.imageGroup}
      buttonLabel={texts.imageButton}
      hint={texts.imageHint}
      path={ADMIN_IMAGE_UPLOAD_PATH}
      field="coverImage"
      accept={["image/*"]}
      isDisabled={isDisabled}
      onBusyChange={onBusyChange}
      onUploaded={(file) => {
        onUploaded(file.fullUrl);
        showToast({ title: toasts.imageUploaded });
      }}
      onFailed={uploadFailedToast(toasts.imageUploadFailed)}
    />
  );
}

export const MAX_UPLOAD_BYTES = 50 * 1024 * 1024;

type UploadState = { name: string; loaded: number; total: number };

/** A running upload: a labelled progress bar with how much was sent, and a Cancel button. */
export function UploadProgressBar({ progress, onCancel }: { progress: UploadState; onCancel: () => void }) {
  const percent = progress.total > 0 ? Math.min(100, (progress.loaded / progress.total) * 100) : 0;
  return (
    <div className="flex items-end gap-3">
      <ProgressBar value={percent} className="flex min-w-0 flex-1 flex-col gap-1.5" data-upload-progress>
        {({ percentage, valueText }) => (
          <>
            <div className="flex justify-between gap-2 text-sm">
              <Label className="truncate text-fg">{texts.progress(progress.name)}</Label>
              <span className="shrink-0 text-muted">
                {valueText} · {formatBytes(progress.loaded)} / {formatBytes(progress.total)}
              </span>
            </div>
            <div className="h-2 overflow-hidden rounded-full bg-border">
              <div
                className="h-full rounded-full bg-primary transition-[width]"
                style={{ width: `${percentage ?? 0}%` }}
              />
            </div>
          </>
        )}
      </ProgressBar>
      <Button
        aria-label={texts.cancel}
        onPress={onCancel}
        className={`inline-flex h-9 w-9 shrink-0 items-center justify-center rounded-md border border-border text-fg hover:bg-surface ${focusRing}`}
      >
        <SvgIcon drawing={iconX} className="h-4 w-4" />
      </Button>
    </div>
  );
}

export function UploadField({
  label,
  buttonLabel,
  hint,
  path,
  field,
  accept,
  isDisabled,
  onBusyChange,
  onUploaded,
  onFailed,
}: {
  label: string;
  buttonLabel: string;
  hint: string;
  path: string;
  field: string;
  accept: readonly string[];
  isDisabled?: boolean;
  onBusyChange: (busy: boolean) => void;
  onUploaded: (file: UploadedFile) => void;
  onFailed: (reason: string, cancelled: boolean) => void;
}) {
  const [progress, setProgress] = useState<UploadState | null>(null);
  const handle = useRef<UploadHandle | null>(null);
  const labelId = useId();
  const hintId = useId();

  // An upload still running when the form goes away is stopped.
  useEffect(() => () => handle.current?.abort(), []);

  async function start(files: FileList | null) {
    const file = files?.[0];
    if (!file) return;
    if (file.size > MAX_UPLOAD_BYTES) {
      onFailed(texts.tooLarge, false);
      return;
    }
    setProgress({ name: file.name, loaded: 0, total: file.size });
    onBusyChange(true);
    const upload = uploadFile(
      path,
      field,
      file,
      ({ loaded, total }) => setProgress({ name: file.name, loaded, total }),
      { tooLarge: texts.tooLarge, wrongType: texts.wrongType, cancelled: texts.cancelled },
    );
    handle.current = upload;
    try {
      onUploaded(await upload.result);
    } catch (error) {
      const cancelled = error instanceof UploadError && error.aborted;
      onFailed(error instanceof Error ? error.message : String(error), cancelled);
    } finally {
      handle.current = null;
      setProgress(null);
      onBusyChange(false);
    }
  }

  return (
    // biome-ignore lint/a11y/useSemanticElements: a fieldset's legend cannot sit beside its button in this layout
    <div
      role="group"
      aria-labelledby={labelId}
      className="flex flex-col gap-2 rounded-lg border border-dashed border-border bg-surface-muted/50 p-4"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <span id={labelId} className="text-sm font-semibold text-fg">
          {label}
        </span>
        <FileTrigger acceptedFileTypes={accept} onSelect={(files) => void start(files)}>
          <Button isDisabled={isDisabled || progress !== null} aria-describedby={hintId} className={smallButton}>
            <SvgIcon drawing={iconUpload} className="h-4 w-4" />
            {buttonLabel}
          </Button>
        </FileTrigger>
      </div>
      <div className="min-h-12">
        {progress ? (
          <UploadProgressBar progress={progress} onCancel={() => handle.current?.abort()} />
        ) : (
          <p id={hintId} className="text-sm text-muted">
            {hint}
          </p>
        )}
      </div>
    </div>
  );
}
