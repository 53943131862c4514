import { expect, test } from "bun:test";
import { describeSmtpUrl } from "./mailer";

test("the SMTP server is described without user name, password or options, with its port", () => {
  expect(describeSmtpUrl("smtp://user:s3cret@smtp.example.com:2525?pool=true")).toBe("smtp://smtp.example.com:2525");
  expect(describeSmtpUrl("smtp://smtp.example.com")).toBe("smtp://smtp.example.com:587");
  expect(describeSmtpUrl("smtps://apikey:s3cret@smtp.example.com")).toBe("smtps://smtp.example.com:465");
});
