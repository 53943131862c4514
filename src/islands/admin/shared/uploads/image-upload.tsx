// Uploading an image from the admin (docs/product.md#media): the one upload route
// (POST /api/admin/upload/image, ../data/api-types.ts), its progress, the refusals as toasts, and then
// its alt text asked in a small dialog (./alt-text.tsx). Image fields and the Media tab use the
// whole of it (useImageUpload with ImageUploadButton); the post editor sends dropped and pasted
// files through the same route and asks for the alt text in its own image dialog.
import { useState } from "react";
import { Button, FileTrigger } from "react-aria-components";
import { showToast } from "../../../../client/toasts";
import { iconUpload, SvgIcon } from "../../../../components/Icon";
import { imageFieldTexts as texts } from "./texts";
import { smallButton } from "../ui/admin-ui";
import { AltTextDialog } from "./alt-text";
import type { UploadedImage } from "../data/api-types";
import { ADMIN_IMAGE_UPLOAD_PATH } from "../data/paths";
import { MEDIA_LIST_PREFIX } from "./media";
import { invalidatePrefix } from "../data/query";
import { uploadFailedToast, useUpload } from "./UploadField";

/** The route and multipart field every image upload of the admin goes to. */
export const IMAGE_UPLOAD = { path: ADMIN_IMAGE_UPLOAD_PATH, field: "coverImage" } as const;

/** Sends one image; failures (too large, not an image…) are toasted with the server's words. */
export function useImageSend(onBusyChange?: (busy: boolean) => void) {
  const upload = useUpload({ ...IMAGE_UPLOAD, onBusyChange, onFailed: uploadFailedToast(texts.uploadFailed) });
  return {
    ...upload,
    /** The uploaded image, or null when it was refused or cancelled (already toasted). */
    start: async (file: File) => {
      const image = (await upload.start(file)) as UploadedImage | null;
      // The library has a new item, wherever it was uploaded from.
      if (image) void invalidatePrefix(MEDIA_LIST_PREFIX);
      return image;
    },
  };
}

/**
 * An image upload followed by the question of its alt text: `onUploaded` gets the image as soon as
 * it is stored (its address may fill a field at once), `dialog` must be rendered by the caller.
 */
export function useImageUpload({
  onUploaded,
  onBusyChange,
}: {
  onUploaded: (image: UploadedImage) => void;
  onBusyChange?: (busy: boolean) => void;
}) {
  const send = useImageSend(onBusyChange);
  const [asking, setAsking] = useState<UploadedImage | null>(null);

  async function start(file: File) {
    const image = await send.start(file);
    if (!image) return;
    showToast({ title: texts.uploaded });
    onUploaded(image);
    setAsking(image);
  }

  const dialog = (
    <AltTextDialog
      target={asking ? { url: asking.fullUrl, media: asking.media } : null}
      onDone={(alt) => {
        setAsking(null);
        if (alt !== null) void invalidatePrefix(MEDIA_LIST_PREFIX);
      }}
    />
  );
  return { progress: send.progress, abort: send.abort, start, dialog };
}

/** The button that opens the file picker for one image (any image type), disabled while one is sent. */
export function ImageUploadButton({
  label,
  ariaLabel,
  describedBy,
  isDisabled,
  onFile,
  className = smallButton,
}: {
  label: string;
  ariaLabel?: string;
  describedBy?: string;
  isDisabled?: boolean;
  onFile: (file: File) => void;
  className?: string;
}) {
  return (
    <FileTrigger
      acceptedFileTypes={["image/*"]}
      onSelect={(files) => {
        const file = files?.[0];
        if (file) onFile(file);
      }}
    >
      <Button isDisabled={isDisabled} aria-label={ariaLabel} aria-describedby={describedBy} className={className}>
        <SvgIcon drawing={iconUpload} className="h-4 w-4" />
        {label}
      </Button>
    </FileTrigger>
  );
}
