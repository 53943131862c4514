// How the editor shows text: a leaf's marks as the tags the post is written with, nested in the
// writer's order (./write-html.ts), and the empty editor's placeholder.
import type { RenderLeafProps, RenderPlaceholderProps } from "slate-react";

export function renderLeaf({ attributes, children, leaf }: RenderLeafProps) {
  let content = children;
  if (leaf.code) content = <code>{content}</code>;
  if (leaf.underline) content = <u>{content}</u>;
  if (leaf.italic) content = <em>{content}</em>;
  if (leaf.bold) content = <strong>{content}</strong>;
  return <span {...attributes}>{content}</span>;
}

export function renderPlaceholder({ attributes, children }: RenderPlaceholderProps) {
  return (
    <span {...attributes} style={{ ...attributes.style, opacity: 1 }} className="text-muted">
      {children}
    </span>
  );
}
