// How the editor shows each element of the document: the same tags the post is written with, and
// for an image, a divider, a call to action or a kept structure (a table, a figure) a block that is
// selected and removed whole (./void-blocks.tsx). An empty paragraph with the caret in it has the
// '+' that opens the block menu (./BlockMenu.tsx) beside it.
import { useContext } from "react";
import { Button } from "react-aria-components";
import { ReactEditor, type RenderElementProps, useReadOnly, useSelected, useSlateStatic } from "slate-react";
import { SvgIcon } from "../../../../components/Icon";
import { isEmptyParagraph } from "./blocks";
import { BlockMenuOpener } from "./BlockMenu";
import { editorTexts as texts } from "./texts";
import { CallToActionBlock, DividerBlock, ImageBlock, KeptBlock } from "./void-blocks";

// Keeps the caret from being placed inside the link's edges in Chromium (Slate's inlines example).
const InlineEdge = () => (
  <span contentEditable={false} className="text-[0px]">
    {String.fromCodePoint(160)}
  </span>
);

export function renderElement(props: RenderElementProps) {
  const { attributes, children, element } = props;
  switch (element.type) {
    case "heading-two":
      return <h2 {...attributes}>{children}</h2>;
    case "heading-three":
      return <h3 {...attributes}>{children}</h3>;
    case "block-quote":
      return <blockquote {...attributes}>{children}</blockquote>;
    case "callout":
      return (
        <aside {...attributes} className="callout">
          {children}
        </aside>
      );
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
    case "divider":
      return <DividerBlock {...props} />;
    case "call-to-action":
      return <CallToActionBlock {...props} element={element} />;
    case "kept-html":
      return <KeptBlock {...props} element={element} />;
    default:
      return <Paragraph {...props} />;
  }
}

/** A paragraph; while it is empty, at the top level and has the caret, the '+' of the block menu beside it. */
function Paragraph({ attributes, children, element }: RenderElementProps) {
  const editor = useSlateStatic();
  const open = useContext(BlockMenuOpener);
  const selected = useSelected();
  const readOnly = useReadOnly();
  const offersMenu =
    open !== null &&
    selected &&
    !readOnly &&
    isEmptyParagraph(element) &&
    ReactEditor.findPath(editor, element).length === 1;
  return (
    <p {...attributes} className="relative">
      {offersMenu ? (
        <span contentEditable={false} className="absolute top-0 -left-9 select-none">
          <Button
            aria-label={texts.blockMenu.open}
            // The text keeps the focus (and the menu gives it back there): the button goes away
            // once the paragraph becomes another block.
            preventFocusOnPress
            onPress={() => open(ReactEditor.findPath(editor, element))}
            className="inline-flex h-7 w-7 items-center justify-center rounded-md border border-border bg-surface text-muted shadow-sm outline-none hover:text-fg data-focus-visible:ring-2 data-focus-visible:ring-ring"
          >
            <SvgIcon drawing={<path d="M12 5v14M5 12h14" />} className="h-4 w-4" />
          </Button>
        </span>
      ) : null}
      {children}
    </p>
  );
}
