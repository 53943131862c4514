// One field for every image address in the admin (docs/product.md#media): the address as text (an
// upload's /uploads/… path, a library image's, or an https:// address), a preview of it, 'Upload'
// (the upload with its progress, then its alt text: ./image-upload.tsx) and 'Choose from library'
// (./MediaPicker.tsx). The covers, the testimonials' and people's avatars and the settings' images use it;
// any other image field drops it in with the form's `text(name)` props, a label, and
// `onBusyChange` when its form must wait for an upload.
import { useId, useState } from "react";
import { iconImage, SvgIcon } from "../../components/Icon";
import { TextField } from "../../components/ui/TextField";
import { imageFieldTexts as texts } from "../../content/admin";
import { imageSrc } from "../../shared/image-src";
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

export function ImageField({ label, onBusyChange, ...input }: ImageFieldProps) {
  const [busy, setBusy] = useState(false);
  const hintId = useId();
  const upload = useImageUpload({
    onBusyChange: (next) => {
      setBusy(next);
      onBusyChange?.(next);
    },
    onUploaded: (image) => input.onChange(image.fullUrl),
  });
  const preview = imageSrc(input.value.trim());

  return (
    <div className="flex flex-col gap-3" data-image-field={input.name}>
      <div className="flex items-start gap-4">
        <TextField type="text" inputMode="url" autoComplete="off" className="min-w-0 flex-1" label={label} {...input} />
        <div
          className="mt-7 flex h-16 w-16 shrink-0 items-center justify-center overflow-hidden rounded-md border border-border bg-surface-muted text-muted"
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
          onChoose={(item) => input.onChange(item.url)}
        />
        {upload.progress ? null : (
          <span id={hintId} className="text-sm text-muted">
            {texts.hint}
          </span>
        )}
      </div>
      {upload.progress ? <UploadProgressBar progress={upload.progress} onCancel={upload.abort} /> : null}
      {upload.dialog}
    </div>
  );
}
