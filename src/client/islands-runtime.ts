// Decides when each island marker of a page hydrates, as its `data-when` says (src/pages/Island.tsx):
// "idle" once the browser has nothing else to do after load, "visible" when it scrolls near the
// viewport, "interaction" at the visitor's first pointer move, touch, key or focus on the page.
// The islands it can hydrate are passed in (the site's registry, or a test's own), so nothing here
// decides which code ships. React itself comes with the first island that is due
// (src/client/hydrate-island.ts): until then a page has loaded a few hundred bytes of this.
import type { IslandLoaders } from "./island-loaders";
import type { HeldPress } from "./hydrate-island";

function hydrate(marker: HTMLElement, loaders: IslandLoaders, press: HeldPress) {
  import("./hydrate-island")
    .then(({ hydrateIsland }) => hydrateIsland(marker, loaders, press))
    .catch((error: unknown) =>
      console.error(`Island ${marker.dataset.island} could not hydrate and keeps its server markup:`, error),
    );
}

const whenIdle = (run: () => void) =>
  "requestIdleCallback" in window ? requestIdleCallback(run, { timeout: 1500 }) : setTimeout(run, 1);

// The first signs of a person on the page: a pointer moving or pressing, a touch, a key, a wheel.
// Focus arriving by other means (a screen reader's virtual cursor) is a sign too.
const INTERACTION_EVENTS = ["pointermove", "pointerdown", "touchstart", "keydown", "wheel", "focusin"] as const;

/** Runs `run` once, at the visitor's first interaction with the page. */
function onFirstInteraction(run: () => void) {
  const start = () => {
    for (const type of INTERACTION_EVENTS) window.removeEventListener(type, start, true);
    run();
  };
  for (const type of INTERACTION_EVENTS) window.addEventListener(type, start, { capture: true, passive: true });
}

// The last press on a control of the island that does nothing without its code, landed before
// React took the island over, is held (holdPresses): the first tap on a resource's 'Download
// Resource' both wakes the island and presses the button, which has no handler yet, so it is
// pressed again once the island has hydrated (src/client/hydrate-island.ts) and the first tap
// opens the dialog. Links, submit buttons and fields are left out: without JavaScript they already
// did what they do.
// A press on these does something by itself (follows, submits, toggles, focuses to type).
const NATIVE_CONTROL = "a[href], input, select, textarea, label, summary, button:not([type=button])";
// A press on these does nothing until the island's code runs.
const SCRIPTED_CONTROL =
  "button[type=button], [role=button], [role=tab], [role=option], [role=menuitem], [role=switch]";

function holdPresses(marker: HTMLElement): HeldPress {
  let held: HTMLElement | null = null;
  const hold = (event: Event) => {
    const target = event.target instanceof Element ? event.target : null;
    const control = target?.closest<HTMLElement>(`${NATIVE_CONTROL}, ${SCRIPTED_CONTROL}`);
    if (control && marker.contains(control) && control.matches(SCRIPTED_CONTROL)) held = control;
  };
  // A click, also for a tap, Enter or Space on a button: what activates a control.
  marker.addEventListener("click", hold, { capture: true });
  return {
    release: () => {
      marker.removeEventListener("click", hold, { capture: true });
      return held;
    },
  };
}

/** Whether the address's fragment names an element inside the marker (a deep link into a tab). */
function fragmentTargets(marker: HTMLElement): boolean {
  let id = window.location.hash.slice(1);
  try {
    id = decodeURIComponent(id);
  } catch {
    return false;
  }
  return id !== "" && marker.querySelector(`#${CSS.escape(id)}`) !== null;
}

export function hydrateIslands(markers: Iterable<HTMLElement>, loaders: IslandLoaders) {
  const started = new Set<HTMLElement>();
  const presses = new Map<HTMLElement, HeldPress>();
  const start = (marker: HTMLElement) => {
    if (started.has(marker)) return;
    started.add(marker);
    hydrate(marker, loaders, presses.get(marker)!);
  };
  // Markers are display: contents and have no box to intersect, so the island's first element
  // is what is watched.
  const markerOf = new Map<Element, HTMLElement>();
  const visibility = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        const marker = markerOf.get(entry.target);
        if (!entry.isIntersecting || !marker) continue;
        visibility.unobserve(entry.target);
        start(marker);
      }
    },
    { rootMargin: "200px" },
  );
  const onInteraction: HTMLElement[] = [];
  for (const marker of markers) {
    presses.set(marker, holdPresses(marker));
    if (marker.dataset.when === "interaction") {
      onInteraction.push(marker);
      continue;
    }
    if (marker.dataset.when !== "visible") {
      whenIdle(() => start(marker));
      continue;
    }
    const target = marker.firstElementChild ?? marker;
    markerOf.set(target, marker);
    visibility.observe(target);
  }
  // A link to a part of a lazy island (/services#product-operations names a tab) needs the island
  // at once: it alone can show that part and bring it into view, where the observer would see it.
  const startLinkedIslands = () => {
    for (const marker of markerOf.values()) if (fragmentTargets(marker)) start(marker);
  };
  startLinkedIslands();
  window.addEventListener("hashchange", startLinkedIslands);
  if (onInteraction.length > 0)
    onFirstInteraction(() => {
      for (const marker of onInteraction) start(marker);
    });
}
