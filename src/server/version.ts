// The site's version, from package.json (embedded in the compiled binary): shown on the status
// page and written into every backup's manifest.
import packageJson from "../../package.json" with { type: "json" };

export const SITE_VERSION: string = packageJson.version;
