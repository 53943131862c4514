// The saves of an item's editor page (docs/product.md#editor): what is saved and when, and what
// the page says about it. An explicit save (a button of the publish menu, Ctrl/Cmd+S) checks the
// fields, then writes the item whole: POST creates it, PUT replaces it, both with the version the
// editor started from, so a save over someone else's newer one is refused (409) and said so. An
// autosave comes AUTOSAVE_DELAY_MS after the last change, and as the page is left: the item's
// draft route (src/http/revision-routes.ts), which updates a draft and keeps a public item's
// changes as a revision; a new item's first autosave creates it as a draft. Autosaves wait while
// the required fields are empty, and stop once the item is stale.
import { useEffect, useRef, useState } from "react";
import { ApiError, apiRequest } from "../../../../client/api";
import { showToast } from "../../../../client/toasts";
import { type FieldErrors, failureMessage, fieldErrorsOfRefusal } from "../data/mutation";
import { draftPath, type EditedKind } from "../data/paths";
import { invalidatePrefix } from "../data/query";
import { type ItemPaths, saveItem } from "./form-support";
import type { PublishAction } from "./PublishMenu";
import { editorPageTexts as texts } from "./texts";
import { useWarnBeforeUnload } from "./unsaved";

/** How long after the last change an autosave waits (docs/product.md#limits). */
export const AUTOSAVE_DELAY_MS = 3_000;

export type EditedItem = { id: number; title: string; published: boolean; publishedAt: string | null };

/** What the page says about its saves. */
export type SaveStatus =
  | { state: "unchanged" | "unsaved" | "saving" | "incomplete" }
  | { state: "saved" | "kept"; at: Date }
  | { state: "failed"; message: string }
  | { state: "stale"; message: string };

type Answer<Item> = { data: Item; version: number; applied?: boolean; message?: string };

/** The published and publishedAt a menu action writes, given where the item stands. */
function publicationOf(action: PublishAction, item: EditedItem | null) {
  const kept = item?.publishedAt ?? null;
  switch (action.type) {
    case "save":
      return { published: item?.published ?? false, publishedAt: kept };
    case "publish":
      // Null: now, or the moment it was first published (src/services/publication.ts).
      return { published: true, publishedAt: action.at ? action.at.toISOString() : null };
    case "publish-now":
      return { published: true, publishedAt: null };
    case "unschedule":
    case "unpublish":
      return { published: false, publishedAt: kept };
  }
}

