// docs/architecture.md#admin-data-layer: the one place a failed request is put in words and a
// refused write's field errors are unpacked, for every admin tab.
import { describe, expect, test } from "bun:test";
import { ApiError } from "../../../../client/api";
import { failureMessage, fieldErrorsOfRefusal, isRefusal } from "./mutation";
import { dataTexts } from "./texts";

const refused = new ApiError("Please fix the highlighted fields.", 400, {
  success: false,
  message: "Please fix the highlighted fields.",
  errors: { title: "Title is required", slug: "Slug is taken" },
});
const conflict = new ApiError("That username is taken.", 409, { success: false, message: "That username is taken." });
const broken = new ApiError("500 Internal Server Error", 500, null);

describe("a failed request in words", () => {
  test("the server's message, or that it could not be reached; nothing for an unknown failure", () => {
    expect(failureMessage(refused)).toBe("Please fix the highlighted fields.");
    expect(failureMessage(new TypeError("Failed to fetch"))).toBe(dataTexts.unreachable);
    expect(failureMessage("The browser refused the passkey.")).toBe("The browser refused the passkey.");
    expect(failureMessage(new Error("a bug"))).toBeUndefined();
  });

  test("a 4xx is a refusal whose message says why; a 5xx and a lost connection are not", () => {
    expect([refused, conflict, broken, new TypeError("x")].map(isRefusal)).toEqual([true, true, false, false]);
  });
});

describe("a refused write's field errors", () => {
  test("a 400's errors by field, copied", () => {
    const errors = fieldErrorsOfRefusal(refused);
    expect(errors).toEqual({ title: "Title is required", slug: "Slug is taken" });
    errors.title = "changed";
    expect(fieldErrorsOfRefusal(refused).title).toBe("Title is required");
  });

  test("none for a refusal without errors, unless a field is named to carry its message", () => {
    expect(fieldErrorsOfRefusal(conflict)).toEqual({});
    expect(fieldErrorsOfRefusal(conflict, "username")).toEqual({ username: "That username is taken." });
    expect(fieldErrorsOfRefusal(new TypeError("x"), "code")).toEqual({ code: dataTexts.unreachable });
    expect(fieldErrorsOfRefusal(undefined, "code")).toEqual({});
  });

  test("named errors win over the named field", () => {
    expect(fieldErrorsOfRefusal(refused, "title")).toEqual({ title: "Title is required", slug: "Slug is taken" });
  });
});
