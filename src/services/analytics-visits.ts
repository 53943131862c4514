// The day's visits, kept in typed arrays rather than as one object each (docs/performance.md#counting-cost).
//
// A busy day holds up to 100,000 visits. As objects in a Map, every new visitor allocated two of
// them and the garbage collector walked all of them on each full collection, which cost a new
// visitor's page view about as much as the rest of its count. Here a visit is a few numbers in
// preallocated arrays: starting one writes them and allocates nothing, and the collector sees five
// arrays, not 200,000 cells.
//
// The table is open addressing with linear probing, keyed by the visitor's 32-bit key. Visits are
// only added during a day and all forgotten at its end, so a slot is never deleted (no tombstones).

/** A visit's pages are numbers the caller gives (0 is none): what they stand for is the caller's. */
export type VisitPages = { entry: number; last: number; content: number };

const FIRST_CAPACITY = 1024;

export class VisitTable {
  /** How many visits the table holds. */
  size = 0;
  private capacity = 0;
  private mask = 0;
  // One array per field, each indexed by slot: the visitor's key; the entry page (0 marks an empty
  // slot); the last page; the last article or resource (0 before one); when it last viewed a page.
  private keys = new Uint32Array(0);
  private entries = new Uint32Array(0);
  private lasts = new Uint32Array(0);
  private contents = new Uint32Array(0);
  private times = new Float64Array(0);

  /** Holds at most `maxVisits`; the arrays grow to twice that many slots, so a probe stays short. */
  constructor(private readonly maxVisits: number) {
    this.allocate(FIRST_CAPACITY);
  }

  /** The slot of this visitor's visit, or -1 without one. */
  find(key: number): number {
    const { keys, entries, mask } = this;
    for (let slot = key & mask; entries[slot] !== 0; slot = (slot + 1) & mask) {
      if (keys[slot] === key) return slot;
    }
    return -1;
  }

  /** Starts a visit for a visitor who has none; its slot, or -1 when the table is full. */
  add(key: number, at: number, pages: VisitPages): number {
    if (this.size >= this.maxVisits) return -1;
    if ((this.size + 1) * 2 > this.capacity) this.grow();
    const slot = this.emptySlot(key);
    this.keys[slot] = key;
    this.size++;
    this.start(slot, at, pages);
    return slot;
  }

  /** Starts a new visit in a slot (its visitor came back after the last one ended). */
  start(slot: number, at: number, { entry, last, content }: VisitPages) {
    if (entry === 0) throw new Error("A visit needs the page it entered on.");
    this.entries[slot] = entry;
    this.lasts[slot] = last;
    this.contents[slot] = content;
    this.times[slot] = at;
  }

  /** When the visit last viewed a page (ms since the epoch). */
  lastAt = (slot: number) => this.times[slot]!;
  entry = (slot: number) => this.entries[slot]!;
  last = (slot: number) => this.lasts[slot]!;
  /** The last article or resource the visit viewed, 0 before one. */
  content = (slot: number) => this.contents[slot]!;

  /** A page view of the visit: when, and (unless it is the page it was on) which page. */
  viewed(slot: number, at: number, page?: { last: number; content: boolean }) {
    this.times[slot] = at;
    if (!page) return;
    this.lasts[slot] = page.last;
    if (page.content) this.contents[slot] = page.last;
  }

  /** Forgets every visit (the day is over). */
  clear() {
    this.size = 0;
    this.allocate(FIRST_CAPACITY);
  }

  private emptySlot(key: number) {
    let slot = key & this.mask;
    while (this.entries[slot] !== 0) slot = (slot + 1) & this.mask;
    return slot;
  }

  private allocate(capacity: number) {
    this.capacity = capacity;
    this.mask = capacity - 1;
    this.keys = new Uint32Array(capacity);
    this.entries = new Uint32Array(capacity);
    this.lasts = new Uint32Array(capacity);
    this.contents = new Uint32Array(capacity);
    this.times = new Float64Array(capacity);
  }

  /** Twice the slots, every visit moved to its place in them. */
  private grow() {
    const old = {
      keys: this.keys,
      entries: this.entries,
      lasts: this.lasts,
      contents: this.contents,
      times: this.times,
    };
    this.allocate(this.capacity * 2);
    for (let from = 0; from < old.entries.length; from++) {
      if (old.entries[from] === 0) continue;
      const slot = this.emptySlot(old.keys[from]!);
      this.keys[slot] = old.keys[from]!;
      this.entries[slot] = old.entries[from]!;
      this.lasts[slot] = old.lasts[from]!;
      this.contents[slot] = old.contents[from]!;
      this.times[slot] = old.times[from]!;
    }
  }
}
