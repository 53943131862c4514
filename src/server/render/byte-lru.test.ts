import { describe, expect, test } from "bun:test";
import { createByteLru } from "./byte-lru";

const lru = (maxBytes: number) => createByteLru<string>({ maxBytes, sizeOf: (value) => value.length });

describe("byte-budget LRU", () => {
  test("evicts the least recently used until the new value fits, and counts the bytes held", () => {
    const cache = lru(10);
    cache.set("a", "aaaa");
    cache.set("b", "bbbb");
    cache.get("a"); // now b is the least recently used
    cache.set("c", "cccc");
    expect(cache.keys()).toEqual(["a", "c"]);
    expect(cache.bytes).toBe(8);
    cache.set("d", "dddddddd"); // needs both out
    expect(cache.keys()).toEqual(["d"]);
    expect(cache.bytes).toBe(8);
  });

  test("replacing a key counts only its new size", () => {
    const cache = lru(10);
    cache.set("a", "aaaaaaa");
    cache.set("a", "aa");
    expect(cache.bytes).toBe(2);
    expect(cache.size).toBe(1);
  });

  test("a value larger than the whole budget is refused and evicts nothing", () => {
    const cache = lru(10);
    cache.set("a", "aaaa");
    expect(cache.set("huge", "x".repeat(11))).toBe(false);
    expect(cache.keys()).toEqual(["a"]);
  });

  test("a value that grew in place is counted anew, evicting others first, and dropped past the budget", () => {
    const sized = createByteLru<{ text: string }>({ maxBytes: 10, sizeOf: (value) => value.text.length });
    const a = { text: "aaaa" };
    const b = { text: "bbbb" };
    sized.set("a", a);
    sized.set("b", b);
    b.text = "bbbbbbb";
    sized.resized("b", b);
    expect(sized.keys()).toEqual(["b"]);
    expect(sized.bytes).toBe(7);
    // A value the key no longer holds changes nothing.
    a.text = "aaaaaaaaa";
    sized.resized("a", a);
    expect(sized.bytes).toBe(7);
    b.text = "b".repeat(11);
    sized.resized("b", b);
    expect(sized.size).toBe(0);
    expect(sized.bytes).toBe(0);
  });

  test("delete and clear give the bytes back", () => {
    const cache = lru(10);
    cache.set("a", "aaaa");
    cache.set("b", "bb");
    cache.delete("a");
    expect(cache.bytes).toBe(2);
    cache.clear();
    expect(cache.bytes).toBe(0);
    expect(cache.get("b")).toBeUndefined();
  });
});
