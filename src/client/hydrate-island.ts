// Hydrates one island marker with React. The islands runtime (src/client/islands-runtime.ts)
// imports this module only when the first island of a page is due, so React is not loaded, let
// alone run, on a page whose islands wait for the reader.
//
// An island that cannot hydrate (its code fails to load, its props do not parse) is logged with its
// name and left as the server rendered it; the other islands on the page hydrate regardless.
import { createElement, startTransition, useEffect, type ComponentType, type ReactNode } from "react";
import { hydrateRoot } from "react-dom/client";
import type { IslandLoaders } from "./island-loaders";

/** A press held by the islands runtime until React takes the island over (src/client/islands-runtime.ts). */
export type HeldPress = {
  /** Stops holding presses (React answers them from here on) and gives the one held, if any. */
  release: () => HTMLElement | null;
};

export async function hydrateIsland(marker: HTMLElement, loaders: IslandLoaders, press: HeldPress) {
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
      // From here React answers presses itself (a press on a part not yet hydrated makes React
      // hydrate it first), so only one that came before is pressed again.
      const pressed = press.release();
      hydrateRoot(
        marker,
        createElement(MarkHydrated, { marker, pressed }, createElement(Component as ComponentType<object>, props)),
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

/**
 * Hands text typed before the island hydrated to its components. React adopts the server's inputs
 * as they are, typed text included, but its state still holds the server's values, so its next
 * render (react-aria renders again right after hydrating) writes those back over what was typed.
 * So the typed text of each text field is taken at once, then sent again as React sees a person's
 * change: the value React last saw is reset to the markup's, the typed one is written past React's
 * tracking, and an input event follows. Each in a task of its own, as typing would be, so every
 * change is rendered before the next (a handler that reads the last render's state loses nothing).
 */
async function replayTypedText(marker: HTMLElement) {
  const typed = [...marker.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>("input, textarea")]
    .filter((field) => !["hidden", "checkbox", "radio"].includes(field.type) && field.value !== field.defaultValue)
    .map((field) => ({ field, text: field.value }));
  for (const { field, text } of typed) {
    await nextTask();
    field.value = field.defaultValue;
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), "value")?.set?.call(field, text);
    field.dispatchEvent(new Event("input", { bubbles: true }));
  }
  if (typed.length > 0) await nextTask();
}

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

/**
 * Presses again the control pressed before the island hydrated (src/client/islands-runtime.ts,
 * holdPresses), if it is still the island's and can be pressed: a click with no pointer, as a
 * keyboard or screen reader sends, which react-aria's buttons answer as a press.
 */
function replayPress(marker: HTMLElement, pressed: HTMLElement | null) {
  if (!pressed?.isConnected || !marker.contains(pressed)) return;
  if (pressed.matches(":disabled, [aria-disabled=true]")) return;
  pressed.click();
}

// Once React has committed the hydrated tree (effects run after commit, the island's own first),
// replays text typed before that and then the press that woke the island, then sets data-hydrated,
// so browser tests wait on the attribute instead of sleeping. It calls no useId and wraps a single
// child, so the island's ids are the same as in the server's render of the component alone.
function MarkHydrated({
  marker,
  pressed,
  children,
}: {
  marker: HTMLElement;
  pressed: HTMLElement | null;
  children?: ReactNode;
}) {
  useEffect(() => {
    void replayTypedText(marker).then(() => {
      replayPress(marker, pressed);
      marker.dataset.hydrated = "";
    });
  }, [marker, pressed]);
  return children;
}
