// What one day of counting may hold, whatever arrives (docs/architecture.md#analytics; decision 023).
//
// Referrers and UTM tags are whatever a request says, so a script sending a new one on every
// request would otherwise add rows to `analytics_daily` and keys to memory without end. Each cap
// is checked where a value, or a combination of values, is first seen that day, never on a count
// of something already known: the first values of a day are kept, and the rest are counted under
// "(other)", as Google Analytics does with its "(other)" row. A day of readers stays far below
// every cap; only a flood reaches them.

/** What a value, or a whole row, is counted as once its cap is reached. */
export const OTHER = "(other)";

/** Distinct pages (paths) a day keeps. The site's own pages are far fewer. */
export const MAX_PATHS_A_DAY = 1_000;
/** Distinct referrer hosts a day keeps. */
export const MAX_REFERRERS_A_DAY = 500;
/** Distinct values of each UTM tag (utm_source, utm_medium, utm_campaign) a day keeps. */
export const MAX_UTM_VALUES_A_DAY = 200;
/**
 * Distinct combinations of a page, its visit's source (referrer and tags) and a device a day
 * keeps: each is one "view" and one "visit" row. Beyond them, a new combination is counted as the
 * device's "(other)" page from the "(other)" source.
 */
export const MAX_PAGE_KEYS_A_DAY = 5_000;
/** Distinct dialog, download and message rows a day keeps; beyond them, "(other)" but for the device. */
export const MAX_CONVERSION_KEYS_A_DAY = 2_000;
/** Visits whose opened dialogs are remembered (to count each once); beyond them, each opening counts. */
export const MAX_DIALOG_VISITS = 10_000;

/**
 * The most rows one day can add to `analytics_daily`: a "visitor" row per device (3), a "view"
 * and a "visit" row per page key (the devices' "(other)" ones among them), the conversion rows,
 * and the "(other)" row of each conversion metric (dialog, download, message) per device (3 × 3).
 */
export const MAX_ROWS_A_DAY = 3 + 2 * MAX_PAGE_KEYS_A_DAY + MAX_CONVERSION_KEYS_A_DAY + 9;

/** The distinct values of one dimension kept in a day: the first `max` of them, then OTHER. */
export class DistinctValues {
  private readonly kept = new Set<string>();

  constructor(private readonly max: number) {}

  /** The value as counted: itself while it is known or there is room, else OTHER. "" (none) is always kept. */
  keep(value: string): string {
    if (value === "" || this.kept.has(value)) return value;
    if (this.kept.size >= this.max) return OTHER;
    this.kept.add(value);
    return value;
  }

  clear() {
    this.kept.clear();
  }
}
