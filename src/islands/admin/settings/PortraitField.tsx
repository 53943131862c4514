// The founder's portrait in the settings form (docs/product.md#admin-settings): the portrait as the
// pages will show it (the founder's initials while there is none), 'Upload portrait', which opens
// the file chooser and then the crop dialog, 'Choose from library' (an image already uploaded,
// shown in the same square box, cropped by it), and 'Remove portrait'. The address it ends with is a
// value of the form like any other, saved with 'Save settings'.
import { useEffect, useId, useState } from "react";
import { Button, FileTrigger } from "react-aria-components";
import { showToast } from "../../../client/toasts";
import { iconTrash, iconUpload, SvgIcon } from "../../../components/Icon";
import { Initials } from "../../../components/Initials";
import { settingsAdminTexts } from "./texts";
import { smallButton } from "../shared/ui/admin-ui";
import { ChooseFromLibrary } from "../shared/uploads/MediaPicker";
import { PortraitCropDialog } from "./PortraitCropDialog";
import { type LoadedPhoto, loadPhoto } from "./portrait-images";

const texts = settingsAdminTexts.portrait;

export function PortraitField({
  url,
  founderName,
  errorMessage,
  isDisabled,
  onChange,
  onBusyChange,
}: {
  url: string;
  founderName: string;
  errorMessage?: string;
  isDisabled: boolean;
  onChange: (url: string) => void;
  /** Whether a photo is being cropped or sent: the form is not to be saved meanwhile. */
  onBusyChange: (busy: boolean) => void;
}) {
  const [photo, setPhoto] = useState<LoadedPhoto | null>(null);
  const labelId = useId();
  const noteId = useId();
  const errorId = useId();

  useEffect(() => onBusyChange(photo !== null), [photo, onBusyChange]);
  // The photo's object URL is let go when the dialog closes or the form goes away.
  useEffect(() => (photo ? () => URL.revokeObjectURL(photo.url) : undefined), [photo]);

  async function choose(files: FileList | null) {
    const file = files?.[0];
    if (!file) return;
    const loaded = await loadPhoto(file);
    if (loaded) setPhoto(loaded);
    else
      showToast({
        title: settingsAdminTexts.toasts.portraitFailed,
        description: texts.unreadable,
        variant: "destructive",
      });
  }

  return (
    // biome-ignore lint/a11y/useSemanticElements: a fieldset's legend cannot sit beside its picture in this layout
    <div
      role="group"
      aria-labelledby={labelId}
      aria-describedby={errorMessage ? `${noteId} ${errorId}` : noteId}
      className="flex flex-col gap-3 sm:col-span-2"
      data-portrait-field
    >
      <span id={labelId} className="text-sm font-semibold text-fg">
        {texts.label}
      </span>
      <div className="flex flex-wrap items-center gap-4">
        {url ? (
          <img
            src={url}
            alt={founderName}
            width={96}
            height={96}
            className="h-24 w-24 shrink-0 rounded-full border border-border object-cover"
            data-portrait-preview
          />
        ) : (
          <Initials name={founderName} className="h-24 w-24 text-2xl" />
        )}
        <div className="flex flex-col gap-2">
          <div className="flex flex-wrap gap-2">
            <FileTrigger acceptedFileTypes={["image/*"]} onSelect={(files) => void choose(files)}>
              <Button isDisabled={isDisabled} className={smallButton}>
                <SvgIcon drawing={iconUpload} className="h-4 w-4" />
                {texts.upload}
              </Button>
            </FileTrigger>
            <ChooseFromLibrary field={texts.label} isDisabled={isDisabled} onChoose={(item) => onChange(item.url)} />
            {url ? (
              <Button isDisabled={isDisabled} onPress={() => onChange("")} className={`${smallButton} text-danger`}>
                <SvgIcon drawing={iconTrash} className="h-4 w-4" />
                {texts.remove}
              </Button>
            ) : null}
          </div>
          <p id={noteId} className="text-sm text-muted">
            {url ? texts.hint : texts.none}
          </p>
          {errorMessage ? (
            <p id={errorId} className="text-sm font-medium text-danger">
              {errorMessage}
            </p>
          ) : null}
        </div>
      </div>
      {photo ? (
        <PortraitCropDialog
          photo={photo}
          alt={founderName}
          onCancel={() => setPhoto(null)}
          onUploaded={(uploaded) => {
            setPhoto(null);
            onChange(uploaded);
            showToast({ title: settingsAdminTexts.toasts.portraitUploaded });
          }}
        />
      ) : null}
    </div>
  );
}
