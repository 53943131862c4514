// Hydrates island markers with React. Loaded by the entry only on pages that have islands.
import { createElement, useEffect, type ComponentType, type ReactNode } from "react";
import { hydrateRoot } from "react-dom/client";
import { islandLoaders, type IslandName } from "../islands/registry";

function isIslandName(name: string): name is IslandName {
  return Object.hasOwn(islandLoaders, name);
}

async function hydrate(marker: HTMLElement) {
  const name = marker.dataset.island ?? "";
  if (!isIslandName(name)) {
    console.error(`Unknown island "${name}"`);
    return;
  }
  const { default: Component } = await islandLoaders[name]();
  const props: object = JSON.parse(marker.dataset.props ?? "{}");
  hydrateRoot(
    marker,
    createElement(MarkHydrated, { marker }, createElement(Component as ComponentType<object>, props)),
    { onRecoverableError: (error) => console.error(`Island ${name}:`, error) },
  );
}

// Sets data-hydrated once React has committed the hydrated tree (effects run after commit), so
// browser tests wait on the attribute instead of sleeping.
function MarkHydrated({ marker, children }: { marker: HTMLElement; children?: ReactNode }) {
  useEffect(() => {
    marker.dataset.hydrated = "";
  }, [marker]);
  return children;
}

const whenIdle = (run: () => void) =>
  "requestIdleCallback" in window ? requestIdleCallback(run, { timeout: 1500 }) : setTimeout(run, 1);

export function hydrateIslands(markers: Iterable<HTMLElement>) {
  // Markers are display: contents and have no box to intersect, so the island's first element
  // is what is watched.
  const markerOf = new Map<Element, HTMLElement>();
  const visibility = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        const marker = markerOf.get(entry.target);
        if (!entry.isIntersecting || !marker) continue;
        visibility.unobserve(entry.target);
        void hydrate(marker);
      }
    },
    { rootMargin: "200px" },
  );
  for (const marker of markers) {
    if (marker.dataset.when !== "visible") {
      whenIdle(() => void hydrate(marker));
      continue;
    }
    const target = marker.firstElementChild ?? marker;
    markerOf.set(target, marker);
    visibility.observe(target);
  }
}
