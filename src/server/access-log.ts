// The access log's output: one line per request (docs/architecture.md#security), written without a request ever
// waiting for it. Lines are queued and written to stdout together by one asynchronous write at
// most every FLUSH_INTERVAL_MS, one write at a time: under load a write carries hundreds of lines
// (a write per turn of the event loop still cost a measurable share of a cached page's time), and
// lines that arrive while a write is under way go out with the next. If stdout stops draining (a
// stuck log collector), the queue is capped: later lines are counted instead of kept, and the count
// is logged once it drains, so neither memory nor requests pile up behind the log.
import { writeSync } from "node:fs";

const MAX_QUEUED_BYTES = 8 * 1024 * 1024;
export const FLUSH_INTERVAL_MS = 25;

export function createAccessLog(
  options: {
    /** Writes a batch of lines; stdout by default. */
    write?: (text: string) => Promise<unknown>;
    /** Writes what is still queued when the process exits, synchronously; stdout by default. */
    writeSync?: (text: string) => void;
    maxQueuedBytes?: number;
  } = {},
) {
  const write = options.write ?? ((text: string) => Bun.write(Bun.stdout, text));
  const writeNow = options.writeSync ?? ((text: string) => void writeSync(1, text));
  const maxQueuedBytes = options.maxQueuedBytes ?? MAX_QUEUED_BYTES;
  let queue: string[] = [];
  let queuedBytes = 0;
  let dropped = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let writing: Promise<void> | undefined;

  function take(): string | undefined {
    if (dropped > 0) {
      queue.push(`- access log: ${dropped} line(s) dropped while the output was not draining`);
      dropped = 0;
    }
    if (queue.length === 0) return undefined;
    const text = `${queue.join("\n")}\n`;
    queue = [];
    queuedBytes = 0;
    return text;
  }

  async function drain() {
    for (let text = take(); text !== undefined; text = take()) {
      try {
        await write(text);
      } catch {
        // stdout is gone (a closed pipe): there is nowhere left to write to.
      }
    }
    writing = undefined;
  }

  function start() {
    timer = undefined;
    writing ??= drain();
  }

  // Whatever is queued when the process ends (process.exit included) is written before it does.
  process.on("exit", () => {
    const text = take();
    if (text !== undefined) writeNow(text);
  });

  return {
    /** Queues one line (without its newline). Never waits. */
    line(text: string): void {
      if (queuedBytes >= maxQueuedBytes) {
        dropped++;
        return;
      }
      queue.push(text);
      queuedBytes += text.length + 1;
      if (timer === undefined && !writing) timer = setTimeout(start, FLUSH_INTERVAL_MS);
    },
    /** Resolves once every line queued so far is written (for a graceful shutdown). */
    async flush(): Promise<void> {
      clearTimeout(timer);
      timer = undefined;
      while (writing || queue.length > 0 || dropped > 0) {
        writing ??= drain();
        await writing;
      }
    },
  };
}
