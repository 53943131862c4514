// The editor's toolbar: labelled buttons that show their state (aria-pressed), each with its
// keyboard shortcut in a tooltip and in aria-keyshortcuts. The toolbar is one tab stop (arrow keys
// move inside it, as the ARIA toolbar pattern asks); after a command the caret returns to the text.
import type { ReactNode } from "react";
import { Button, Separator, ToggleButton, Toolbar, Tooltip, TooltipTrigger } from "react-aria-components";
import { ReactEditor, useSlate } from "slate-react";
import { iconImage, iconQuote, SvgIcon } from "../../../../components/Icon";
import { editorTexts as texts } from "./texts";
import { activeLink, inCodeBlock, isBlockActive, isMarkActive, toggleBlock, toggleMark } from "./commands";
import { SHORTCUTS, type ToolbarBlockFormat } from "./keyboard";
import type { Mark } from "./types";

type ToolLabel = keyof typeof texts.buttons;

export const MARK_BUTTONS: readonly { mark: Mark; label: ToolLabel; glyph: ReactNode }[] = [
  { mark: "bold", label: "bold", glyph: <span className="font-bold">B</span> },
  { mark: "italic", label: "italic", glyph: <span className="font-serif italic">I</span> },
  { mark: "underline", label: "underline", glyph: <span className="underline underline-offset-2">U</span> },
  { mark: "code", label: "code", glyph: <span className="font-mono text-xs">{"</>"}</span> },
];

export const BLOCK_BUTTONS: readonly { format: ToolbarBlockFormat; label: ToolLabel; glyph: ReactNode }[] = [
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

const HISTORY_BUTTONS = [
  { step: "undo", steps: "undos", drawing: <path d="M9 14 4 9l5-5M4 9h11a5 5 0 0 1 0 10h-3" /> },
  { step: "redo", steps: "redos", drawing: <path d="m15 14 5-5-5-5M20 9H9a5 5 0 0 0 0 10h3" /> },
] as const;

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

type ToolProps = {
  label: string;
  /** Its entry in the shortcuts table, if it has one. */
  shortcut?: (typeof SHORTCUTS)[keyof typeof SHORTCUTS];
  opensDialog?: boolean;
  isDisabled?: boolean;
  children: ReactNode;
};

/** A toolbar button in its tooltip: a toggle when `isSelected` is given, else a plain button. */
function Tool({
  label,
  shortcut,
  opensDialog,
  isDisabled,
  children,
  ...action
}: ToolProps & ({ isSelected: boolean; onChange: () => void } | { onPress: () => void })) {
  const shared = {
    "aria-label": label,
    ref: ariaExtras({ keyshortcuts: shortcut?.keys, haspopup: opensDialog ? "dialog" : undefined }),
    isDisabled,
    className: toolClass,
  };
  return (
    <TooltipTrigger delay={700} closeDelay={300}>
      {"onPress" in action ? (
        <Button {...shared} onPress={action.onPress}>
          {children}
        </Button>
      ) : (
        <ToggleButton {...shared} isSelected={action.isSelected} onChange={action.onChange}>
          {children}
        </ToggleButton>
      )}
      <Tooltip offset={6} className="rounded-md bg-fg px-2 py-1 text-xs font-medium text-bg shadow-md">
        {shortcut ? `${label} (${shortcut.label})` : label}
      </Tooltip>
    </TooltipTrigger>
  );
}

const ToolSeparator = () => <Separator orientation="vertical" className="mx-0.5 h-6 w-px bg-border sm:mx-1" />;

export function EditorToolbar({
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
  const run = (action: () => void) => () => {
    action();
    ReactEditor.focus(editor);
  };

  return (
    <Toolbar
      aria-label={texts.toolbarLabel}
      className="flex flex-wrap items-center gap-0.5 border-b border-border bg-surface-muted p-1.5 sm:gap-1"
    >
      {MARK_BUTTONS.map(({ mark, label, glyph }) => (
        <Tool
          key={mark}
          label={texts.buttons[label]}
          shortcut={SHORTCUTS[mark]}
          isSelected={isMarkActive(editor, mark)}
          isDisabled={isDisabled || code}
          onChange={run(() => toggleMark(editor, mark))}
        >
          {glyph}
        </Tool>
      ))}
      <ToolSeparator />
      {BLOCK_BUTTONS.map(({ format, label, glyph }) => (
        <Tool
          key={format}
          label={texts.buttons[label]}
          shortcut={SHORTCUTS[format]}
          isSelected={isBlockActive(editor, format)}
          isDisabled={isDisabled}
          onChange={run(() => toggleBlock(editor, format))}
        >
          {glyph}
        </Tool>
      ))}
      <ToolSeparator />
      <Tool
        label={texts.buttons.link}
        shortcut={SHORTCUTS.link}
        opensDialog
        isSelected={activeLink(editor) !== undefined}
        isDisabled={isDisabled || code}
        onChange={onLink}
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
      </Tool>
      <Tool label={texts.buttons.image} opensDialog isDisabled={isDisabled || code} onPress={onImage}>
        <SvgIcon drawing={iconImage} className="h-4 w-4" />
      </Tool>
      <ToolSeparator />
      {HISTORY_BUTTONS.map(({ step, steps, drawing }) => (
        <Tool
          key={step}
          label={texts.buttons[step]}
          shortcut={SHORTCUTS[step]}
          isDisabled={isDisabled || editor.history[steps].length === 0}
          onPress={run(() => editor[step]())}
        >
          <SvgIcon drawing={drawing} className="h-4 w-4" />
        </Tool>
      ))}
    </Toolbar>
  );
}
