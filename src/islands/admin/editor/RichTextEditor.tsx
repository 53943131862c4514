// The blog post editor: Slate with history, 400 px tall, with a toolbar of labelled
// buttons that show their state (aria-pressed) and keyboard shortcuts for everything on it. The
// toolbar is one tab stop (arrow keys move inside it, as the ARIA toolbar pattern asks); after a
// command the caret returns to the text. Links and images are added through small dialogs that
// check the address the way the server will. The content area is a labelled, multi-line textbox
// tied to the field's error message.
//
// The document is read from HTML once, when the editor mounts (give it a new `key` to load
// another post), and every change is reported as the document; ./html.ts writes it as HTML.
import {
  type FormEvent,
  type KeyboardEvent,
  type ReactNode,
  useCallback,
  useId,
  useMemo,
  useRef,
  useState,
} from "react";
import {
  Button,
  Dialog,
  Form,
  FormContext,
  Heading,
  Modal,
  ModalOverlay,
  Separator,
  ToggleButton,
  Toolbar,
  Tooltip,
  TooltipTrigger,
} from "react-aria-components";
import { type BaseRange, createEditor, Editor, Range, Transforms } from "slate";
import { withHistory } from "slate-history";
import {
  Editable,
  ReactEditor,
  type RenderElementProps,
  type RenderLeafProps,
  type RenderPlaceholderProps,
  Slate,
  useFocused,
  useSelected,
  useSlateStatic,
  useSlate,
  withReact,
} from "slate-react";
import { iconImage, iconQuote, SvgIcon } from "../../../components/Icon";
import { Checkbox } from "../../../components/ui/Checkbox";
import { TextField } from "../../../components/ui/TextField";
import { editorTexts as texts } from "../../../content/admin";
import { readTimeFromWords } from "../../../shared/read-time";
import {
  activeLink,
  BLOCK_SHORTCUTS,
  type BlockFormat,
  ensureSelection,
  inCodeBlock,
  insertImage,
  isBlockActive,
  isMarkActive,
  MARK_SHORTCUTS,
  removeLink,
  SHORTCUTS,
  setLink,
  toggleBlock,
  toggleMark,
  withPostEditor,
} from "./commands";
import { isAllowedImage, isAllowedLink } from "../../../shared/post-html-rules";
import { plainText } from "./document-text";
import type { BlockElement, ImageElement, KeptHtmlElement, LinkElement, Mark, PostEditor } from "./types";

export const EDITOR_HEIGHT_PX = 400;

export type RichTextEditorProps = {
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
  const [dialog, setDialog] = useState<{ kind: "link" | "image"; at: BaseRange | null } | null>(null);
  const helpId = useId();

  const openDialog = useCallback(
    (kind: "link" | "image") => {
      syncSelection(editor);
      ensureSelection(editor);
      setDialog({ kind, at: editor.selection });
    },
    [editor],
  );

  const closeDialog = () => {
    setDialog(null);
    // Back to the text, where the caret was.
    requestAnimationFrame(() => ReactEditor.focus(editor));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    for (const mark of MARK_SHORTCUTS) {
      if (SHORTCUTS[mark].matches(event)) {
        event.preventDefault();
        syncSelection(editor);
        toggleMark(editor, mark);
        return;
      }
    }
    for (const format of BLOCK_SHORTCUTS) {
      if (SHORTCUTS[format].matches(event)) {
        event.preventDefault();
        syncSelection(editor);
        toggleBlock(editor, format);
        return;
      }
    }
    if (SHORTCUTS.link.matches(event)) {
      event.preventDefault();
      if (!inCodeBlock(editor)) openDialog("link");
    }
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
          onKeyDown={onKeyDown}
          style={{ height: EDITOR_HEIGHT_PX }}
          className="prose-content overflow-y-auto px-4 py-3 !text-base !leading-7 outline-none focus-visible:bg-bg/40"
        />
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
      <ImageDialog isOpen={dialog?.kind === "image"} editor={editor} at={dialog?.at ?? null} onClose={closeDialog} />
    </div>
  );
}

