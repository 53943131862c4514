import { describe, expect, test } from "bun:test";
import { isAdminRequest } from "./admin-guard";

/** Each method and path, with whether the admin guard must stand in front of it. */
const expecting = (guarded: boolean, requests: [string, string][]) =>
  requests.map(([method, path]) => [method, path, guarded] as const);

describe("isAdminRequest", () => {
  test.each([
    ...expecting(true, [
      ["GET", "/api/users"],
      ["GET", "/api/users/3"],
      ["POST", "/api/users"],
      ["PUT", "/api/users/3"],
      ["DELETE", "/api/users/3"],
      ["GET", "/api/admin"],
      ["GET", "/api/admin/resources"],
      ["GET", "/api/admin/resources/4/downloads"],
      ["POST", "/api/admin/upload/image"],
      ["GET", "/api/admin/audit"],
      ["POST", "/api/blog"],
      ["PUT", "/api/blog/2"],
      ["PATCH", "/api/blog/2"],
      ["DELETE", "/api/blog/2"],
      ["POST", "/api/testimonials"],
      ["DELETE", "/api/testimonials/1"],
      ["delete", "/api/testimonials/1"],
      ["GET", "/api/testimonials"],
      ["HEAD", "/api/testimonials"],
      ["PUT", "/api/testimonials/1"],
      ["GET", "/api/admin/blog"],
      ["GET", "/api/admin/testimonials"],
    ]),
    ...expecting(false, [
      ["GET", "/api/blog"],
      ["GET", "/api/blog/some-post"],
      ["HEAD", "/api/blog"],
      ["GET", "/api/testimonials/featured"],
      ["GET", "/api/resources"],
      ["POST", "/api/resources/3/request"],
      ["POST", "/api/contact"],
      ["POST", "/api/auth/login"],
      ["GET", "/api/auth/check"],
      ["POST", "/api/auth/logout"],
      // Look-alike prefixes are not the areas themselves.
      ["GET", "/api/usersettings"],
      ["GET", "/api/administrator"],
      ["POST", "/api/blogroll"],
    ]),
  ])("%s %s is guarded: %p", (method, path, guarded) => {
    expect(isAdminRequest(method, path)).toBe(guarded);
  });
});
