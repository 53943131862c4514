// 'Preview' on the post editor page: the post as its page will render it, in a dialog.
import { Button, Dialog, Heading } from "react-aria-components";
import { ModalFrame } from "../../../components/ui/ModalFrame";
import { readTimeOf } from "../../../shared/read-time";
import { blogAdminTexts as texts } from "./texts";

/** What the preview shows of the form: its header's fields. */
type PreviewValues = { title: string; author: string; readTime: string; category: string };

export function PostPreview({
  isOpen,
  onClose,
  values,
  html,
}: {
  isOpen: boolean;
  onClose: () => void;
  values: PreviewValues;
  html: string;
}) {
  const meta = [
    values.author && `${texts.list.by} ${values.author}`,
    values.readTime.trim() || readTimeOf(html),
    values.category,
  ]
    .filter(Boolean)
    .join(" · ");
  return (
    <ModalFrame isOpen={isOpen} onClose={onClose} placement="top" width="max-w-3xl" background="bg-bg">
      <Dialog className="outline-none" data-post-preview>
        <div className="flex items-center justify-between gap-4 border-b border-border px-5 py-3 sm:px-8">
          <Heading slot="title" className="text-sm font-semibold tracking-wide text-muted uppercase">
            {texts.previewHeading}
          </Heading>
          <Button
            onPress={onClose}
            className="btn-outline px-3 py-1.5 outline-none data-focus-visible:ring-2 data-focus-visible:ring-ring"
          >
            {texts.previewClose}
          </Button>
        </div>
        <article className="px-5 py-8 sm:px-10 sm:py-10">
          {values.category ? <p className="text-sm font-semibold text-primary">{values.category}</p> : null}
          <p className="mt-2 font-heading text-3xl leading-tight font-semibold tracking-tight sm:text-4xl">
            {values.title || "Untitled"}
          </p>
          <p className="mt-3 text-sm text-muted">{meta}</p>
          {html ? (
            // The editor's own HTML (../shared/editor/html.ts): escaped text, checked addresses, the allow-list's tags.
            // biome-ignore lint/security/noDangerouslySetInnerHtml: written by toHtml, not taken from input
            <div className="prose-content mt-8" dangerouslySetInnerHTML={{ __html: html }} />
          ) : (
            <p className="mt-8 text-muted">{texts.previewEmpty}</p>
          )}
        </article>
      </Dialog>
    </ModalFrame>
  );
}
