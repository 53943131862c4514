// Waiting for something the code under test does in the background (a sender's send, a log line,
// a file on disk): the test names the state it waits for and goes on the moment it holds, never
// after a fixed sleep (docs/architecture.md#test-rules). The bound only turns a state that never
// comes into a failure that says what was awaited.

/** Polls `condition` until it holds; throws, naming `what`, if it still does not after `timeoutMs`. */
export async function waitFor(condition: () => boolean, what: string, timeoutMs = 15_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > until) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await Bun.sleep(5);
  }
}
