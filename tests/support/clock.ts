// A clock and timers the test moves together: `advance` moves the time and runs, in order, every
// timer due by then, as time passing would (docs/architecture.md#real-parts). Used for scheduled
// publishing, whose timer the app arms with the scheduler given here (src/services/publication.ts).
import type { Scheduler } from "../../src/services/publication";

export function scheduledClock(start: number) {
  let now = start;
  let nextId = 0;
  const timers = new Map<number, { at: number; run: () => void }>();
  const scheduler: Scheduler = {
    setTimeout(run, ms) {
      const id = ++nextId;
      timers.set(id, { at: now + ms, run });
      return id;
    },
    clearTimeout(id) {
      timers.delete(id as number);
    },
  };
  return {
    now: () => now,
    scheduler,
    /** How many timers are armed. */
    pending: () => timers.size,
    /** Moves the time by `ms`, running each timer due on the way at its own moment. */
    advance(ms: number) {
      const until = now + ms;
      for (;;) {
        const due = [...timers.entries()].filter(([, t]) => t.at <= until).sort((a, b) => a[1].at - b[1].at)[0];
        if (!due) break;
        timers.delete(due[0]);
        now = Math.max(now, due[1].at);
        due[1].run();
      }
      now = until;
    },
  };
}
