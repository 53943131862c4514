// A per-key request budget in memory: at most `limit` requests per `windowMs` for each key (a
// client address), counted in fixed windows that start with a key's first request. It guards the
// download request against scripted abuse, so it must be generous enough that a whole office
// behind one address never meets it, and small in memory whatever an attacker sends: at most
// `maxKeys` keys are held; when full, expired windows are swept and, failing that, the key whose
// window started longest ago is forgotten (it restarts with a fresh budget, which only ever errs
// on the side of letting a person through).
//
// In memory and per process on purpose: a restart forgets the counts, and one server process is
// the deployment this site has (docs/architecture.md#request-path).

type RateLimitDecision = { allowed: true; remaining: number } | { allowed: false; retryAfterSeconds: number };

type RateLimiterOptions = {
  limit: number;
  windowMs: number;
  /** Most keys held at once. */
  maxKeys: number;
  now?: () => number;
};

export function createRateLimiter(options: RateLimiterOptions) {
  const { limit, windowMs, maxKeys } = options;
  const now = options.now ?? Date.now;
  // Insertion order is window-start order: a key is re-inserted when its window restarts.
  const windows = new Map<string, { startedAt: number; count: number }>();

  function sweep(at: number) {
    for (const [key, window] of windows) {
      // Oldest first: the first window still running ends the sweep.
      if (at - window.startedAt < windowMs) break;
      windows.delete(key);
    }
  }

  return {
    /** Counts one request for `key` unless its budget is spent. */
    hit(key: string): RateLimitDecision {
      const at = now();
      let window = windows.get(key);
      if (window && at - window.startedAt >= windowMs) {
        windows.delete(key);
        window = undefined;
      }
      if (!window) {
        if (windows.size >= maxKeys) sweep(at);
        if (windows.size >= maxKeys) windows.delete(windows.keys().next().value!);
        window = { startedAt: at, count: 0 };
        windows.set(key, window);
      }
      if (window.count >= limit) {
        return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((window.startedAt + windowMs - at) / 1000)) };
      }
      window.count++;
      return { allowed: true, remaining: limit - window.count };
    },
    /** How many keys are held (for tests of the bound). */
    size(): number {
      return windows.size;
    },
  };
}
