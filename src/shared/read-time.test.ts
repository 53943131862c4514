import { describe, expect, test } from "bun:test";
import { DEFAULT_READ_TIME, readTimeFromWords, readTimeOf } from "./read-time";

describe("read time", () => {
  test("the product's default is '5 min read'", () => {
    expect(DEFAULT_READ_TIME).toBe("5 min read");
  });

  test.each([
    [0, "1 min read"],
    [1, "1 min read"],
    [200, "1 min read"],
    [201, "2 min read"],
    [1000, "5 min read"],
  ])("%d words at 200 a minute read %p", (words, text) => {
    expect(readTimeFromWords(words)).toBe(text);
  });

  test("counts the words of a text, not its HTML tags", () => {
    const paragraph = `<p>${"word ".repeat(150)}</p>`;
    expect(readTimeOf(paragraph.repeat(2))).toBe("2 min read");
    expect(readTimeOf(`<p class="a b c d e f">one</p><ul><li>two</li></ul>`)).toBe("1 min read");
    expect(readTimeOf("word ".repeat(401))).toBe("3 min read");
  });
});
