// Inserts an image where the dialog was opened (docs/product.md#media): uploaded here ('Upload', or
// a file dropped or pasted into the editor, which opens this dialog with it), chosen from the
// library, or given by address under 'Advanced'. Each way asks for the alt text, which may be left
// empty only by ticking 'Decorative image', and takes an optional caption. An upload goes through the admin's one image route, so the
// same checks and refusals apply (a refusal is a toast); the image keeps its size in pixels, so
// the post's page reserves its space.
import { useEffect, useRef, useState } from "react";
import { editorTexts } from "./texts";
import { imageFieldTexts } from "../uploads/texts";
import { isAllowedImage } from "../../../../shared/post-html-rules";
import { AltTextFields, type AltValue, useKeepAltWithItem } from "../uploads/alt-text";
import type { MediaJson } from "../data/api-types";
import { ImageUploadButton, useImageSend } from "../uploads/image-upload";
import { altToSave } from "../uploads/media";
import { ChooseFromLibrary } from "../uploads/MediaPicker";
import { UploadProgressBar } from "../uploads/UploadField";
import { insertImage, type NewImage } from "./blocks";
import { AddressForm, EditorDialog, type InsertDialogProps } from "./EditorDialog";
import { TextField } from "../../../../components/ui/TextField";

const texts = editorTexts.imageDialog;

/** The dialog; `file` is an image dropped or pasted into the editor, sent as the dialog opens. */
export function ImageDialog({ isOpen, editor, at, onClose, file }: InsertDialogProps & { file?: File }) {
  const [busy, setBusy] = useState(false);
  return (
    <EditorDialog isOpen={isOpen} title={texts.title} onClose={onClose} isBusy={busy}>
      {isOpen ? <ImageForm editor={editor} at={at} onClose={onClose} file={file} onBusyChange={setBusy} /> : null}
    </EditorDialog>
  );
}

type Size = Pick<NewImage, "width" | "height">;

function ImageForm({
  editor,
  at,
  onClose,
  file,
  onBusyChange,
}: Omit<InsertDialogProps, "isOpen"> & { file?: File; onBusyChange: (busy: boolean) => void }) {
  const [address, setAddress] = useState("");
  const [size, setSize] = useState<Size>({});
  const [alt, setAlt] = useState<AltValue>({ alt: "", decorative: false });
  const [caption, setCaption] = useState("");
  const send = useImageSend(onBusyChange);
  // The library item of the image uploaded or chosen: the alt given here is kept with it.
  const [item, setItem] = useState<Pick<MediaJson, "id" | "alt">>();
  const keepAlt = useKeepAltWithItem();

  /** Fills the dialog from an uploaded or chosen image: its address, size and alt text so far. */
  const fill = (image: { id: number; url: string; width?: number | null; height?: number | null; alt: string }) => {
    setItem(image);
    setAddress(image.url);
    setSize(image.width && image.height ? { width: image.width, height: image.height } : {});
    if (image.alt) setAlt({ alt: image.alt, decorative: false });
  };

  async function upload(chosen: File, closeOnFailure: boolean) {
    const image = await send.start(chosen);
    if (image) fill({ ...image.media, url: image.fullUrl });
    else if (closeOnFailure) onClose();
  }

  // A dropped or pasted file is sent once, as the dialog opens; a refusal closes the dialog again.
  const started = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, for the file the dialog opened with
  useEffect(() => {
    if (!file || started.current) return;
    started.current = true;
    void upload(file, true);
  }, []);

  const uploading = send.progress !== null;
  return (
    <AddressForm
      texts={texts}
      submitLabel={texts.insert}
      isAllowed={isAllowedImage}
      address={address}
      onAddressChange={(typed) => {
        setAddress(typed);
        // A size and an item belong to the image they came with, not to an address typed since.
        setSize({});
        setItem(undefined);
      }}
      canApply={() => !uploading && altToSave(alt.alt, alt.decorative) !== null}
      onApply={(url) => {
        const given = altToSave(alt.alt, alt.decorative) ?? "";
        keepAlt(item, given);
        const captioned = caption.trim() ? { caption: caption.trim() } : {};
        insertImage(editor, { url, alt: given, ...size, ...captioned }, at);
      }}
      addressUnderAdvanced
      onClose={() => {
        send.abort();
        onClose();
      }}
      before={
        <div className="flex flex-col gap-3">
          <div className="flex flex-wrap gap-2">
            <ImageUploadButton
              label={imageFieldTexts.upload}
              isDisabled={uploading}
              onFile={(chosen) => void upload(chosen, false)}
            />
            <ChooseFromLibrary isDisabled={uploading} onChoose={fill} />
          </div>
          {send.progress ? <UploadProgressBar progress={send.progress} onCancel={send.abort} /> : null}
        </div>
      }
    >
      {(submitted) => (
        <>
          <AltTextFields value={alt} onChange={setAlt} showError={submitted} isDisabled={uploading} />
          <TextField
            label={texts.caption}
            description={texts.captionDescription}
            value={caption}
            onChange={setCaption}
            isDisabled={uploading}
          />
        </>
      )}
    </AddressForm>
  );
}
