// One upload control of the admin forms: a button that opens the file picker (React Aria's
// FileTrigger), the chosen file's name and size with its address under 'Advanced'
// (./chosen-file.tsx), then, while the file is sent, a labelled progress bar with a Cancel button. The
// bar's place is kept while idle (the hint sits there), so the dialog never jumps. A file over
// 50 MB is refused before it is sent; the server refuses it as well (413). The sending itself
// (useUpload) and its bar (UploadProgressBar) serve a file that comes another way too: one dropped
// or pasted into the post editor.
import { type ReactNode, useEffect, useId, useRef, useState } from "react";
import { Button, FileTrigger, Label, ProgressBar } from "react-aria-components";
import { showToast } from "../../../../client/toasts";
import { iconUpload, iconX, SvgIcon } from "../../../../components/Icon";
import { chosenFileTexts, uploadProgressTexts } from "./texts";
import { formatBytes } from "../../../../shared/format";
import { focusRing, smallButton } from "../ui/admin-ui";
import { Advanced, ChosenFile } from "./chosen-file";
import { UploadError, type UploadedFile, type UploadHandle, uploadFile } from "./upload";

const texts = uploadProgressTexts;

/** An upload's failure as the product's toast titled `title` (with the reason); a cancel is only noted. */
export function uploadFailedToast(title: string) {
  return (reason: string, cancelled: boolean) => {
    if (cancelled) showToast({ title: texts.cancelled });
    else showToast({ title, description: reason, variant: "destructive" });
  };
}

export const MAX_UPLOAD_BYTES = 50 * 1024 * 1024;

type UploadState = { name: string; loaded: number; total: number };

/**
 * Sends one file to `path` as the multipart field `field`, with its progress: `start(file)` resolves
 * with the server's answer, or null when the upload failed or was cancelled (`onFailed` was told).
 * An upload still running when the owner goes away is stopped.
 */
export function useUpload({
  path,
  field,
  onBusyChange,
  onFailed,
}: {
  path: string;
  field: string;
  onBusyChange?: (busy: boolean) => void;
  onFailed: (reason: string, cancelled: boolean) => void;
}) {
  const [progress, setProgress] = useState<UploadState | null>(null);
  const handle = useRef<UploadHandle | null>(null);

  useEffect(() => () => handle.current?.abort(), []);

  async function start(file: File): Promise<UploadedFile | null> {
    if (file.size > MAX_UPLOAD_BYTES) {
      onFailed(texts.tooLarge, false);
      return null;
    }
    setProgress({ name: file.name, loaded: 0, total: file.size });
    onBusyChange?.(true);
    const upload = uploadFile(
      path,
      field,
      file,
      ({ loaded, total }) => setProgress({ name: file.name, loaded, total }),
      { tooLarge: texts.tooLarge, wrongType: texts.wrongType, cancelled: texts.cancelled },
    );
    handle.current = upload;
    try {
      return await upload.result;
    } catch (error) {
      const cancelled = error instanceof UploadError && error.aborted;
      onFailed(error instanceof Error ? error.message : String(error), cancelled);
      return null;
    } finally {
      handle.current = null;
      setProgress(null);
      onBusyChange?.(false);
    }
  }

  return { progress, start, abort: () => handle.current?.abort() };
}

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
  chosen,
  addressLabel,
  addressInvalid,
  children,
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
  /** The file the form holds, by its name and size ("" when none). */
  chosen: { name: string; size: string };
  /** The address field's label, which names the 'Advanced' disclosure holding it (`children`). */
  addressLabel: string;
  addressInvalid: boolean;
  children: ReactNode;
}) {
  const upload = useUpload({ path, field, onBusyChange, onFailed });
  const labelId = useId();
  const hintId = useId();

  async function start(files: FileList | null) {
    const file = files?.[0];
    if (!file) return;
    const uploaded = await upload.start(file);
    if (uploaded) onUploaded(uploaded);
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
          <Button isDisabled={isDisabled || upload.progress !== null} aria-describedby={hintId} className={smallButton}>
            <SvgIcon drawing={iconUpload} className="h-4 w-4" />
            {buttonLabel}
          </Button>
        </FileTrigger>
      </div>
      <ChosenFile name={chosen.name} size={chosen.size} none={chosenFileTexts.noFile} />
      <div className="min-h-12">
        {upload.progress ? (
          <UploadProgressBar progress={upload.progress} onCancel={upload.abort} />
        ) : (
          <p id={hintId} className="text-sm text-muted">
            {hint}
          </p>
        )}
      </div>
      <Advanced field={addressLabel} invalid={addressInvalid}>
        {children}
      </Advanced>
    </div>
  );
}
