import { describe, expect, test } from "bun:test";
import { createUnsavedStore } from "./unsaved";

describe("unsaved changes", () => {
  test("any one form with changes counts, until it is saved or gone", () => {
    const store = createUnsavedStore();
    expect(store.hasUnsavedChanges()).toBe(false);
    store.report("blog", true);
    store.report("testimonial", false);
    expect(store.hasUnsavedChanges()).toBe(true);
    store.report("blog", false);
    expect(store.hasUnsavedChanges()).toBe(false);
    store.report("testimonial", true);
    store.forget("testimonial");
    expect(store.hasUnsavedChanges()).toBe(false);
  });

  test("readers are told of each change and of nothing else, until they unsubscribe", () => {
    const store = createUnsavedStore();
    let told = 0;
    const unsubscribe = store.subscribe(() => told++);
    store.report("blog", true);
    store.report("blog", true);
    store.forget("never-reported");
    expect(told).toBe(1);
    store.forget("blog");
    expect(told).toBe(2);
    unsubscribe();
    store.report("blog", true);
    expect(told).toBe(2);
  });
});
