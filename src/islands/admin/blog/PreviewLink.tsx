// 'Preview link' on a draft or scheduled post (docs/product.md#preview-links): makes a new signed
// link (POST /api/admin/blog/{id}/preview-link) and shows it in a small dialog with Copy and
// 'Revoke all links' (DELETE on the same address: every link of the post stops working). The
// address is in a read-only field, so it can also be selected and copied by hand.
import { useState } from "react";
import { Button, Dialog, Heading } from "react-aria-components";
import { apiRequest } from "../../../client/api";
import { showToast } from "../../../client/toasts";
import { ModalFrame } from "../../../components/ui/ModalFrame";
import { TextField } from "../../../components/ui/TextField";
import { previewLinkTexts as texts } from "./texts";
import type { AdminBlogPost, PreviewLink, WriteAnswer } from "../shared/data/api-types";
import { useApiMutation } from "../shared/data/mutation";
import { previewLinkPath } from "../shared/data/paths";

/** Whether a post is one a preview link is for: a draft, or published with a date still to come. */
export function isUnpublished(post: Pick<AdminBlogPost, "published" | "publishedAt">, now = Date.now()): boolean {
  return !post.published || (post.publishedAt !== null && Date.parse(post.publishedAt) > now);
}

const focusRing = "outline-none data-focus-visible:ring-2 data-focus-visible:ring-ring";

export function PreviewLinkButton({ post }: { post: Pick<AdminBlogPost, "id" | "title"> }) {
  const [link, setLink] = useState<PreviewLink | null>(null);
  const creating = useApiMutation({
    send: () => apiRequest<WriteAnswer<PreviewLink>>(previewLinkPath(post.id), { method: "POST" }),
    doing: "Creating the preview link",
    onDone: (answer) => setLink(answer.data),
    failed: texts.toasts.createFailed,
  });
  const revoking = useApiMutation({
    send: () => apiRequest(previewLinkPath(post.id), { method: "DELETE" }),
    doing: "Revoking the preview links",
    doneToast: texts.toasts.revoked,
    onDone: () => setLink(null),
    failed: texts.toasts.revokeFailed,
  });
  const busy = creating.busy || revoking.busy;
  const create = () => creating.run();
  const revokeAll = () => revoking.run();

  async function copy() {
    if (!link) return;
    try {
      await navigator.clipboard.writeText(link.url);
      showToast({ title: texts.toasts.copied });
    } catch {
      showToast({ variant: "destructive", title: texts.toasts.copyFailed });
    }
  }

  return (
    <>
      <Button
        onPress={create}
        isDisabled={busy}
        aria-label={texts.buttonLabel(post.title)}
        className={`btn-outline px-3 py-1.5 text-sm ${focusRing}`}
        data-preview-link-button
      >
        {texts.button}
      </Button>
      <ModalFrame isOpen={link !== null} onClose={() => setLink(null)} isBusy={busy}>
        <Dialog className="p-6 outline-none sm:p-7" data-preview-link-dialog>
          <Heading slot="title" className="font-heading text-xl font-semibold leading-snug tracking-tight">
            {texts.heading}
          </Heading>
          <p className="mt-3 text-sm leading-6 text-muted">{texts.intro}</p>
          {link ? (
            <>
              <TextField
                label={texts.urlLabel}
                value={link.url}
                isReadOnly
                className="mt-4"
                description={texts.expires(new Date(link.expiresAt).toLocaleString())}
              />
              <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
                <Button onPress={() => setLink(null)} isDisabled={busy} className={`btn-outline ${focusRing}`}>
                  {texts.close}
                </Button>
                <Button
                  onPress={revokeAll}
                  isDisabled={busy}
                  className={`btn bg-danger text-bg hover:bg-danger/90 ${focusRing}`}
                >
                  {texts.revokeAll}
                </Button>
                <Button autoFocus onPress={copy} className={`btn-primary ${focusRing}`}>
                  {texts.copy}
                </Button>
              </div>
            </>
          ) : null}
        </Dialog>
      </ModalFrame>
    </>
  );
}