/**
 * Slate learns of selection changes from the DOM a moment later (it throttles selectionchange);
 * a shortcut pressed right after Shift+Arrow must act on the selection the writer sees.
 */
function syncSelection(editor: PostEditor) {
  if (!ReactEditor.isFocused(editor)) return;
  const dom = window.getSelection();
  if (!dom || dom.rangeCount === 0) return;
  const range = ReactEditor.toSlateRange(editor, dom, { exactMatch: false, suppressThrow: true });
  if (range && !(editor.selection && Range.equals(range, editor.selection))) Transforms.select(editor, range);
}

function countWords(blocks: readonly BlockElement[]): number {
  return plainText(blocks).split(/\s+/).filter(Boolean).length;
}

// ---- Toolbar ----

type ToolLabel = keyof typeof texts.buttons;

const MARK_BUTTONS: readonly { mark: Mark; label: ToolLabel; glyph: ReactNode }[] = [
  { mark: "bold", label: "bold", glyph: <span className="font-bold">B</span> },
  { mark: "italic", label: "italic", glyph: <span className="font-serif italic">I</span> },
  { mark: "underline", label: "underline", glyph: <span className="underline underline-offset-2">U</span> },
  { mark: "code", label: "code", glyph: <span className="font-mono text-xs">{"</>"}</span> },
];

const BLOCK_BUTTONS: readonly { format: BlockFormat; label: ToolLabel; glyph: ReactNode }[] = [
  { format: "paragraph", label: "paragraph", glyph: <span className="font-serif">¶</span> },
  { format: "heading-two", label: "headingTwo", glyph: <span className="text-xs font-bold">H2</span> },
  { format: "heading-three", label: "headingThree", glyph: <span className="text-xs font-bold">H3</span> },
  {
    format: "bulleted-list",
    label: "bulletedList",
    glyph: <SvgIcon drawing={<path d="M9 6h11M9 12h11M9 18h11M4 6h.01M4 12h.01M4 18h.01" />} className="h-4 w-4" />,
  },
  {
    format: "numbered-list",
    label: "numberedList",
    glyph: <SvgIcon drawing={<path d="M10 6h10M10 12h10M10 18h10M4 4v4M3 14h2l-2 3h2" />} className="h-4 w-4" />,
  },
  { format: "block-quote", label: "quote", glyph: <SvgIcon drawing={iconQuote} className="h-4 w-4" /> },
  {
    format: "code-block",
    label: "codeBlock",
    glyph: <SvgIcon drawing={<path d="m8 8-4 4 4 4M16 8l4 4-4 4M14 4l-4 16" />} className="h-4 w-4" />,
  },
];

/**
 * React Aria's buttons pass on only the ARIA attributes they know; the shortcut (and the dialog a
 * button opens) are set on the element itself.
 */
const ariaExtras = (extras: { keyshortcuts?: string; haspopup?: "dialog" }) => (element: HTMLElement | null) => {
  if (extras.keyshortcuts) element?.setAttribute("aria-keyshortcuts", extras.keyshortcuts);
  if (extras.haspopup) element?.setAttribute("aria-haspopup", extras.haspopup);
};

const toolClass = ({
  isSelected,
  isFocusVisible,
  isDisabled,
}: {
  isSelected?: boolean;
  isFocusVisible: boolean;
  isDisabled: boolean;
}) =>
  `inline-flex h-8 min-w-8 items-center justify-center rounded-md px-1.5 text-sm sm:h-9 sm:min-w-9 sm:px-2 outline-none transition-colors ${
    isSelected ? "bg-primary text-primary-fg" : "text-fg hover:bg-surface"
  } ${isFocusVisible ? "ring-2 ring-ring" : ""} ${isDisabled ? "cursor-not-allowed opacity-50" : "cursor-pointer"}`;

function Tip({ label, shortcut, children }: { label: string; shortcut?: string; children: ReactNode }) {
  return (
    <TooltipTrigger delay={700} closeDelay={300}>
      {children}
      <Tooltip offset={6} className="rounded-md bg-fg px-2 py-1 text-xs font-medium text-bg shadow-md">
        {shortcut ? `${label} (${shortcut})` : label}
      </Tooltip>
    </TooltipTrigger>
  );
}

