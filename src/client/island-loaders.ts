// What the islands runtime is handed: island name → loader of its module. The runtime defines the
// shape and the site's registry (src/islands/registry.ts) fills it, so the arrow points from the
// islands to the runtime and never back (docs/architecture.md#import-rules).
import type { ComponentType } from "react";

// `never` props: any component is assignable; each island's own props are read from its loader.
type IslandModule = { default: ComponentType<never> };

/** Island name → loader of the module whose default export is the island's component. */
export type IslandLoaders = Record<string, () => Promise<IslandModule>>;
