// Marks an interactive component for hydration in the browser (docs/architecture.md#islands). The server
// renders the island's component inside a marker that carries its name, its props as JSON and the
// `identifierPrefix` of its own React root; src/client/islands-runtime.ts finds the marker, loads
// only that island's code and hydrates it in place with the same prefix. Props must be
// JSON-serialisable.
//
// Each island is its own root on both sides. Rendered inline in the page, its `useId` values would
// depend on where it sits in the page's tree, which the browser's root (the island alone) cannot
// reproduce: every react-aria label, description and error id would differ after hydration. So the
// component is rendered here by a separate, synchronous renderToString with a prefix unique to this
// island instance (taken from the page's own useId), and its HTML is placed inside the marker.
// Islands therefore see no context from the page, exactly as in the browser, and must not suspend.
import { createElement, useId, type ComponentType } from "react";
import { renderToString } from "react-dom/server";
import { islandLoaders, type IslandLoaders, type IslandPropsOf } from "../islands/registry";

type HydrateWhen = "idle" | "visible" | "interaction";

type IslandElementProps<L extends IslandLoaders, N extends keyof L> = {
  name: N;
  props: IslandPropsOf<L, N>;
  /**
   * "idle": once the browser is idle after load; "visible": when it scrolls near the viewport;
   * "interaction": at the visitor's first pointer move, touch, key or focus on the page, for an
   * island whose server markup works on its own until then (decision 013).
   */
  when?: HydrateWhen;
  /** Classes of the marker, which is `display: contents` unless told otherwise. */
  className?: string;
  /** The marker is a <span> (inside phrasing content such as a <span> or <p>) instead of a <div>. */
  inline?: boolean;
};

/**
 * Loads every island of a registry once (rendering must stay synchronous) and returns the <Island>
 * element for it, whose `props` are type-checked against the named island's component.
 */
export async function defineIslands<L extends IslandLoaders>(loaders: L) {
  const components = new Map<string, ComponentType<object>>();
  await Promise.all(
    Object.entries(loaders).map(async ([name, load]) => {
      components.set(name, (await load()).default as ComponentType<object>);
    }),
  );

  return function Island<N extends keyof L & string>({
    name,
    props,
    when = "idle",
    className,
    inline = false,
  }: IslandElementProps<L, N>) {
    const component = components.get(name);
    if (!component) throw new Error(`Unknown island "${name}"`);
    // The page's id of this element is unique in the page; "_R_2_" becomes "iR2-".
    const idPrefix = `i${useId().replace(/[^A-Za-z0-9]/g, "")}-`;
    const html = renderToString(createElement(component, props as object), { identifierPrefix: idPrefix });
    const Marker = inline ? "span" : "div";
    return (
      <Marker
        data-island={name}
        data-props={JSON.stringify(props)}
        data-when={when}
        data-id-prefix={idPrefix}
        className={className ?? "contents"}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: React's own rendering of the island
        dangerouslySetInnerHTML={{ __html: html }}
      />
    );
  };
}

/** The site's islands (src/islands/registry.ts). */
export const Island = await defineIslands(islandLoaders);
