// The daily backup schedule and a backup asked for now (docs/product.md#admin-backups), checked by
// the Backups section of the Settings tab and by PUT /api/admin/backups/schedule and POST
// /api/admin/backups alike.
import { z } from "zod";

export const backupScheduleSchema = z.object({
  enabled: z.boolean({ error: "Please say whether backups run every day" }),
  hour: z
    .number({ error: "Please choose an hour" })
    .int("Please choose a whole hour")
    .min(0, "Please choose an hour from 0 to 23")
    .max(23, "Please choose an hour from 0 to 23"),
  keep: z
    .number({ error: "Please enter how many backups to keep" })
    .int("Please enter a whole number")
    .min(1, "Keep at least 1 backup")
    .max(365, "Keep at most 365 backups"),
  destination: z.enum(["local", "bucket"], { error: "Please choose where backups are kept" }),
});
export type BackupSchedule = z.infer<typeof backupScheduleSchema>;

/** The shortest passphrase an archive's secret is sealed with (decision 025). */
export const MIN_PASSPHRASE_LENGTH = 12;

/** POST /api/admin/backups: whether the archive carries the installation's secret, sealed with `passphrase`. */
export const backupRequestSchema = z
  .object({
    includeSecret: z.boolean({ error: "Please say whether the backup includes the secret" }).default(false),
    passphrase: z
      .string({ error: "Please enter a passphrase" })
      .max(1024, "Please use at most 1024 characters")
      .optional(),
  })
  .superRefine((request, context) => {
    if (request.includeSecret && (request.passphrase ?? "").length < MIN_PASSPHRASE_LENGTH) {
      context.addIssue({
        code: "custom",
        path: ["passphrase"],
        message: `Please enter a passphrase of at least ${MIN_PASSPHRASE_LENGTH} characters`,
      });
    }
  });
export type BackupRequest = z.input<typeof backupRequestSchema>;
