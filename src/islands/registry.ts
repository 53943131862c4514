// The islands the browser can hydrate, by name, each loaded on demand so a page downloads only
// the code of the islands it shows. Adding an island means one line here: its name, and the
// module whose default export is the component. The server's <Island> (src/pages/Island.tsx)
// renders from the same list and types each island's props from its component, and the browser
// entry (./hydrate.ts) hands the same loaders to the runtime (src/client/islands-runtime.ts), whose
// shape they take (src/client/island-loaders.ts).
import type { ComponentType } from "react";
import type { IslandLoaders } from "../client/island-loaders";

export const islandLoaders = {
  Avatar: () => import("./Avatar"),
  ServiceTabs: () => import("./ServiceTabs"),
  LandscapeTabs: () => import("./LandscapeTabs"),
  BlogList: () => import("./BlogList"),
  ContactForm: () => import("./ContactForm"),
  ResourceList: () => import("./ResourceList"),
  DownloadDialog: () => import("./DownloadDialog"),
  DownloadCount: () => import("./DownloadCount"),
  LoginForm: () => import("./LoginForm"),
  BookingTimeZone: () => import("./BookingTimeZone"),
  AdminDashboard: () => import("./admin/AdminDashboard"),
  AdminEditor: () => import("./admin/AdminEditor"),
} satisfies IslandLoaders;

export type { IslandLoaders };

/** The component an island's loader yields. */
type IslandComponentOf<L extends IslandLoaders, N extends keyof L> = Awaited<ReturnType<L[N]>>["default"];

/** The props an island takes, read from its component. */
export type IslandPropsOf<L extends IslandLoaders, N extends keyof L> =
  IslandComponentOf<L, N> extends ComponentType<infer P> ? P : never;
