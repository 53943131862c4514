// The editor page's island (src/pages/admin-editor.tsx, docs/product.md#editor): a post's, a
// resource's or a case study's editor, on the site's clock. The kind's code (the post's carries the Slate editor) is
// fetched with import() once the page runs, as the dashboard's tabs are; the item and its version
// are read from the admin API, which refuses what the account may not see. A restored version
// mounts the fields afresh with it.
import { type ComponentType, useEffect, useState } from "react";
import { Button } from "react-aria-components";
import type { AdminBlogPost, AdminCaseStudy, AdminResource, AdminRevisions } from "./shared/data/api-types";
import { adminBlogPostPath, caseStudyPath, type EditedKind, resourcePath, revisionsPath } from "./shared/data/paths";
import { useApiQuery } from "./shared/data/query";
import { SiteTimeZone } from "./shared/data/site-time-zone";
import { QueryOutcome } from "./shared/lists/list-layout";
import { editorPageTexts as texts } from "./shared/forms/texts";

type Kind = EditedKind;

type AdminEditorProps = {
  kind: Kind;
  /** The item's id; null for a new one. */
  id: number | null;
  timeZone: string;
  /** The actions the account's role may take (src/services/access-policy.ts): which buttons show; the API decides. */
  permissions: readonly string[];
};

type Item = AdminBlogPost | AdminResource | AdminCaseStudy;

/** What each kind's editor takes. */
type EditorProps = {
  item: Item | null;
  version: number;
  canPublish: boolean;
  onRestored: (item: Item, version: number) => void;
};

const LOADERS: Record<Kind, () => Promise<ComponentType<EditorProps>>> = {
  post: () =>
    import("./blog/PostEditor").then(({ PostEditor }) => ({ item, ...props }: EditorProps) => (
      <PostEditor post={item as AdminBlogPost | null} {...props} />
    )),
  resource: () =>
    import("./resources/ResourceEditor").then(({ ResourceEditor }) => ({ item, ...props }: EditorProps) => (
      <ResourceEditor resource={item as AdminResource | null} {...props} />
    )),
  "case-study": () =>
    import("./case-studies/CaseStudyEditor").then(({ CaseStudyEditor }) => ({ item, ...props }: EditorProps) => (
      <CaseStudyEditor caseStudy={item as AdminCaseStudy | null} {...props} />
    )),
};

/** Where each kind's item is read whole. */
const ITEM_PATHS: Record<Kind, (id: number) => string> = {
  post: adminBlogPostPath,
  resource: resourcePath,
  "case-study": caseStudyPath,
};

/** Which action lets the role publish each kind. */
const PUBLISHES: Record<Kind, string> = {
  post: "posts.publish",
  resource: "resources.write",
  "case-study": "caseStudies.publish",
};

export default function AdminEditor({ kind, id, timeZone, permissions }: AdminEditorProps) {
  const [Editor, setEditor] = useState<ComponentType<EditorProps> | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is how "Try again" asks for another load
  useEffect(() => {
    let current = true;
    setFailed(false);
    LOADERS[kind]().then(
      (component) => current && setEditor(() => component),
      (error: unknown) => {
        console.error(`The ${kind} editor could not be loaded:`, error);
        if (current) setFailed(true);
      },
    );
    return () => {
      current = false;
    };
  }, [kind, attempt]);

  if (failed) {
    return (
      <div role="alert" className="flex flex-col items-start gap-4 rounded-xl border border-border bg-surface p-6">
        <p className="text-fg">{texts.loadFailed}</p>
        <Button onPress={() => setAttempt((n) => n + 1)} className="btn-outline">
          {texts.retry}
        </Button>
      </div>
    );
  }
  const loading = (
    <p role="status" className="text-muted">
      {texts.loading}
    </p>
  );
  if (!Editor) return loading;
  const canPublish = permissions.includes(PUBLISHES[kind]);
  return (
    <SiteTimeZone.Provider value={timeZone}>
      {id === null ? (
        <Editor item={null} version={0} canPublish={canPublish} onRestored={() => {}} />
      ) : (
        <LoadedEditor kind={kind} id={id} Editor={Editor} canPublish={canPublish} />
      )}
    </SiteTimeZone.Provider>
  );
}

/** The editor of item `id` once the item and its version are read; a restore mounts it afresh. */
function LoadedEditor({
  kind,
  id,
  Editor,
  canPublish,
}: {
  kind: Kind;
  id: number;
  Editor: ComponentType<EditorProps>;
  canPublish: boolean;
}) {
  const item = useApiQuery<{ data: Item }>(ITEM_PATHS[kind](id));
  const revisions = useApiQuery<AdminRevisions>(revisionsPath(kind, id));
  const [restored, setRestored] = useState<{ item: Item; version: number; key: number } | null>(null);
  const loaded =
    item.data?.data && revisions.data ? { item: item.data.data, version: revisions.data.current } : undefined;
  return (
    <QueryOutcome
      query={item.status === "error" ? item : revisions}
      data={restored ?? loaded}
      failedText={texts.loadFailed}
      loadingText={texts.loading}
    >
      {(shown) => (
        <Editor
          key={restored?.key ?? 0}
          item={shown.item}
          version={shown.version}
          canPublish={canPublish}
          onRestored={(next, version) => setRestored({ item: next, version, key: (restored?.key ?? 0) + 1 })}
        />
      )}
    </QueryOutcome>
  );
}
