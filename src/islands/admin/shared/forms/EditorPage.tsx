// An item's editor page (docs/product.md#editor): a link back to its list, the heading, the save
// state ("Saved 17:42" on the site's clock, "Unsaved changes", "Someone else changed this"…), the
// publish menu (./PublishMenu.tsx) above the fields (the feature's), and the revision history
// (./RevisionHistory.tsx). What is saved and when: ./use-editor-saves.ts. The page stays open
// after a save: a new item's address becomes its own page's.
import { type ReactNode, useRef } from "react";
import { Button, Form } from "react-aria-components";
import { formatClockTime } from "../../../../shared/format";
import type { FieldErrors } from "../data/mutation";
import { type EditedKind, editedPaths } from "../data/paths";
import { useSiteTimeZone } from "../data/site-time-zone";
import { focusRing } from "../ui/admin-ui";
import { focusFirstInvalid } from "./form-support";
import { type PublishAction, PublishMenu, publicationStateOf } from "./PublishMenu";
import { RevisionHistory } from "./RevisionHistory";
import { editorPageTexts as texts } from "./texts";
import { type EditedItem, type SaveStatus, useEditorSaves } from "./use-editor-saves";

/** What the editor page's island gives each kind's editor besides its item (src/islands/admin/AdminEditor.tsx). */
export type OpenedItem<Item extends EditedItem> = {
  version: number;
  canPublish: boolean;
  /** A restored version replaces the fields: the feature mounts them afresh with it. */
  onRestored: (item: Item, version: number) => void;
};

type EditorPageProps<Item extends EditedItem> = OpenedItem<Item> & {
  kind: EditedKind;
  item: Item | null;
  /** The feature's texts: the heading of a new item, its list's, the publish menu's toasts. */
  texts: {
    createHeading: string;
    list: { heading: string };
    toasts: { actions: Record<PublishAction["type"] | "schedule", string> };
  };
  content: Record<string, unknown>;
  check: (body: Record<string, unknown>) => FieldErrors;
  /** Puts errors on their fields (the form's setErrors); the page focuses the first. */
  setErrors: (errors: FieldErrors) => void;
  /** An upload is running (the form's): the buttons wait for it. */
  uploading: boolean;
  /** Where focus goes when the fields are refused (the first invalid field unless given). */
  focusInvalid?: (errors: FieldErrors, form: HTMLFormElement) => void;
  children: ReactNode;
};

/** Each kind's list tab in the dashboard and its items' editor pages. */
const ADMIN_PAGES: Record<EditedKind, { list: string; item: string }> = {
  post: { list: "/admin", item: "/admin/posts" },
  resource: { list: "/admin?tab=resources", item: "/admin/resources" },
  "case-study": { list: "/admin?tab=case-studies", item: "/admin/case-studies" },
};

function statusText(status: SaveStatus, timeZone: string): string {
  switch (status.state) {
    case "unchanged":
      return "";
    case "unsaved":
      return texts.unsaved;
    case "saving":
      return texts.saving;
    case "incomplete":
      return texts.incomplete;
    case "saved":
      return texts.saved(formatClockTime(status.at, timeZone));
    case "kept":
      return texts.keptAsRevision(formatClockTime(status.at, timeZone));
    case "failed":
      return status.message;
    case "stale":
      return texts.stale;
  }
}

export function EditorPage<Item extends EditedItem>(props: EditorPageProps<Item>) {
  const timeZone = useSiteTimeZone();
  const formRef = useRef<HTMLFormElement>(null);
  const paths = editedPaths(props.kind);
  const pages = ADMIN_PAGES[props.kind];
  const saves = useEditorSaves({
    ...props,
    writes: paths.writes,
    listPath: paths.list,
    pageOf: (id) => `${pages.item}/${id}`,
    toasts: props.texts.toasts.actions,
    showErrors: (errors) => {
      props.setErrors(errors);
      const form = formRef.current;
      if (!form) return;
      if (props.focusInvalid) props.focusInvalid(errors, form);
      else focusFirstInvalid(form);
    },
  });
  const { item, status } = saves;
  // The opened item's title: "New blog post" until the page is opened again on a created one.
  const heading = props.item ? props.item.title : props.texts.createHeading;

  return (
    <div className="flex flex-col gap-6" data-editor-page={props.kind}>
      <div className="flex flex-col gap-2">
        <a href={pages.list} className={`w-fit text-sm font-semibold text-primary hover:underline ${focusRing}`}>
          ← {props.texts.list.heading}
        </a>
        <div className="flex flex-wrap items-baseline justify-between gap-3">
          <h1 className="font-heading text-3xl font-semibold tracking-tight text-fg">{heading}</h1>
          <p role="status" className="text-sm text-muted" data-save-status={status.state}>
            {statusText(status, timeZone)}
          </p>
        </div>
      </div>
      {/* At the top, as in Ghost: never under a toast, and in reach without scrolling through the post. */}
      <div className="flex flex-col gap-2 rounded-xl border border-border bg-surface p-4 shadow-sm">
        <PublishMenu
          state={publicationStateOf(item)}
          publishedAt={item?.publishedAt ?? null}
          canPublish={props.canPublish}
          busy={saves.busy || props.uploading}
          onAction={(action) => void saves.act(action)}
        />
        <p className="text-xs text-muted">{texts.shortcut}</p>
      </div>
      {status.state === "stale" ? (
        <div
          role="alert"
          className="flex flex-wrap items-center gap-3 rounded-lg border border-danger bg-surface p-4 text-fg"
          data-stale
        >
          <p className="flex-1">{status.message}</p>
          <Button onPress={() => window.location.reload()} className={`btn-outline ${focusRing}`}>
            {texts.reload}
          </Button>
        </div>
      ) : null}
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <Form
          ref={formRef}
          validationBehavior="aria"
          onSubmit={(event) => {
            // Enter in a field saves, as the first button of the menu does.
            event.preventDefault();
            void saves.act({ type: "save" });
          }}
          className="flex min-w-0 flex-col gap-5 rounded-xl border border-border bg-surface p-5 shadow-sm sm:p-7"
          data-editor-form
        >
          {/* Names the fields for a screen reader's list of headings, above their groups' own (h3). */}
          <h2 className="sr-only">{texts.fieldsHeading}</h2>
          {props.children}
        </Form>
        <aside className="flex flex-col gap-4">
          {item ? (
            <RevisionHistory<Item>
              kind={props.kind}
              id={item.id}
              version={saves.version}
              dirty={saves.dirty}
              canRestore={!item.published || props.canPublish}
              onRestored={props.onRestored}
            />
          ) : null}
        </aside>
      </div>
    </div>
  );
}
