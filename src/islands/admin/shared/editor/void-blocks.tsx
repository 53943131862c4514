// How the editor shows the blocks the writer cannot type into (an image, a divider, a call to
// action, a kept structure): drawn outside Slate's text with the post's own tags (so the public
// page's styles apply), ringed while selected, each with a button that removes it whole.
import { type ReactNode, useState } from "react";
import { Transforms } from "slate";
import { ReactEditor, type RenderElementProps, useFocused, useSelected, useSlateStatic } from "slate-react";
import { SvgIcon } from "../../../../components/Icon";
import { editorTexts as texts } from "./texts";
import type { CallToActionElement, ImageElement, KeptHtmlElement } from "./types";

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

/** The small button in a void block's corner that removes it. */
function RemoveButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <button
      type="button"
      aria-label={label}
      onClick={onClick}
      className="absolute top-2 right-2 inline-flex h-8 w-8 items-center justify-center rounded-md border border-border bg-surface text-fg shadow-sm hover:bg-surface-muted"
    >
      <SvgIcon drawing={<path d="M6 6l12 12M18 6L6 18" />} className="h-4 w-4" />
    </button>
  );
}

export function ImageBlock({ element, ...props }: RenderElementProps & { element: ImageElement }) {
  const [failed, setFailed] = useState(false);
  return (
    <VoidBlock
      {...props}
      element={element}
      content={(ring, remove) => (
        <figure contentEditable={false} className="relative my-6">
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
          <RemoveButton label={texts.imageRemove} onClick={remove} />
          {element.caption ? <figcaption>{element.caption}</figcaption> : null}
        </figure>
      )}
    />
  );
}

export function DividerBlock(props: RenderElementProps) {
  return (
    <VoidBlock
      {...props}
      content={(ring, remove) => (
        <div contentEditable={false} className={`relative rounded-lg py-1 ${ring}`}>
          <hr className="!my-8" />
          <RemoveButton label={texts.dividerRemove} onClick={remove} />
        </div>
      )}
    />
  );
}

/** The call to action as the post shows it; its link does not leave the editor when pressed. */
export function CallToActionBlock({ element, ...props }: RenderElementProps & { element: CallToActionElement }) {
  return (
    <VoidBlock
      {...props}
      element={element}
      content={(ring, remove) => (
        <div contentEditable={false} className={`relative rounded-lg py-1 pr-12 ${ring}`}>
          <p className="cta">
            <a href={element.url} tabIndex={-1} onClick={(event) => event.preventDefault()}>
              {element.label}
            </a>
          </p>
          <p className="!mt-1 !mb-0 text-center font-mono text-xs text-muted">{element.url}</p>
          <RemoveButton label={texts.callToActionRemove} onClick={remove} />
        </div>
      )}
    />
  );
}

export function KeptBlock({ element, ...props }: RenderElementProps & { element: KeptHtmlElement }) {
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
