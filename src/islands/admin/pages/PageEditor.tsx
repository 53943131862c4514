// One page document in the Pages tab (docs/product.md#admin-pages): its state, the form drawn from
// its schema (./SchemaForm.tsx), and Save draft, Preview, Publish and History. Every write names
// the version the form was loaded from (`base`); when someone else saved the page meanwhile, the
// server refuses it (409) and the editor says so, keeps what was typed, and offers to load their
// version. Preview and Publish save unsaved changes first, so what is previewed or published is
// what the form shows. Unsaved changes are reported to the dashboard, which asks before they are
// lost (shared/forms/unsaved.ts).
import { type FormEvent, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from "react";
import { Button, Form } from "react-aria-components";
import { ApiError, apiRequest } from "../../../client/api";
import { showToast } from "../../../client/toasts";
import { type PageName, pageSchemas } from "../../../shared/schemas/pages";
import type { AdminPage, WriteAnswer } from "../shared/data/api-types";
import { failureMessage, failureToast, fieldErrorsOfRefusal, useApiMutation } from "../shared/data/mutation";
import { ADMIN_PAGES_PATH, adminPagePath, pageActionPath, pageDraftPath, pageHistoryPath } from "../shared/data/paths";
import { invalidate, readNow, useApiQuery } from "../shared/data/query";
import { useDiscardGuard } from "../shared/forms/discard-guard";
import { focusFirstInvalid } from "../shared/forms/form-support";
import { useReportUnsaved } from "../shared/forms/unsaved";
import { QueryOutcome } from "../shared/lists/list-layout";
import { focusRing } from "../shared/ui/admin-ui";
import { PageHistoryButton } from "./PageHistory";
import { PageStateLine } from "./page-state";
import { documentErrors, describeField, type FieldPath, sameValue, withValueAt } from "./schema-fields";
import { type SchemaFormContext, SchemaFormProvider } from "./field-parts";
import { DocumentFields } from "./SchemaForm";
import { pagesTexts as texts } from "./texts";

/** Each page's form, read from its schema once. */
const pageFields = Object.fromEntries(
  Object.entries(pageSchemas).map(([name, schema]) => [name, describeField(schema)]),
) as Record<PageName, ReturnType<typeof describeField>>;

export function PageEditor({ name }: { name: PageName }) {
  const query = useApiQuery<AdminPage>(adminPagePath(name));
  return (
    <QueryOutcome query={query} data={query.data} failedText={texts.loadPageFailed} loadingText={texts.loadingPage}>
      {(page) => <PageForm key={name} name={name} page={page} />}
    </QueryOutcome>
  );
}

/** What the server holds of the page as the form last read or wrote it. */
type Saved = Pick<AdminPage, "base" | "document" | "draft" | "published" | "title" | "paths" | "defaults">;

/** The same errors as before when nothing changed, so the fields do not all redraw. */
function useStableErrors() {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const update = useCallback(
    (next: Record<string, string>) => setErrors((current) => (sameValue(current, next) ? current : next)),
    [],
  );
  return [errors, update] as const;
}

const sendJson = <Answer,>(path: string, method: "PUT" | "POST", body: unknown) =>
  apiRequest<WriteAnswer<Answer>>(path, { method, body });

function PageForm({ name, page }: { name: PageName; page: AdminPage }) {
  const [saved, setSaved] = useState<Saved>(page);
  const [document, setDocument] = useState<unknown>(page.document);
  const [errors, setErrors] = useStableErrors();
  // After a save was refused for its fields, every change is checked again.
  const [checking, setChecking] = useState(false);
  const [conflict, setConflict] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState("");
  const formRef = useRef<HTMLFormElement>(null);
  const pendingFocus = useRef<string | null>(null);
  const schema = pageSchemas[name];
  const dirty = !sameValue(document, saved.document);
  useReportUnsaved("page-editor", dirty);
  const { guard, dialog } = useDiscardGuard(dirty);

  /** The server's page, as read or as a write answered it: the form starts from it again. */
  const load = (next: Saved, keepTyped = false) => {
    setSaved(next);
    if (!keepTyped) setDocument(next.document);
    setConflict(null);
    setErrors({});
    setChecking(false);
  };

  useEffect(() => {
    if (checking) setErrors(documentErrors(schema, document));
  }, [checking, document, schema, setErrors]);

  // Focus asked for by a list's or a field's button, once its change is drawn.
  useLayoutEffect(() => {
    if (!pendingFocus.current) return;
    formRef.current?.querySelector<HTMLElement>(pendingFocus.current)?.focus();
    pendingFocus.current = null;
  });

  const context = useMemo<SchemaFormContext>(
    () => ({
      errors,
      defaults: saved.defaults,
      set: (path: FieldPath, value: unknown) => setDocument((current: unknown) => withValueAt(current, path, value)),
      announce: setAnnouncement,
      focusAfterUpdate: (selector: string) => {
        pendingFocus.current = selector;
      },
    }),
    [errors, saved.defaults],
  );

  /** A refused write: someone else's version (409), the fields (400), or a toast with the reason. */
  const refused = (title: string) => (error: unknown) => {
    if (error instanceof ApiError && error.status === 409) {
      setConflict(failureMessage(error) ?? texts.conflict.heading);
      return;
    }
    const fieldErrors = fieldErrorsOfRefusal(error);
    if (Object.keys(fieldErrors).length > 0) {
      setErrors(fieldErrors);
      focusFirstInvalid(formRef.current);
    }
    showToast(failureToast(title, error));
  };

  // The form goes on from the write's answer; the page's own read is refreshed too, so the page
  // opened again later starts from this version, not from the one first read.
  const afterWrite = () => {
    for (const path of [ADMIN_PAGES_PATH, pageHistoryPath(name), adminPagePath(name)]) void invalidate(path);
  };

  const saving = useApiMutation({
    send: (body: { base: number; document: unknown }) => sendJson<AdminPage>(pageDraftPath(name), "PUT", body),
    doing: "Saving the page's draft",
    failed: refused(texts.toasts.saveFailed),
  });
  const publishing = useApiMutation({
    send: (version: number) => sendJson<AdminPage>(pageActionPath(name, "publish"), "POST", { version }),
    doing: "Publishing the page",
    failed: refused(texts.toasts.publishFailed),
  });
  const previewing = useApiMutation({
    send: (version: number) => sendJson<{ url: string }>(pageActionPath(name, "preview"), "POST", { version }),
    doing: "Creating the page's preview link",
    failed: texts.toasts.previewFailed,
  });
  const [reloading, setReloading] = useState(false);
  const busy = saving.busy || publishing.busy || previewing.busy || reloading;

  /** Saves the form as a new draft; answers the version it made, or undefined when it was not saved. */
  async function saveDraft(): Promise<number | undefined> {
    const found = documentErrors(schema, document);
    if (Object.keys(found).length > 0) {
      setErrors(found);
      setChecking(true);
      showToast({ title: texts.toasts.invalid, variant: "destructive" });
      focusFirstInvalid(formRef.current);
      return undefined;
    }
    const sent = document;
    const answer = await saving.run({ base: saved.base, document: sent });
    if (!answer) return undefined;
    // What was typed meanwhile stays; what was sent is now the saved (trimmed) text.
    setDocument((current: unknown) => (current === sent ? answer.data.document : current));
    load(answer.data, true);
    afterWrite();
    return answer.data.base;
  }

  /** The version to preview or publish: the saved draft, or a new one of what the form shows. */
  const currentVersion = () => (dirty || saved.base === 0 ? saveDraft() : Promise.resolve(saved.base));

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (await saveDraft()) showToast({ title: texts.toasts.saved });
  }

  async function publish() {
    const version = await currentVersion();
    if (!version) return;
    const answer = await publishing.run(version);
    if (!answer) return;
    load(answer.data);
    afterWrite();
    showToast({ title: texts.toasts.published });
  }

  async function preview() {
    // Opened now, while the press still counts as the person's: a tab opened after the request
    // returns would be taken for a pop-up and blocked. It is given the link once there is one.
    const tab = window.open("about:blank", "_blank");
    if (!tab) {
      showToast({ title: texts.toasts.popupBlocked, variant: "destructive" });
      return;
    }
    tab.opener = null;
    const version = await currentVersion();
    const answer = version ? await previewing.run(version) : undefined;
    if (answer) tab.location.href = answer.data.url;
    else tab.close();
  }

  async function reloadTheirs() {
    setReloading(true);
    try {
      load(await readNow<AdminPage>(adminPagePath(name)));
    } catch (error) {
      showToast(failureToast(texts.loadPageFailed, error));
    } finally {
      setReloading(false);
    }
  }

  return (
    <SchemaFormProvider value={context}>
      <Form
        ref={formRef}
        onSubmit={onSubmit}
        validationBehavior="aria"
        className="flex flex-col gap-6"
        data-page-editor={name}
      >
        <div className="z-10 sm:sticky sm:top-16 -mx-1 flex flex-col gap-3 border-b border-border bg-bg/95 px-1 py-3 backdrop-blur 2xl:flex-row 2xl:items-center 2xl:justify-between">
          <PageStateLine page={saved} dirty={dirty} />
          <div className="flex flex-wrap gap-2">
            <PageHistoryButton
              name={name}
              title={saved.title}
              current={saved.base}
              guard={guard}
              onRestored={(restored) => load(restored)}
            />
            <Button
              onPress={preview}
              isDisabled={busy}
              aria-label={texts.previewLabel(saved.title)}
              className={`btn-outline ${focusRing}`}
            >
              {texts.preview}
            </Button>
            <Button
              onPress={publish}
              isDisabled={busy || (!dirty && saved.draft === null && saved.base > 0)}
              className={`btn-outline ${focusRing}`}
            >
              {publishing.busy ? texts.publishing : texts.publish}
            </Button>
            <Button type="submit" isDisabled={busy || !dirty} className={`btn-primary ${focusRing}`}>
              {saving.busy ? texts.saving : texts.saveDraft}
            </Button>
          </div>
        </div>
        {conflict ? (
          <div
            role="alert"
            className="flex flex-col items-start gap-3 rounded-xl border border-danger bg-surface p-5"
            data-page-conflict
          >
            <p className="font-semibold text-fg">{texts.conflict.heading}</p>
            <p className="text-sm text-fg">{conflict}</p>
            <p className="text-sm text-muted">{texts.conflict.note}</p>
            <Button onPress={reloadTheirs} isDisabled={busy} className={`btn-outline ${focusRing}`}>
              {reloading ? texts.conflict.reloading : texts.conflict.reload}
            </Button>
          </div>
        ) : null}
        <DocumentFields node={pageFields[name]} value={document} />
        <p role="status" className="sr-only">
          {announcement}
        </p>
      </Form>
      {dialog}
    </SchemaFormProvider>
  );
}
