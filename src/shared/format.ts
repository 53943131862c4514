// Small formatters shared by the server and the browser.
import { format } from "date-fns";

/** SPEC's date format, e.g. "March 4, 2026". */
export function formatDate(date: Date | string | number): string {
  return format(new Date(date), "MMMM d, yyyy");
}

/** A file size as the site shows it, e.g. "2.5 MB". */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  const units = ["KB", "MB", "GB"];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${value >= 10 ? Math.round(value) : Math.round(value * 10) / 10} ${units[unit]}`;
}
