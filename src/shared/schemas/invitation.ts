// Invitations (docs/product.md#invitations): the Administrator's form (an address and a role) and the
// invitee's (the username and password they choose, and optionally the name the site shows).
import { z } from "zod";
import { STAFF_ROLES } from "../roles";
import { emailAddress, optionalTextUpTo, textOfLength } from "./fields";
import { PROFILE_LIMITS, PROFILE_MESSAGES, password } from "./user";

export const inviteSchema = z.object({
  email: emailAddress("Please enter a valid email address."),
  role: z.enum(STAFF_ROLES, { error: "Please select a role." }),
});

export const acceptInvitationSchema = z.object({
  username: textOfLength(3, "Username must be at least 3 characters."),
  password,
  displayName: optionalTextUpTo(PROFILE_LIMITS.displayName, PROFILE_MESSAGES.displayName).optional(),
});

export type InviteData = z.output<typeof inviteSchema>;
export type AcceptInvitationData = z.output<typeof acceptInvitationSchema>;
