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
import { type AdminBlogPost, type PreviewLink, previewLinkPath, type WriteAnswer } from "../shared/data/api-types";

/** Whether a post is one a preview link is for: a draft, or published with a date still to come. */
export function isUnpublished(post: Pick<AdminBlogPost, "published" | "publishedAt">, now = Date.now()): boolean {
  return !post.published || (post.publishedAt !== null && Date.parse(post.publishedAt) > now);
}

const focusRing = "outline-none data-focus-visible:ring-2 data-focus-visible:ring-ring";

export function PreviewLinkButton({ post }: { post: Pick<AdminBlogPost, "id" | "title"> }) {
  const [link, setLink] = useState<PreviewLink | null>(null);
  const [busy, setBusy] = useState(false);

  async function create() {
    setBusy(true);
    try {
      const answer = await apiRequest<WriteAnswer<PreviewLink>>(previewLinkPath(post.id), { method: "POST" });
      setLink(answer.data);
    } catch (error) {
      console.error("Creating the preview link failed:", error);
      showToast({ variant: "destructive", title: texts.toasts.createFailed });
    } finally {
      setBusy(false);
    }
  }

  async function copy() {
    if (!link) return;
    try {
      await navigator.clipboard.writeText(link.url);
      showToast({ title: texts.toasts.copied });
    } catch {
      showToast({ variant: "destructive", title: texts.toasts.copyFailed });
    }
  }

  async function revokeAll() {
    setBusy(true);
    try {
      await apiRequest(previewLinkPath(post.id), { method: "DELETE" });
      showToast({ title: texts.toasts.revoked });
      setLink(null);
    } catch (error) {
      console.error("Revoking the preview links failed:", error);
      showToast({ variant: "destructive", title: texts.toasts.revokeFailed });
    } finally {
      setBusy(false);
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
