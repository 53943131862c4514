// Long reads (docs/architecture.md#long-reads; decision 035): SQLite calls run on the one thread that
// also serves the pages, so a read that goes through many rows (an export, a year of analytics,
// the media library's uses) is cut into chunks of a few milliseconds each, with a turn of the
// event loop between them: the requests that came in meanwhile are answered before the next chunk.

/** The next turn of the event loop, after the requests and timers waiting for it. */
export const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));
