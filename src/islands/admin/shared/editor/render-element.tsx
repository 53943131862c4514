// How the editor shows each element of the document: the same tags the post is written with, and
// for an image or a kept structure (a table, a rule) a block that is selected and removed whole.
import { type ReactNode, useState } from "react";
import { Transforms } from "slate";
import { ReactEditor, type RenderElementProps, useFocused, useSelected, useSlateStatic } from "slate-react";
import { SvgIcon } from "../../../../components/Icon";
import { editorTexts as texts } from "./texts";
import type { ImageElement, KeptHtmlElement } from "./types";

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

/**
 * A block the writer cannot type into: its content is drawn outside Slate's text, ringed while
 * selected, and `content` gets the remover of the whole block.
 */
function VoidBlock({
  attributes,
  children,
  element,
  content,
}: RenderElementProps & { content: (ring: string, remove: () => void) => ReactNode }) {
  const editor = useSlateStatic();
  const selected = useSelected();
  const focused = useFocused();
  const remove = () => Transforms.removeNodes(editor, { at: ReactEditor.findPath(editor, element) });
  return (
    <div {...attributes}>
      {content(selected && focused ? "ring-3 ring-ring" : "", remove)}
      {children}
    </div>
  );
}

function ImageBlock({ element, ...props }: RenderElementProps & { element: ImageElement }) {
  const [failed, setFailed] = useState(false);
  return (
    <VoidBlock
      {...props}
      element={element}
      content={(ring, remove) => (
        <div contentEditable={false} className="relative my-6">
          {failed ? (
            <div className={`rounded-lg border border-dashed border-border p-4 text-sm text-muted ${ring}`}>
              <p>{texts.imageFailed}</p>
              <p className="mt-1 break-all font-mono text-xs">{element.url}</p>
              {element.alt ? <p className="mt-1">“{element.alt}”</p> : null}
            </div>
          ) : (
            <img
              src={element.url}
              alt={element.alt}
              onError={() => setFailed(true)}
              className={`!my-0 max-h-80 rounded-lg ${ring}`}
            />
          )}
          <button
            type="button"
            aria-label={texts.imageRemove}
            onClick={remove}
            className="absolute top-2 right-2 inline-flex h-8 w-8 items-center justify-center rounded-md border border-border bg-surface text-fg shadow-sm hover:bg-surface-muted"
          >
            <SvgIcon drawing={<path d="M6 6l12 12M18 6L6 18" />} className="h-4 w-4" />
          </button>
        </div>
      )}
    />
  );
}

function KeptBlock({ element, ...props }: RenderElementProps & { element: KeptHtmlElement }) {
  return (
    <VoidBlock
      {...props}
      element={element}
      content={(ring, remove) => (
        <div contentEditable={false} className={`my-6 rounded-lg border border-dashed border-border p-3 ${ring}`}>
          <div className="mb-2 flex items-center justify-between gap-2 text-xs text-muted">
            <span>{element.kind === "table" ? texts.keptBlock.table : texts.keptBlock.other}</span>
            <button
              type="button"
              onClick={remove}
              className="rounded px-2 py-1 font-semibold text-fg hover:bg-surface-muted"
            >
              {texts.keptBlock.remove}
            </button>
          </div>
          {/* Built under the server's allow-list (./kept-html.ts): its tags, a few attributes, escaped text. */}
          {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by keptHtml */}
          <div className="text-sm" dangerouslySetInnerHTML={{ __html: element.html }} />
        </div>
      )}
    />
  );
}
