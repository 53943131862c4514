// The contact form (docs/product.md#entities, #validation), checked in the browser before sending and again by the API.
import { z } from "zod";
import { emailAddress, optionalText, textOfLength } from "./fields";

/** The service options' values; their labels are content (src/content/contact.ts). */
const contactServices = ["fractional-cpo", "product-management", "product-operations", "other"] as const;
export type ContactService = (typeof contactServices)[number];

// recipientEmail, which the product's client adds, is not declared: zod drops unknown keys, and the
// server always sends to its configured address (docs/architecture.md#security).
export const contactSchema = z.object({
  name: textOfLength(2, "Name must be at least 2 characters."),
  email: emailAddress("Please enter a valid email address."),
  company: optionalText(),
  service: z.enum(contactServices, { error: "Please select a service." }),
  message: textOfLength(10, "Message must be at least 10 characters."),
});

export type ContactInput = z.input<typeof contactSchema>;
export type ContactData = z.output<typeof contactSchema>;

/**
 * The honeypot: a field named like one a contact form might have, hidden from people and from
 * assistive technology, so only a program filling in every field it finds fills it. Forms send it
 * empty; the server answers a filled one as if all went well but never forwards the message.
 */
export const CONTACT_HONEYPOT_FIELD = "website";

/**
 * The signed time the form was shown (src/services/form-stamp.ts), carried by the form itself: a
 * hidden field of the page's form and a property of the JSON its script sends. Optional: a
 * message without it is still stored, only not e-mailed until an admin vouches for it.
 */
export const CONTACT_STAMP_FIELD = "formStamp";

/** What POST /api/contact reads: the form's fields, the honeypot (any value, kept as text) and the stamp. */
export const contactRequestSchema = contactSchema.extend({
  [CONTACT_HONEYPOT_FIELD]: z
    .unknown()
    .transform((value) => (value == null ? "" : String(value)))
    .default(""),
  // Anything but a string is a stamp nobody issued; it must not turn the message away.
  [CONTACT_STAMP_FIELD]: z
    .unknown()
    .optional()
    .transform((value) => (typeof value === "string" ? value : undefined)),
});
