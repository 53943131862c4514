// The login form (docs/product.md#validation: username and password required). The password is taken as typed,
// never trimmed, so it is checked exactly as it was set.
import { z } from "zod";
import { requiredText } from "./fields";

export const loginSchema = z.object({
  username: requiredText("Username is required"),
  password: z.string({ error: "Password is required" }).min(1, "Password is required"),
});