function EditorToolbar({
  onLink,
  onImage,
  isDisabled,
}: {
  onLink: () => void;
  onImage: () => void;
  isDisabled?: boolean;
}) {
  const editor = useSlate();
  const code = inCodeBlock(editor);
  const run = (action: () => void) => {
    action();
    ReactEditor.focus(editor);
  };
  const link = activeLink(editor);

  return (
    <Toolbar
      aria-label={texts.toolbarLabel}
      className="flex flex-wrap items-center gap-0.5 border-b border-border bg-surface-muted p-1.5 sm:gap-1"
    >
      {MARK_BUTTONS.map(({ mark, label, glyph }) => (
        <Tip key={mark} label={texts.buttons[label]} shortcut={SHORTCUTS[mark].label}>
          <ToggleButton
            aria-label={texts.buttons[label]}
            ref={ariaExtras({ keyshortcuts: SHORTCUTS[mark].keys })}
            isSelected={isMarkActive(editor, mark)}
            isDisabled={isDisabled || code}
            onChange={() => run(() => toggleMark(editor, mark))}
            className={toolClass}
          >
            {glyph}
          </ToggleButton>
        </Tip>
      ))}
      <Separator orientation="vertical" className="mx-0.5 h-6 w-px bg-border sm:mx-1" />
      {BLOCK_BUTTONS.map(({ format, label, glyph }) => (
        <Tip key={format} label={texts.buttons[label]} shortcut={SHORTCUTS[format].label}>
          <ToggleButton
            aria-label={texts.buttons[label]}
            ref={ariaExtras({ keyshortcuts: SHORTCUTS[format].keys })}
            isSelected={isBlockActive(editor, format)}
            isDisabled={isDisabled}
            onChange={() => run(() => toggleBlock(editor, format))}
            className={toolClass}
          >
            {glyph}
          </ToggleButton>
        </Tip>
      ))}
      <Separator orientation="vertical" className="mx-0.5 h-6 w-px bg-border sm:mx-1" />
      <Tip label={texts.buttons.link} shortcut={SHORTCUTS.link.label}>
        <ToggleButton
          aria-label={texts.buttons.link}
          ref={ariaExtras({ keyshortcuts: SHORTCUTS.link.keys, haspopup: "dialog" })}
          isSelected={link !== undefined}
          isDisabled={isDisabled || code}
          onChange={onLink}
          className={toolClass}
        >
          <SvgIcon
            drawing={
              <>
                <path d="M10 13a5 5 0 0 0 7.54.54l3-3a5 5 0 0 0-7.07-7.07l-1.72 1.71" />
                <path d="M14 11a5 5 0 0 0-7.54-.54l-3 3a5 5 0 0 0 7.07 7.07l1.71-1.71" />
              </>
            }
            className="h-4 w-4"
          />
        </ToggleButton>
      </Tip>
      <Tip label={texts.buttons.image}>
        <Button
          aria-label={texts.buttons.image}
          ref={ariaExtras({ haspopup: "dialog" })}
          isDisabled={isDisabled || code}
          onPress={onImage}
          className={toolClass}
        >
          <SvgIcon drawing={iconImage} className="h-4 w-4" />
        </Button>
      </Tip>
      <Separator orientation="vertical" className="mx-0.5 h-6 w-px bg-border sm:mx-1" />
      <Tip label={texts.buttons.undo} shortcut={SHORTCUTS.undo.label}>
        <Button
          aria-label={texts.buttons.undo}
          ref={ariaExtras({ keyshortcuts: SHORTCUTS.undo.keys })}
          isDisabled={isDisabled || editor.history.undos.length === 0}
          onPress={() => run(() => editor.undo())}
          className={toolClass}
        >
          <SvgIcon drawing={<path d="M9 14 4 9l5-5M4 9h11a5 5 0 0 1 0 10h-3" />} className="h-4 w-4" />
        </Button>
      </Tip>
      <Tip label={texts.buttons.redo} shortcut={SHORTCUTS.redo.label}>
        <Button
          aria-label={texts.buttons.redo}
          ref={ariaExtras({ keyshortcuts: SHORTCUTS.redo.keys })}
          isDisabled={isDisabled || editor.history.redos.length === 0}
          onPress={() => run(() => editor.redo())}
          className={toolClass}
        >
          <SvgIcon drawing={<path d="m15 14 5-5-5-5M20 9H9a5 5 0 0 0 0 10h3" />} className="h-4 w-4" />
        </Button>
      </Tip>
    </Toolbar>
  );
}

