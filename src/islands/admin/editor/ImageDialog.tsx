// Inserts an image by its address, with its alternative text, where the dialog was opened.
import { useState } from "react";
import { TextField } from "../../../components/ui/TextField";
import { editorTexts } from "../../../content/admin";
import { isAllowedImage } from "../../../shared/post-html-rules";
import { insertImage } from "./commands";
import { AddressForm, EditorDialog, type InsertDialogProps as DialogProps } from "./EditorDialog";

const texts = editorTexts.imageDialog;

export function ImageDialog({ isOpen, editor, at, onClose }: DialogProps) {
  return (
    <EditorDialog isOpen={isOpen} title={texts.title} onClose={onClose}>
      {isOpen ? <ImageForm editor={editor} at={at} onClose={onClose} /> : null}
    </EditorDialog>
  );
}

function ImageForm({ editor, at, onClose }: Omit<DialogProps, "isOpen">) {
  const [alt, setAlt] = useState("");
  return (
    <AddressForm
      texts={texts}
      submitLabel={texts.insert}
      isAllowed={isAllowedImage}
      onApply={(url) => insertImage(editor, url, alt.trim(), at)}
      onClose={onClose}
    >
      <TextField label={texts.alt} description={texts.altDescription} value={alt} onChange={setAlt} />
    </AddressForm>
  );
}
