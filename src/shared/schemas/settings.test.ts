import { describe, expect, test } from "bun:test";
import { mergeSettings, settingsPatchSchema, settingsSchema } from "./settings";
import { expectFieldErrors, refusalsOf } from "../../../tests/support/field-errors";
import { fieldErrors } from "./test-support";

const valid = {
  firmName: "Northwind Product Studio",
  tagline: "Senior product leadership for growing teams.",
  email: "studio@northwind.test",
  phone: "+44 20 7946 0958",
  location: "London, United Kingdom",
  linkedinUrl: "https://www.linkedin.com/company/northwind",
  logoUrl: "/uploads/logo.svg",
  requireTwoFactorForAdmins: false,
  clientLogos: [{ company: "Harbor Health", logoUrl: "/uploads/harbor.svg" }],
  downloadCountThreshold: 25,
  founder: {
    name: "Riley Chen",
    title: "Principal",
    bio: "Riley has led product at three scale-ups.",
    quote: "Ship to learn.",
    portraitUrl: "https://images.example.com/riley.jpg",
  },
  seo: { description: "Northwind helps product teams ship.", ogImageUrl: null },
  social: {
    x: "https://x.com/northwind",
    youtube: null,
    github: "https://github.com/northwind",
    medium: null,
    newsletter: "https://northwind.substack.com/",
  },
  notifications: { mode: "instant" as const, digestHour: 9, email: null },
};

const refuses = refusalsOf(settingsSchema, valid);

describe("settingsSchema", () => {
  test("a whole document passes as it is", () => {
    expect(settingsSchema.parse(valid)).toEqual(valid);
  });

  test("text is trimmed; blank optional fields become null", () => {
    const parsed = settingsSchema.parse({
      ...valid,
      firmName: "  Northwind  ",
      phone: "",
      location: "   ",
      linkedinUrl: null,
      logoUrl: "",
      founder: { ...valid.founder, bio: "", quote: null, portraitUrl: "" },
    });
    expect(parsed.firmName).toBe("Northwind");
    expect([parsed.phone, parsed.location, parsed.linkedinUrl, parsed.logoUrl]).toEqual([null, null, null, null]);
    expect([parsed.founder.bio, parsed.founder.quote, parsed.founder.portraitUrl]).toEqual([null, null, null]);
  });

  test("the required fields name themselves", () => {
    expect(
      fieldErrors(settingsSchema, {
        ...valid,
        firmName: "",
        tagline: " ",
        email: "",
        founder: { ...valid.founder, name: "", title: "" },
        seo: { description: "" },
      }),
    ).toEqual({
      firmName: "Firm name is required",
      tagline: "Tagline is required",
      email: "Please enter a valid email address",
      "founder.name": "Founder name is required",
      "founder.title": "Founder title is required",
      "seo.description": "Description is required",
    });
  });

  test("lengths are bounded", () => {
    expect(
      fieldErrors(settingsSchema, {
        ...valid,
        firmName: "n".repeat(101),
        tagline: "t".repeat(201),
        location: "l".repeat(121),
        founder: { ...valid.founder, bio: "b".repeat(1201), quote: "q".repeat(401) },
        seo: { ...valid.seo, description: "d".repeat(301) },
      }),
    ).toEqual({
      firmName: "Firm name must be at most 100 characters",
      tagline: "Tagline must be at most 200 characters",
      location: "Location must be at most 120 characters",
      "founder.bio": "Bio must be at most 1200 characters",
      "founder.quote": "Quote must be at most 400 characters",
      "seo.description": "Description must be at most 300 characters",
    });
  });

  test("LinkedIn: https on linkedin.com or a subdomain only", () => {
    for (const good of ["https://linkedin.com/in/riley", "https://uk.linkedin.com/company/northwind"]) {
      expect(fieldErrors(settingsSchema, { ...valid, linkedinUrl: good })).toEqual({});
    }
    for (const bad of [
      "http://www.linkedin.com/company/northwind",
      "https://linkedin.com.evil.example/",
      "https://evil.example/?linkedin.com",
      "https://user:pass@linkedin.com/",
      "linkedin.com/company/northwind",
    ]) {
      refuses({ linkedinUrl: bad }, { linkedinUrl: "Please enter an https address on linkedin.com" });
    }
  });

  test("images: a path on this site or an http(s) URL", () => {
    const message = "Please enter an image address on this site (/uploads/...) or an http(s) URL";
    for (const bad of ["//evil.example/x.png", "javascript:alert(1)", "logo.png", "data:image/png;base64,AA"]) {
      expectFieldErrors(
        settingsSchema,
        { logoUrl: message, "seo.ogImageUrl": message },
        { ...valid, logoUrl: bad, seo: { ...valid.seo, ogImageUrl: bad } },
      );
    }
  });

  test("a phone number has digits and the usual signs only", () => {
    for (const good of ["+1 (816) 555-0142", "816.555.0142", "+1 816 555 0142 ext. 12"]) {
      expect(fieldErrors(settingsSchema, { ...valid, phone: good })).toEqual({});
    }
    for (const bad of ["call us", "555", "+1 816 555 0142; DROP"]) {
      refuses({ phone: bad }, { phone: "Please enter a valid phone number" });
    }
  });
});

describe("settingsPatchSchema and mergeSettings", () => {
  test("every key may be left out, groups included", () => {
    expect(settingsPatchSchema.parse({})).toEqual({});
    expect(settingsPatchSchema.parse({ founder: { name: " Jordan Lee " } })).toEqual({
      founder: { name: "Jordan Lee" },
    });
  });

  test("a field given is checked as the whole document checks it", () => {
    expectFieldErrors(
      settingsPatchSchema,
      { email: "Please enter a valid email address", "founder.name": "Founder name is required" },
      { email: "nope", founder: { name: "" } },
    );
  });

  test("a patch keeps what it leaves out and clears what it sets to null", () => {
    const patch = settingsPatchSchema.parse({ phone: null, founder: { title: "Managing Partner" } });
    expect(settingsSchema.parse(mergeSettings(valid, patch))).toEqual({
      ...valid,
      phone: null,
      founder: { ...valid.founder, title: "Managing Partner" },
    });
  });
});

describe("the firm's profiles", () => {
  test("a document saved before profiles existed has none", () => {
    const { social: _social, ...older } = valid;
    expect(settingsSchema.parse(older).social).toEqual({
      x: null,
      youtube: null,
      github: null,
      medium: null,
      newsletter: null,
    });
  });

  test.each([
    ["x", "https://twitter.com/northwind"],
    ["youtube", "https://www.youtube.com/@northwind"],
    ["github", "https://github.com/northwind"],
    ["medium", "https://northwind.medium.com/"],
    ["newsletter", "https://news.northwind.test/subscribe"],
  ])("%s takes %p", (key, address) => {
    expect(fieldErrors(settingsSchema, { ...valid, social: { ...valid.social, [key]: address } })).toEqual({});
  });

  test.each([
    ["x", "http://x.com/northwind", "Please enter an https address on x.com"],
    ["x", "https://x.com.evil.test/northwind", "Please enter an https address on x.com"],
    ["youtube", "https://vimeo.com/northwind", "Please enter an https address on youtube.com"],
    ["github", "javascript:alert(1)", "Please enter an https address on github.com"],
    ["medium", "https://user:pw@medium.com/x", "Please enter an https address on medium.com"],
    ["newsletter", "northwind.substack.com", "Please enter the newsletter's https address"],
  ])("%s refuses %p", (key, address, message) => {
    refuses({ social: { ...valid.social, [key]: address } }, { [`social.${key}`]: message });
  });
});
