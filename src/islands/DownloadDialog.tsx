// The download dialog (docs/product.md#screens, #states, #validation, #errors), one island on both resource pages. On the detail page
// it renders the 'Download Resource' button for its resource; on the list page it has no button of
// its own and opens when a card asks (src/client/download-events.ts).
//
// The dialog is titled with the resource's title and asks for the three fields. Validation runs
// on submit, then again on every change, with the product's messages: the list's schema or the detail
// page's, which differ by a full stop, and the server answers with the message of the form that
// sent it. While the request runs, 'Download Now' is disabled and shows a spinner. On success the
// file is fetched as a blob and saved under the server's file name, a toast says so, the dialog
// closes, the form resets, the selection clears, and the count shown on the page goes up. On
// failure the dialog stays open and a destructive toast gives the reason. Cancel (and any other
// way of closing it) closes and resets.
import { ConsentNote } from "../components/ConsentNote";
import { useCallback, useEffect, useState, type FormEvent } from "react";
import { Button, Dialog, Form, Heading } from "react-aria-components";
import { ApiError, apiRequest } from "../client/api";
import { announceDownloaded, onDownloadDialogRequest, type DownloadTarget } from "../client/download-events";
import { showToast } from "../client/toasts";
import { iconDownload, iconLoader, SvgIcon } from "../components/Icon";
import { ModalFrame } from "../components/ui/ModalFrame";
import { TextField } from "../components/ui/TextField";
import { downloadDialogTexts as texts, resourceDetailTexts } from "../content/resources";
import { fieldErrorsOf } from "../shared/field-errors";
import { downloadRequestDetailSchema, downloadRequestSchema } from "../shared/schemas/download";
import { useCheckedForm } from "./checked-form";

type DownloadDialogProps = { variant: "list" } | { variant: "detail"; resource: DownloadTarget };

type Field = "name" | "email" | "linkedinUrl";
type Values = Record<Field, string>;

const EMPTY: Values = { name: "", email: "", linkedinUrl: "" };
const FIELDS: readonly Field[] = ["name", "email", "linkedinUrl"];

type RequestAnswer = {
  success?: boolean;
  downloadUrl?: string;
  fileName?: string;
  message?: string;
  downloadCount?: number | null;
};

/** A failure whose text is the toast's description. */
class DownloadFailure extends Error {}

