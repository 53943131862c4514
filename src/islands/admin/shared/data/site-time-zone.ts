// The site's time zone in the dashboard (settings.timeZone), handed to it by the server
// (src/pages/admin.tsx) so every admin reads and writes scheduled moments on the same clock,
// whatever their browser's (docs/product.md#scheduled).
import { createContext, useContext } from "react";

/** The site's IANA time zone; UTC outside a dashboard. */
export const SiteTimeZone = createContext("UTC");

export const useSiteTimeZone = () => useContext(SiteTimeZone);
