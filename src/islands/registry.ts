// The islands the browser can hydrate, by name, each loaded on demand so a page downloads only
// the code of the islands it shows. Adding an island means one line here.
import type { ComponentType } from "react";

type IslandModule = { default: ComponentType<never> };

export const islandLoaders = {
  Avatar: () => import("./Avatar"),
  ServiceTabs: () => import("./ServiceTabs"),
  LandscapeTabs: () => import("./LandscapeTabs"),
} satisfies Record<string, () => Promise<IslandModule>>;

export type IslandName = keyof typeof islandLoaders;
