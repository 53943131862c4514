// The blog post editor: Slate with history, 400 px tall, with a toolbar of labelled buttons that
// show their state (./Toolbar.tsx) and keyboard shortcuts for everything on it (./keyboard.ts).
// Links and images are added through small dialogs that check the address the way the server will
// (./LinkDialog.tsx, ./ImageDialog.tsx). An image file dropped or pasted into the text opens the
// image dialog with it, which uploads it and asks for its alt text (docs/product.md#media). '/' at
// the start of an empty paragraph, or the '+' beside one, opens the block menu (./BlockMenu.tsx),
// whose image and call to action go on to their dialogs. The content area is a labelled, multi-line
// textbox tied to the field's error message; under it, the word count, the read time and the
// shortcut list.
//
// The document is read from HTML once, when the editor mounts (give it a new `key` to load
// another post), and every change is reported as the document; ./html.ts writes it as HTML.
import { type ClipboardEvent, type DragEvent, useCallback, useId, useRef, useState } from "react";
import { type BaseRange, createEditor, Editor, type Path, Transforms } from "slate";
import { withHistory } from "slate-history";
import { Editable, ReactEditor, Slate, withReact } from "slate-react";
import { editorTexts as texts } from "./texts";
import { readTimeFromWords } from "../../../../shared/read-time";
import { ensureSelection, withPostEditor } from "./commands";
import { emptyParagraphAt, giveBackTyping, insertDivider, turnInto } from "./blocks";
import { BlockMenu, BlockMenuOpener, isTextBlock, type MenuBlock, type MenuDismissal } from "./BlockMenu";
import { CallToActionDialog } from "./CallToActionDialog";
import { imageFilesOf } from "../uploads/media";
import { countWords } from "./document-text";
import { ImageDialog } from "./ImageDialog";
import { handleShortcut, syncSelection } from "./keyboard";
import { LinkDialog } from "./LinkDialog";
import { renderElement } from "./render-element";
import { renderLeaf, renderPlaceholder } from "./render-leaf";
import { ShortcutList } from "./ShortcutList";
import { EditorToolbar } from "./Toolbar";
import type { BlockElement } from "./types";

const EDITOR_HEIGHT_PX = 400;

type RichTextEditorProps = {
  /** The id of the field's visible label, which names the textbox. */
  labelId: string;
  /** The id the textbox gets, so a form can focus it. */
  id: string;
  initialValue: BlockElement[];
  onChange: (value: BlockElement[]) => void;
  isInvalid?: boolean;
  /** The id of the error message, read after the label while the field is invalid. */
  errorId?: string;
  isDisabled?: boolean;
};

