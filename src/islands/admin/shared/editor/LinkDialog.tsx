// Adds, changes or removes the link on the selection the dialog was opened with.
import { useMemo, useState } from "react";
import { Editor } from "slate";
import { Checkbox } from "../../../../components/ui/Checkbox";
import { editorTexts } from "./texts";
import { isAllowedLink } from "../../../../shared/post-html-rules";
import { removeLink, setLink } from "./commands";
import { AddressForm, EditorDialog, type InsertDialogProps as DialogProps } from "./EditorDialog";
import type { LinkElement } from "./types";

const texts = editorTexts.linkDialog;

export function LinkDialog({ isOpen, editor, at, onClose }: DialogProps) {
  const existing = useMemo(() => {
    if (!isOpen || !at) return undefined;
    const [entry] = Editor.nodes<LinkElement>(editor, { at, match: (node) => "type" in node && node.type === "link" });
    return entry?.[0];
  }, [isOpen, at, editor]);
  return (
    <EditorDialog isOpen={isOpen} title={texts.title} onClose={onClose}>
      {isOpen ? <LinkForm editor={editor} at={at} existing={existing} onClose={onClose} /> : null}
    </EditorDialog>
  );
}

function LinkForm({
  editor,
  at,
  existing,
  onClose,
}: Omit<DialogProps, "isOpen"> & { existing: LinkElement | undefined }) {
  const [newTab, setNewTab] = useState(existing?.newTab === true);
  return (
    <AddressForm
      texts={texts}
      submitLabel={texts.apply}
      initialAddress={existing?.url}
      isAllowed={isAllowedLink}
      onApply={(url) => setLink(editor, url, newTab, at)}
      onClose={onClose}
      remove={existing ? { label: texts.remove, onPress: () => removeLink(editor, at) } : undefined}
    >
      <Checkbox label="Open in a new tab" isSelected={newTab} onChange={setNewTab} />
    </AddressForm>
  );
}
