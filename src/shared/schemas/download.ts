// The download request of a gated resource (docs/product.md#entities, #validation). The product has two dialogs whose LinkedIn
// messages differ by a full stop; both enforce the same strict rule (a linkedin.com address,
// checked on the parsed host), so only the message varies.
import { z } from "zod";
import { isLinkedInUrl } from "../urls";
import { emailAddress, textOfLength } from "./fields";

function downloadRequest(linkedinMessage: string) {
  return z.object({
    name: textOfLength(2, "Name must be at least 2 characters."),
    email: emailAddress("Please enter a valid email address."),
    linkedinUrl: z.string({ error: linkedinMessage }).trim().refine(isLinkedInUrl, linkedinMessage),
  });
}

/** The dialog on the resources list (/resources). */
export const downloadRequestSchema = downloadRequest("Please enter a valid LinkedIn URL");

/** The dialog on a resource's detail page (/resources/{slug}). */
export const downloadRequestDetailSchema = downloadRequest("Please enter a valid LinkedIn URL.");

export type DownloadRequestInput = z.input<typeof downloadRequestSchema>;
export type DownloadRequestData = z.output<typeof downloadRequestSchema>;
