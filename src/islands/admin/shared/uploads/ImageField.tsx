// One field for every image address in the admin (docs/product.md#media): a thumbnail with the
// file's name and size, the address as text under 'Advanced' (./chosen-file.tsx; an
// upload's /uploads/… path, a library image's, or an https:// address), a preview of it, 'Upload'
// (the upload with its progress, then its alt text: ./image-upload.tsx) and 'Choose from library'
// (./MediaPicker.tsx). The covers, the testimonials' and people's avatars and the settings' images use it;
// any other image field drops it in with the form's `text(name)` props, a label, and
// `onBusyChange` when its form must wait for an upload.
import { useId, useState } from "react";
import { iconImage, SvgIcon } from "../../../../components/Icon";
import { TextField } from "../../../../components/ui/TextField";
import { imageFieldTexts as texts } from "./texts";
import { formatBytes } from "../../../../shared/format";
import { imageSrc } from "../../../../shared/image-src";
import { Advanced, ChosenFile, fileNameOf } from "./chosen-file";
import { ImageUploadButton, useImageUpload } from "./image-upload";
import { ChooseFromLibrary } from "./MediaPicker";
import { UploadProgressBar } from "./UploadField";

type ImageFieldProps = {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
  description?: string;
  isInvalid?: boolean;
  errorMessage?: string;
  isDisabled?: boolean;
  validationBehavior?: "aria" | "native";
  /** Told when an upload starts and ends, so the form can wait for the address. */
  onBusyChange?: (busy: boolean) => void;
};

/** The file last uploaded or chosen here, known by its address: its own name and size. */
type Chosen = { url: string; name: string; size: string };

export function ImageField({ label, onBusyChange, ...input }: ImageFieldProps) {
  const [busy, setBusy] = useState(false);
  const [chosen, setChosen] = useState<Chosen | null>(null);
  const hintId = useId();
  const labelId = useId();
  const choose = (next: Chosen) => {
    setChosen(next);
    input.onChange(next.url);
  };
  const upload = useImageUpload({
    onBusyChange: (next) => {
      setBusy(next);
      onBusyChange?.(next);
    },
    onUploaded: (image) => choose({ url: image.fullUrl, name: image.originalName, size: image.fileSize }),
  });
  const address = input.value.trim();
  const preview = imageSrc(address);
  // An address typed by hand (or stored before) is known by the name it ends with.
  const known = chosen !== null && chosen.url === input.value ? chosen : null;

  return (
    // biome-ignore lint/a11y/useSemanticElements: a fieldset's legend cannot sit beside its preview in this layout
    <div role="group" aria-labelledby={labelId} className="flex flex-col gap-3" data-image-field={input.name}>
      <span id={labelId} className="text-sm font-semibold text-fg">
        {label}
      </span>
      <div className="flex items-center gap-4">
        <div
          className="flex h-16 w-16 shrink-0 items-center justify-center overflow-hidden rounded-md border border-border bg-surface-muted text-muted"
          data-image-preview
        >
          {preview ? (
            <img
              key={preview}
              src={preview}
              alt={texts.preview(label)}
              width={64}
              height={64}
              className="h-full w-full object-cover"
            />
          ) : (
            <SvgIcon drawing={iconImage} className="h-6 w-6" />
          )}
        </div>
        <ChosenFile name={known?.name ?? fileNameOf(address)} size={known?.size} none={texts.none} />
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <ImageUploadButton
          label={texts.upload}
          ariaLabel={texts.uploadLabel(label)}
          describedBy={hintId}
          isDisabled={input.isDisabled || busy}
          onFile={(file) => void upload.start(file)}
        />
        <ChooseFromLibrary
          field={label}
          isDisabled={input.isDisabled || busy}
          onChoose={(item) => choose({ url: item.url, name: fileNameOf(item.url), size: formatBytes(item.bytes) })}
        />
        {upload.progress ? null : (
          <span id={hintId} className="text-sm text-muted">
            {texts.hint}
          </span>
        )}
      </div>
      {upload.progress ? <UploadProgressBar progress={upload.progress} onCancel={upload.abort} /> : null}
      <Advanced field={label} invalid={input.isInvalid === true}>
        <TextField type="text" inputMode="url" autoComplete="off" label={label} {...input} />
      </Advanced>
      {upload.dialog}
    </div>
  );
}