function ShortcutList({ id }: { id: string }) {
  const rows: [string, string][] = [
    ...MARK_SHORTCUTS.map((mark): [string, string] => [
      texts.buttons[MARK_BUTTONS.find((b) => b.mark === mark)!.label],
      SHORTCUTS[mark].label,
    ]),
    ...BLOCK_SHORTCUTS.map((format): [string, string] => [
      texts.buttons[BLOCK_BUTTONS.find((b) => b.format === format)!.label],
      SHORTCUTS[format].label,
    ]),
    [texts.buttons.link, SHORTCUTS.link.label],
    [texts.buttons.undo, SHORTCUTS.undo.label],
    [texts.buttons.redo, SHORTCUTS.redo.label],
    ["Line break", "Shift+Enter"],
    ["Markdown", "## ### - 1. > ``` then Space"],
  ];
  return (
    <dl id={id} className="mt-2 grid grid-cols-[auto_auto] gap-x-4 gap-y-1 text-fg">
      {rows.map(([name, keys]) => (
        <div key={name} className="contents">
          <dt>{name}</dt>
          <dd className="font-mono">{keys}</dd>
        </div>
      ))}
    </dl>
  );
}

// ---- Dialogs ----

function EditorDialog({
  isOpen,
  title,
  onClose,
  children,
}: {
  isOpen: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <ModalOverlay
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      isDismissable
      className="fixed inset-0 z-50 flex min-h-full items-center justify-center overflow-y-auto bg-black/60 p-4"
    >
      <Modal className="w-full max-w-md rounded-xl border border-border bg-surface text-fg shadow-lg outline-none">
        <Dialog className="p-6 outline-none">
          <Heading slot="title" className="font-heading text-xl font-semibold tracking-tight">
            {title}
          </Heading>
          {/* The editor sits in the post's form, whose React Aria context (its onSubmit among it)
              would otherwise reach the dialog's own form: submitting a link would save the post. */}
          <FormContext.Provider value={null}>{children}</FormContext.Provider>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}

function LinkDialog({
  isOpen,
  editor,
  at,
  onClose,
}: {
  isOpen: boolean;
  editor: PostEditor;
  at: BaseRange | null;
  onClose: () => void;
}) {
  const existing = useMemo(() => {
    if (!isOpen || !at) return undefined;
    const [entry] = Editor.nodes<LinkElement>(editor, { at, match: (node) => "type" in node && node.type === "link" });
    return entry?.[0];
  }, [isOpen, at, editor]);
  return (
    <EditorDialog isOpen={isOpen} title={texts.linkDialog.title} onClose={onClose}>
      {isOpen ? <LinkForm editor={editor} at={at} existing={existing} onClose={onClose} /> : null}
    </EditorDialog>
  );
}

function LinkForm({
  editor,
  at,
  existing,
  onClose,
}: {
  editor: PostEditor;
  at: BaseRange | null;
  existing: LinkElement | undefined;
  onClose: () => void;
}) {
  const [url, setUrl] = useState(existing?.url ?? "");
  const [newTab, setNewTab] = useState(existing?.newTab === true);
  const [submitted, setSubmitted] = useState(false);
  const invalid = submitted && !isAllowedLink(url);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // React passes events from a portal on to the portal's React ancestors: the post's form.
    event.stopPropagation();
    setSubmitted(true);
    if (!isAllowedLink(url)) return;
    setLink(editor, url.trim(), newTab, at);
    onClose();
  };
  return (
    <Form onSubmit={onSubmit} validationBehavior="aria" className="mt-5 flex flex-col gap-4">
      <TextField
        label={texts.linkDialog.url}
        description={texts.linkDialog.urlDescription}
        autoFocus
        type="text"
        inputMode="url"
        isRequired
        value={url}
        onChange={setUrl}
        isInvalid={invalid}
        errorMessage={texts.linkDialog.invalid}
      />
      <Checkbox label="Open in a new tab" isSelected={newTab} onChange={setNewTab} />
      <div className="mt-2 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        {existing ? (
          <Button
            onPress={() => {
              removeLink(editor, at);
              onClose();
            }}
            className="btn-outline mr-auto outline-none data-focus-visible:ring-2 data-focus-visible:ring-ring"
          >
            {texts.linkDialog.remove}
          </Button>
        ) : null}
        <Button
          onPress={onClose}
          className="btn-outline outline-none data-focus-visible:ring-2 data-focus-visible:ring-ring"
        >
          {texts.linkDialog.cancel}
        </Button>
        <Button
          type="submit"
          className="btn-primary outline-none data-focus-visible:ring-2 data-focus-visible:ring-ring"
        >
          {texts.linkDialog.apply}
        </Button>
      </div>
    </Form>
  );
}

