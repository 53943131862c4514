// The one browser entry. It enhances the header (plain DOM code, on every page), then, only when
// the page has island markers rendered by <Island>, loads React and hydrates each island when the
// browser is idle or when it scrolls into view, loading only the code that island needs. The
// registry is a list of loaders: importing it here loads no island code.
import { islandLoaders } from "../islands/registry";
import { enhanceShell } from "./shell";

enhanceShell();

const markers = document.querySelectorAll<HTMLElement>("[data-island]");
if (markers.length > 0) {
  import("./islands-runtime")
    .then(({ hydrateIslands }) => hydrateIslands(markers, islandLoaders))
    .catch((error: unknown) => console.error("Islands could not load; the page keeps its server markup:", error));
}
