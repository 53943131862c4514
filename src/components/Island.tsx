// Marks an interactive component for hydration in the browser. The server renders the component
// inside a marker that carries its name and props; src/client/hydrate.ts finds the marker, loads
// only that island's code and hydrates it in place. Props must be JSON-serialisable.
import type { ComponentType } from "react";
import type { IslandName } from "../islands/registry";

export type HydrateWhen = "idle" | "visible";

type IslandProps<P> = {
  name: IslandName;
  component: ComponentType<P>;
  props: P;
  when?: HydrateWhen;
  className?: string;
};

export function Island<P extends object>({ name, component: Component, props, when = "idle", className }: IslandProps<P>) {
  return (
    <div
      data-island={name}
      data-props={JSON.stringify(props)}
      data-when={when}
      className={className ?? "contents"}
    >
      <Component {...props} />
    </div>
  );
}
