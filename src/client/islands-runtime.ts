// Hydrates island markers with React. Loaded by the entry only on pages that have islands; the
// islands it can hydrate are passed in (the site's registry, or a test's own), so nothing here
// decides which code ships.
//
// An island that cannot hydrate (its code fails to load, its props do not parse) is logged with its
// name and left as the server rendered it; the other islands on the page hydrate regardless.
import { createElement, startTransition, useEffect, type ComponentType, type ReactNode } from "react";
import { hydrateRoot } from "react-dom/client";
import type { IslandLoaders } from "../islands/registry";

async function hydrate(marker: HTMLElement, loaders: IslandLoaders) {
  const name = marker.dataset.island ?? "";
  try {
    if (!Object.hasOwn(loaders, name)) throw new Error("no such island in the registry");
    const props: unknown = JSON.parse(marker.dataset.props ?? "{}");
    if (typeof props !== "object" || props === null || Array.isArray(props))
      throw new Error("its props are not an object");
    const { default: Component } = await loaders[name]!();
    // As a transition, React hydrates in slices of a few milliseconds and lets the browser handle
    // input in between, instead of one long task per island (the same is done by Next.js and Remix).
    startTransition(() => {
      hydrateRoot(
        marker,
        createElement(MarkHydrated, { marker }, createElement(Component as ComponentType<object>, props)),
        {
          // The server rendered this island as its own root with this prefix (src/pages/Island.tsx),
          // so useId, and with it every label, description and error id, matches.
          identifierPrefix: marker.dataset.idPrefix,
          onRecoverableError: (error) => console.error(`Island ${name}:`, error),
          onUncaughtError: (error) => console.error(`Island ${name} failed:`, error),
        },
      );
    });
  } catch (error) {
    console.error(`Island ${name} could not hydrate and keeps its server markup:`, error);
  }
}

// Sets data-hydrated once React has committed the hydrated tree (effects run after commit), so
// browser tests wait on the attribute instead of sleeping. It calls no useId and wraps a single
// child, so the island's ids are the same as in the server's render of the component alone.
function MarkHydrated({ marker, children }: { marker: HTMLElement; children?: ReactNode }) {
  useEffect(() => {
    marker.dataset.hydrated = "";
  }, [marker]);
  return children;
}

const whenIdle = (run: () => void) =>
  "requestIdleCallback" in window ? requestIdleCallback(run, { timeout: 1500 }) : setTimeout(run, 1);

export function hydrateIslands(markers: Iterable<HTMLElement>, loaders: IslandLoaders) {
  // Markers are display: contents and have no box to intersect, so the island's first element
  // is what is watched.
  const markerOf = new Map<Element, HTMLElement>();
  const visibility = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        const marker = markerOf.get(entry.target);
        if (!entry.isIntersecting || !marker) continue;
        visibility.unobserve(entry.target);
        void hydrate(marker, loaders);
      }
    },
    { rootMargin: "200px" },
  );
  for (const marker of markers) {
    if (marker.dataset.when !== "visible") {
      whenIdle(() => void hydrate(marker, loaders));
      continue;
    }
    const target = marker.firstElementChild ?? marker;
    markerOf.set(target, marker);
    visibility.observe(target);
  }
}
