// The site's booking calls to action ("Schedule a Consultation", "Get Started Today"; the ones
// naming a conversation stay on /contact) lead to /book while booking is open
// (docs/product.md#booking), and to the contact form otherwise. Decided on the server as the page
// is rendered; switching booking on or off is a content event, so no cached page keeps the old link.
import type { Link } from "../shared/schemas/pages/fields";
import type { Services } from "../services";

export function callToBook<L extends Link>(link: L, services: Services): L {
  return services.booking.isOpen() ? { ...link, href: "/book" } : link;
}