/** Saves a blob under `fileName` through a temporary link. */
function saveBlob(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken its copy once the click is handled; keep the URL a while for slow ones.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** Fetches the file behind a download URL and saves it, or opens an outside address. */
async function fetchAndSave(downloadUrl: string, fileName: string) {
  const url = new URL(downloadUrl, window.location.href);
  if (url.origin !== window.location.origin) {
    // An outside file cannot be fetched from here (nor gated); the browser opens it itself.
    window.open(url.href, "_blank", "noopener,noreferrer");
    return;
  }
  let response: Response;
  try {
    response = await fetch(url.href, {
      credentials: "include",
      cache: "no-store",
      headers: { "Cache-Control": "no-cache" },
    });
  } catch {
    throw new DownloadFailure(texts.toasts.failure.secureDownloadFailed);
  }
  if (!response.ok) throw new DownloadFailure(texts.toasts.failure.httpError(response.status, response.statusText));
  const blob = await response.blob();
  if (blob.size === 0) throw new DownloadFailure(texts.toasts.failure.emptyFile);
  saveBlob(blob, fileName);
}

export default function DownloadDialog(props: DownloadDialogProps) {
  const detail = props.variant === "detail" ? props.resource : null;
  const schema = detail ? downloadRequestDetailSchema : downloadRequestSchema;
  const [target, setTarget] = useState<DownloadTarget | null>(null);
  const checked = useCheckedForm({ empty: EMPTY, check: (next) => fieldErrorsOf(schema, next) });
  const { values, errors } = checked;
  const [submitting, setSubmitting] = useState(false);

  const resetChecked = checked.reset;
  const reset = useCallback(() => {
    resetChecked();
    setSubmitting(false);
  }, [resetChecked]);
  const close = () => {
    setTarget(null);
    reset();
  };

  // On the list page, the cards ask for the dialog.
  const isList = detail === null;
  useEffect(() => {
    if (!isList) return;
    return onDownloadDialogRequest((next) => {
      reset();
      setTarget(next);
    });
  }, [isList, reset]);

  // Each opening is the middle step of the resource's funnel (docs/product.md#analytics): nothing
  // else tells the server, and the answer is of no use here, so a failure is ignored.
  useEffect(() => {
    if (!target) return;
    void fetch(`/api/resources/${target.id}/dialog`, {
      method: "POST",
      credentials: "same-origin",
      keepalive: true,
    }).catch(() => undefined);
  }, [target]);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!target || submitting || !checked.checkAll()) return;
    setSubmitting(true);
    try {
      let answer: RequestAnswer;
      try {
        answer = await apiRequest<RequestAnswer>(`/api/resources/${target.id}/request${detail ? "?form=detail" : ""}`, {
          method: "POST",
          body: values,
        });
      } catch (error) {
        if (error instanceof ApiError) {
          checked.showServerErrors(error.fieldErrors);
          throw new DownloadFailure(error.message || texts.toasts.failure.requestFailed);
        }
        throw error;
      }
      if (!answer.success || !answer.downloadUrl) {
        throw new DownloadFailure(answer.message || texts.toasts.failure.requestFailed);
      }
      await fetchAndSave(answer.downloadUrl, answer.fileName || target.fileName);
      showToast({ title: texts.toasts.success.title, description: texts.toasts.success.description(target.title) });
      if (answer.downloadCount !== undefined) {
        announceDownloaded({ resourceId: target.id, downloadCount: answer.downloadCount });
      }
      close();
    } catch (error) {
      console.error("Download failed:", error);
      const description =
        error instanceof DownloadFailure
          ? error.message
          : texts.toasts.failure.generic(error instanceof Error ? error.message : String(error));
      showToast({ title: texts.toasts.failure.title, description, variant: "destructive" });
      setSubmitting(false);
    }
  };

  return (
    <>
      {detail ? (
        <div data-with-js>
          <Button
            onPress={() => {
              reset();
              setTarget(detail);
            }}
            className="btn-primary w-full outline-none data-focus-visible:ring-2 data-focus-visible:ring-ring data-focus-visible:ring-offset-2"
          >
            <SvgIcon drawing={iconDownload} className="h-4 w-4" />
            {resourceDetailTexts.downloadCard.button}
          </Button>
        </div>
      ) : null}

      <ModalFrame isOpen={target !== null} onClose={close} isBusy={submitting}>
        <Dialog className="relative p-6 outline-none sm:p-7" data-download-dialog>
          <Heading slot="title" className="pr-6 font-heading text-xl font-semibold leading-snug tracking-tight">
            {target?.title}
          </Heading>
          <p className="mt-2 text-sm text-muted">{texts.description}</p>
          <Form ref={checked.form} onSubmit={onSubmit} validationBehavior="aria" className="mt-6 flex flex-col gap-4">
            {FIELDS.map((field) => (
              <TextField
                key={field}
                name={field}
                label={texts.fields[field].label}
                placeholder={texts.fields[field].placeholder}
                type={field === "email" ? "email" : field === "linkedinUrl" ? "url" : "text"}
                autoComplete={field === "name" ? "name" : field === "email" ? "email" : "url"}
                isRequired
                validationBehavior="aria"
                value={values[field]}
                onChange={checked.change(field)}
                isInvalid={errors[field] !== undefined}
                errorMessage={errors[field]}
                isDisabled={submitting}
              />
            ))}
            <ConsentNote consent={texts.consent} data-download-consent />
            <div className="mt-2 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
              <Button
                slot={null}
                onPress={close}
                isDisabled={submitting}
                className="btn-outline outline-none data-focus-visible:ring-2 data-focus-visible:ring-ring"
              >
                {texts.cancel}
              </Button>
              <Button
                type="submit"
                isDisabled={submitting}
                className="btn-primary outline-none data-focus-visible:ring-2 data-focus-visible:ring-ring"
              >
                {submitting ? (
                  <>
                    <SvgIcon drawing={iconLoader} className="h-4 w-4 motion-safe:animate-spin" />
                    <span className="sr-only">{texts.submittingLabel}</span>
                  </>
                ) : (
                  <SvgIcon drawing={iconDownload} className="h-4 w-4" />
                )}
                {texts.submit}
              </Button>
            </div>
          </Form>
        </Dialog>
      </ModalFrame>
    </>
  );
}
