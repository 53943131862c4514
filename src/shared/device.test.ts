import { expect, test } from "bun:test";
import { deviceOf } from "./device";

test("a session's device is the browser and system its user agent names", () => {
  expect(
    deviceOf(
      "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36",
    ),
  ).toBe("Chrome on Windows");
  expect(
    deviceOf("Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Version/17.0 Safari/604.1"),
  ).toBe("Safari on iPhone");
  expect(deviceOf("Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0")).toBe("Firefox on Linux");
  expect(deviceOf("curl/8.5.0")).toBe("curl/8.5.0");
  expect(deviceOf(null)).toBe("Unknown device");
});