export function RichTextEditor({
  labelId,
  id,
  initialValue,
  onChange,
  isInvalid,
  errorId,
  isDisabled,
}: RichTextEditorProps) {
  const [editor] = useState(() => withPostEditor(withHistory(withReact(createEditor()))));
  const [words, setWords] = useState(() => countWords(initialValue));
  const [dialog, setDialog] = useState<{
    kind: "link" | "image" | "call-to-action";
    at: BaseRange | null;
    file?: File;
  } | null>(null);
  // The block menu: the caret it was opened at, and whether '/' opened it (not the '+').
  const [menu, setMenu] = useState<{ at: BaseRange; bySlash: boolean } | null>(null);
  const menuAnchor = useRef<Element | null>(null);
  const helpId = useId();

  const openMenu = useCallback(
    (paragraph: Path, bySlash: boolean) => {
      const start = Editor.start(editor, paragraph);
      menuAnchor.current = ReactEditor.toDOMNode(editor, Editor.node(editor, paragraph)[0]);
      setMenu({ at: { anchor: start, focus: start }, bySlash });
    },
    [editor],
  );
  const openMenuByButton = useCallback((paragraph: Path) => openMenu(paragraph, false), [openMenu]);

  /** Back to the text, at its selection, once the popover or dialog has let go of the focus. */
  const focusText = () => requestAnimationFrame(() => ReactEditor.focus(editor));

  const chooseBlock = (block: MenuBlock) => {
    if (!menu) return;
    const { at } = menu;
    setMenu(null);
    if (isTextBlock(block)) {
      turnInto(editor, block, at);
      focusText();
    } else if (block === "divider") {
      insertDivider(editor, at);
      focusText();
    } else setDialog({ kind: block, at });
  };

  const dismissMenu = ({ erased, typed }: MenuDismissal) => {
    if (!menu) return;
    setMenu(null);
    // Opened by the '+', nothing was typed in the text: the caret just goes back.
    giveBackTyping(editor, menu.at, typed, erased || !menu.bySlash);
    focusText();
  };

  const openDialog = useCallback(
    (kind: "link" | "image", file?: File) => {
      syncSelection(editor);
      ensureSelection(editor);
      setDialog({ kind, at: editor.selection, file });
    },
    [editor],
  );

  /**
   * An image file dropped or pasted: the image dialog opens with it (the first, if several) and
   * Slate does nothing more; anything else is left to Slate. Returns whether it was taken.
   */
  const takeImageFile = (event: DragEvent | ClipboardEvent, files: FileList | undefined): boolean => {
    const [file] = imageFilesOf(files);
    if (!file || isDisabled) return false;
    event.preventDefault();
    if (event.type === "drop") {
      // The image goes where it was dropped, not where the caret was.
      try {
        Transforms.select(editor, ReactEditor.findEventRange(editor, event as DragEvent));
      } catch {
        // Dropped where no text position could be found (a margin): at the caret instead.
      }
    }
    openDialog("image", file);
    return true;
  };

  const closeDialog = () => {
    setDialog(null);
    focusText();
  };

  // The shortcuts are announced per toolbar button (aria-keyshortcuts); the textbox is described
  // by its error only.
  const describedBy = isInvalid ? errorId : undefined;

  return (
    <div
      data-editor
      className={`overflow-hidden rounded-md border bg-surface shadow-sm transition-colors focus-within:border-primary ${
        isInvalid ? "border-danger" : "border-border"
      }`}
    >
      <Slate
        editor={editor}
        initialValue={initialValue}
        onValueChange={(value) => {
          const blocks = value as BlockElement[];
          setWords(countWords(blocks));
          onChange(blocks);
        }}
      >
        <EditorToolbar onLink={() => openDialog("link")} onImage={() => openDialog("image")} isDisabled={isDisabled} />
        <BlockMenuOpener.Provider value={isDisabled ? null : openMenuByButton}>
          <Editable
            id={id}
            aria-labelledby={labelId}
            aria-describedby={describedBy}
            aria-invalid={isInvalid || undefined}
            aria-required
            readOnly={isDisabled}
            spellCheck
            placeholder="Write the post…"
            renderElement={renderElement}
            renderLeaf={renderLeaf}
            renderPlaceholder={renderPlaceholder}
            onKeyDown={(event) => {
              if (event.key === "/" && !event.ctrlKey && !event.metaKey && !event.altKey) {
                // The editor's own caret first: right after Enter it is in the new paragraph, where
                // the page's selection may not have followed yet (reading that one first put the
                // '/' at the end of the block before, in one browser test run). Else the page's: a
                // click the editor has not read yet.
                let paragraph = emptyParagraphAt(editor);
                if (!paragraph) {
                  syncSelection(editor);
                  paragraph = emptyParagraphAt(editor);
                }
                if (paragraph) {
                  event.preventDefault();
                  openMenu(paragraph[1], true);
                  return;
                }
              }
              handleShortcut(editor, event, () => openDialog("link"));
            }}
            onDrop={(event) => takeImageFile(event, event.dataTransfer?.files)}
            onPaste={(event) => takeImageFile(event, event.clipboardData?.files)}
            style={{ height: EDITOR_HEIGHT_PX }}
            className="prose-content overflow-y-auto py-3 pr-4 pl-12 !text-base !leading-7 outline-none focus-visible:bg-bg/40"
          />
        </BlockMenuOpener.Provider>
        <BlockMenu anchorRef={menuAnchor} isOpen={menu !== null} onChoose={chooseBlock} onDismiss={dismissMenu} />
      </Slate>
      <div className="flex flex-wrap items-center justify-between gap-2 border-t border-border bg-surface-muted px-3 py-2 text-xs text-muted">
        <span data-word-count>
          {words === 1 ? "1 word" : `${words} words`} · about {readTimeFromWords(words)}
        </span>
        <details className="group">
          <summary className="cursor-pointer rounded font-semibold text-fg outline-none focus-visible:ring-2 focus-visible:ring-ring">
            {texts.shortcutsHeading}
          </summary>
          <ShortcutList id={helpId} />
        </details>
      </div>

      <LinkDialog isOpen={dialog?.kind === "link"} editor={editor} at={dialog?.at ?? null} onClose={closeDialog} />
      <ImageDialog
        isOpen={dialog?.kind === "image"}
        editor={editor}
        at={dialog?.at ?? null}
        file={dialog?.file}
        onClose={closeDialog}
      />
      <CallToActionDialog
        isOpen={dialog?.kind === "call-to-action"}
        editor={editor}
        at={dialog?.at ?? null}
        onClose={closeDialog}
      />
    </div>
  );
}