export function useEditorSaves<Item extends EditedItem>(options: {
  kind: EditedKind;
  item: Item | null;
  version: number;
  /** The fields' body without publication (what the form holds now). */
  content: Record<string, unknown>;
  /** The schema's errors for a whole body. */
  check: (body: Record<string, unknown>) => FieldErrors;
  /** Shows a refused save's errors on their fields (and focuses the first). */
  showErrors: (errors: FieldErrors) => void;
  writes: ItemPaths;
  /** The editor page's address of an item, where a new item's page moves once it is created. */
  pageOf: (id: number) => string;
  /** The list read again after a save. */
  listPath: string;
  toasts: Record<PublishAction["type"] | "schedule", string>;
  /** An upload is running: its address is not known yet, so nothing is saved until it ends. */
  uploading?: boolean;
}) {
  const [item, setItem] = useState(options.item);
  const [version, setVersion] = useState(options.version);
  const contentJson = JSON.stringify(options.content);
  const [savedJson, setSavedJson] = useState(contentJson);
  const [status, setStatus] = useState<SaveStatus>({ state: "unchanged" });
  const [busy, setBusy] = useState(false);
  const dirty = contentJson !== savedJson;
  const stale = status.state === "stale";
  useWarnBeforeUnload(dirty);

  /** After a write: the item, its version and what was sent are the saved state now. */
  const settle = (answer: Answer<Item>, sent: string, state: "saved" | "kept") => {
    if (answer.applied !== false) setItem(answer.data);
    setVersion(answer.version);
    setSavedJson(sent);
    setStatus({ state, at: new Date() });
    void invalidatePrefix(options.listPath);
    if (!item) window.history.replaceState(window.history.state, "", options.pageOf(answer.data.id));
  };

  /** A failed write: stale (409 with a newer version), the fields' errors, or the reason. */
  const fail = (error: unknown, explicit: boolean) => {
    const body = error instanceof ApiError ? (error.body as { currentVersion?: number } | null) : null;
    if (error instanceof ApiError && error.status === 409 && typeof body?.currentVersion === "number") {
      setStatus({ state: "stale", message: error.message });
      return;
    }
    const fields = fieldErrorsOfRefusal(error);
    if (explicit && Object.keys(fields).length > 0) options.showErrors(fields);
    setStatus({ state: "failed", message: failureMessage(error) ?? texts.saveFailed });
    if (explicit) showToast({ variant: "destructive", title: texts.saveFailed, description: failureMessage(error) });
  };

  async function act(action: PublishAction) {
    if (busy || options.uploading) return;
    const body = { ...options.content, ...publicationOf(action, item) };
    const errors = options.check(body);
    if (Object.keys(errors).length > 0) {
      options.showErrors(errors);
      return;
    }
    setBusy(true);
    setStatus({ state: "saving" });
    const sent = contentJson;
    try {
      const answer = await saveItem<Answer<Item>>(
        item,
        options.writes,
        item ? { ...body, baseVersion: version } : body,
      );
      settle(answer, sent, "saved");
      showToast({ title: options.toasts[action.type === "publish" && action.at ? "schedule" : action.type] });
    } catch (error) {
      console.error("Saving failed:", error);
      fail(error, true);
    } finally {
      setBusy(false);
    }
  }

  async function autosave() {
    const body = { ...options.content, ...publicationOf({ type: "save" }, item) };
    if (Object.keys(options.check(body)).length > 0) {
      setStatus({ state: "incomplete" });
      return;
    }
    setBusy(true);
    setStatus({ state: "saving" });
    const sent = contentJson;
    try {
      const answer = item
        ? await apiRequest<Answer<Item>>(draftPath(options.kind, item.id), {
            method: "PUT",
            body: { ...body, baseVersion: version },
          })
        : await saveItem<Answer<Item>>(null, options.writes, body);
      settle(answer, sent, answer.applied === false ? "kept" : "saved");
    } catch (error) {
      console.error("Autosaving failed:", error);
      fail(error, false);
    } finally {
      setBusy(false);
    }
  }

  // The autosave, once the fields have rested; every change starts the wait again.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the content is what restarts it
  useEffect(() => {
    if (!dirty || stale || busy || options.uploading) return;
    setStatus((current) => (current.state === "failed" ? current : { state: "unsaved" }));
    const timer = setTimeout(() => void autosave(), AUTOSAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [contentJson, stale, busy, options.uploading]);

  // As the page is left: the last changes, sent in a request that outlives it.
  const leaving = useRef(() => {});
  leaving.current = () => {
    if (!dirty || stale || busy || options.uploading || !item) return;
    const body = { ...options.content, ...publicationOf({ type: "save" }, item) };
    if (Object.keys(options.check(body)).length > 0) return;
    void apiRequest(draftPath(options.kind, item.id), {
      method: "PUT",
      body: { ...body, baseVersion: version },
      keepalive: true,
    }).catch(() => undefined);
  };
  useEffect(() => {
    const onHide = () => leaving.current();
    window.addEventListener("pagehide", onHide);
    return () => window.removeEventListener("pagehide", onHide);
  }, []);

  // Ctrl+S (Cmd+S on a Mac) saves as the menu's first button does, not the browser's "Save page".
  const saveKey = useRef(() => {});
  saveKey.current = () => void act({ type: "save" });
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === "s") {
        event.preventDefault();
        saveKey.current();
      }
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, []);

  const shown: SaveStatus = dirty && status.state === "unchanged" ? { state: "unsaved" } : status;
  return { item, version, status: shown, busy, dirty, act };
}
