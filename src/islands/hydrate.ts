// The one browser entry. It enhances the header and watches resource covers (plain DOM code, on
// every page), then, only when
// the page has island markers rendered by <Island>, schedules each island's hydration as its
// marker says (src/client/islands-runtime.ts). React and an island's code load only when that
// island is due. The registry is a list of loaders: importing it here loads no island code.
import { islandLoaders } from "./registry";
import { watchCovers } from "../client/covers";
import { hydrateIslands } from "../client/islands-runtime";
import { enhanceShell } from "../client/shell";

enhanceShell();
watchCovers();

const markers = document.querySelectorAll<HTMLElement>("[data-island]");
if (markers.length > 0) hydrateIslands(markers, islandLoaders);
