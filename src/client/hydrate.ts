// The one browser entry. It finds island markers rendered by <Island> and hydrates each when the
// browser is idle or when it scrolls into view, loading only the code that island needs.
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

const visibility = new IntersectionObserver(
  (entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue;
      visibility.unobserve(entry.target);
      void hydrate(entry.target as HTMLElement);
    }
  },
  { rootMargin: "200px" },
);

for (const marker of document.querySelectorAll<HTMLElement>("[data-island]")) {
  if (marker.dataset.when === "visible") visibility.observe(marker);
  else whenIdle(() => void hydrate(marker));
}