function ImageDialog({
  isOpen,
  editor,
  at,
  onClose,
}: {
  isOpen: boolean;
  editor: PostEditor;
  at: BaseRange | null;
  onClose: () => void;
}) {
  return (
    <EditorDialog isOpen={isOpen} title={texts.imageDialog.title} onClose={onClose}>
      {isOpen ? <ImageForm editor={editor} at={at} onClose={onClose} /> : null}
    </EditorDialog>
  );
}

function ImageForm({ editor, at, onClose }: { editor: PostEditor; at: BaseRange | null; onClose: () => void }) {
  const [url, setUrl] = useState("");
  const [alt, setAlt] = useState("");
  const [submitted, setSubmitted] = useState(false);
  const invalid = submitted && !isAllowedImage(url);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    event.stopPropagation();
    setSubmitted(true);
    if (!isAllowedImage(url)) return;
    insertImage(editor, url.trim(), alt.trim(), at);
    onClose();
  };
  return (
    <Form onSubmit={onSubmit} validationBehavior="aria" className="mt-5 flex flex-col gap-4">
      <TextField
        label={texts.imageDialog.url}
        description={texts.imageDialog.urlDescription}
        autoFocus
        type="text"
        inputMode="url"
        isRequired
        value={url}
        onChange={setUrl}
        isInvalid={invalid}
        errorMessage={texts.imageDialog.invalid}
      />
      <TextField
        label={texts.imageDialog.alt}
        description={texts.imageDialog.altDescription}
        value={alt}
        onChange={setAlt}
      />
      <div className="mt-2 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button
          onPress={onClose}
          className="btn-outline outline-none data-focus-visible:ring-2 data-focus-visible:ring-ring"
        >
          {texts.imageDialog.cancel}
        </Button>
        <Button
          type="submit"
          className="btn-primary outline-none data-focus-visible:ring-2 data-focus-visible:ring-ring"
        >
          {texts.imageDialog.insert}
        </Button>
      </div>
    </Form>
  );
}

// ---- Rendering the document ----

// Keeps the caret from being placed inside the link's edges in Chromium (Slate's inlines example).
const InlineEdge = () => (
  <span contentEditable={false} className="text-[0px]">
    {String.fromCodePoint(160)}
  </span>
);

