// The daily backup schedule (docs/product.md#admin-backups), checked by the Backups section of the
// Settings tab and by PUT /api/admin/backups/schedule alike.
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