function renderElement(props: RenderElementProps) {
  const { attributes, children, element } = props;
  switch (element.type) {
    case "heading-two":
      return <h2 {...attributes}>{children}</h2>;
    case "heading-three":
      return <h3 {...attributes}>{children}</h3>;
    case "block-quote":
      return <blockquote {...attributes}>{children}</blockquote>;
    case "code-block":
      return (
        <pre {...attributes}>
          <code>{children}</code>
        </pre>
      );
    case "bulleted-list":
      return <ul {...attributes}>{children}</ul>;
    case "numbered-list":
      return (
        <ol {...attributes} start={element.start}>
          {children}
        </ol>
      );
    case "list-item":
      return <li {...attributes}>{children}</li>;
    case "link":
      return (
        <a {...attributes} href={element.url} className="cursor-text">
          <InlineEdge />
          {children}
          <InlineEdge />
        </a>
      );
    case "image":
      return <ImageBlock {...props} element={element} />;
    case "kept-html":
      return <KeptBlock {...props} element={element} />;
    default:
      return <p {...attributes}>{children}</p>;
  }
}

function ImageBlock({ attributes, children, element }: RenderElementProps & { element: ImageElement }) {
  const editor = useSlateStatic();
  const selected = useSelected();
  const focused = useFocused();
  const [failed, setFailed] = useState(false);
  const ref = useRef<HTMLImageElement>(null);
  return (
    <div {...attributes}>
      <div contentEditable={false} className="relative my-6">
        {failed ? (
          <div
            className={`rounded-lg border border-dashed border-border p-4 text-sm text-muted ${selected && focused ? "ring-3 ring-ring" : ""}`}
          >
            <p>{texts.imageFailed}</p>
            <p className="mt-1 break-all font-mono text-xs">{element.url}</p>
            {element.alt ? <p className="mt-1">“{element.alt}”</p> : null}
          </div>
        ) : (
          <img
            ref={ref}
            src={element.url}
            alt={element.alt}
            onError={() => setFailed(true)}
            className={`!my-0 max-h-80 rounded-lg ${selected && focused ? "ring-3 ring-ring" : ""}`}
          />
        )}
        <button
          type="button"
          aria-label={texts.imageRemove}
          onClick={() => Transforms.removeNodes(editor, { at: ReactEditor.findPath(editor, element) })}
          className="absolute top-2 right-2 inline-flex h-8 w-8 items-center justify-center rounded-md border border-border bg-surface text-fg shadow-sm hover:bg-surface-muted"
        >
          <SvgIcon drawing={<path d="M6 6l12 12M18 6L6 18" />} className="h-4 w-4" />
        </button>
      </div>
      {children}
    </div>
  );
}

function KeptBlock({ attributes, children, element }: RenderElementProps & { element: KeptHtmlElement }) {
  const editor = useSlateStatic();
  const selected = useSelected();
  const focused = useFocused();
  return (
    <div {...attributes}>
      <div
        contentEditable={false}
        className={`my-6 rounded-lg border border-dashed border-border p-3 ${selected && focused ? "ring-3 ring-ring" : ""}`}
      >
        <div className="mb-2 flex items-center justify-between gap-2 text-xs text-muted">
          <span>{element.kind === "table" ? texts.keptBlock.table : texts.keptBlock.other}</span>
          <button
            type="button"
            onClick={() => Transforms.removeNodes(editor, { at: ReactEditor.findPath(editor, element) })}
            className="rounded px-2 py-1 font-semibold text-fg hover:bg-surface-muted"
          >
            {texts.keptBlock.remove}
          </button>
        </div>
        {/* Built by the editor's own allow-list (./html.ts keptHtml): tags, a few attributes, escaped text. */}
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by keptHtml */}
        <div className="text-sm" dangerouslySetInnerHTML={{ __html: element.html }} />
      </div>
      {children}
    </div>
  );
}

function renderLeaf({ attributes, children, leaf }: RenderLeafProps) {
  let content = children;
  if (leaf.code) content = <code>{content}</code>;
  if (leaf.underline) content = <u>{content}</u>;
  if (leaf.italic) content = <em>{content}</em>;
  if (leaf.bold) content = <strong>{content}</strong>;
  return <span {...attributes}>{content}</span>;
}

function renderPlaceholder({ attributes, children }: RenderPlaceholderProps) {
  return (
    <span {...attributes} style={{ ...attributes.style, opacity: 1 }} className="text-muted">
      {children}
    </span>
  );
}
