// The Pages tab's reading of the page schemas (decision 043): every page's schema is read, lists
// carry their schema's limits, a new item is what the schema asks for, and a change at a path
// copies only the way to it.
import { describe, expect, test } from "bun:test";
import { defaultPageDocument } from "../../../content/page-defaults";
import { PAGE_NAMES, pageSchemas } from "../../../shared/schemas/pages";
import {
  blankValue,
  describeField,
  documentErrors,
  type FieldNode,
  moved,
  valueAt,
  withValueAt,
} from "./schema-fields";

const fieldOf = (node: FieldNode, key: string) => {
  if (node.kind !== "group") throw new Error("not a group");
  return node.fields.find(([name]) => name === key)![1];
};

describe("the page schemas as the editor reads them", () => {
  test("every page's schema is read, and its default document passes the same checks", () => {
    for (const name of PAGE_NAMES) {
      expect(describeField(pageSchemas[name]).kind).toBe("group");
      expect(documentErrors(pageSchemas[name], defaultPageDocument(name))).toEqual({});
    }
  });

  test("lines, paragraphs, years, choices and lists as the schema says, with the lists' limits", () => {
    const facts = describeField(pageSchemas.facts);
    const credentials = fieldOf(facts, "credentials");
    expect(credentials).toMatchObject({ kind: "list", min: 1, max: 30, optional: false });
    if (credentials.kind !== "list") throw new Error("not a list");
    expect(fieldOf(credentials.item, "year")).toEqual({ kind: "year", nullable: true });
    expect(fieldOf(credentials.item, "heroLabel")).toEqual({ kind: "text", multiline: false, nullable: true });
    expect(fieldOf(credentials.item, "group")).toEqual({ kind: "choice", options: ["education", "agile"] });
    // A new credential is blank where the firm must write, null where it may leave it out.
    expect(blankValue(credentials.item)).toEqual({
      short: "",
      name: "",
      issuer: "",
      year: null,
      detail: "",
      group: "education",
      heroLabel: null,
    });

    const contact = describeField(pageSchemas.contact);
    expect(fieldOf(fieldOf(contact, "hero"), "subtitle")).toMatchObject({ kind: "text", multiline: true });
    expect(fieldOf(contact, "faqs")).toMatchObject({ kind: "list", min: 1, max: 20 });

    // The legal pages' bullets may be left out: a list that starts empty and is dropped when emptied.
    const sections = fieldOf(describeField(pageSchemas.terms), "sections");
    if (sections.kind !== "list") throw new Error("not a list");
    expect(fieldOf(sections.item, "bullets")).toMatchObject({ kind: "list", min: 0, optional: true });
    expect(fieldOf(sections.item, "id")).toMatchObject({ kind: "text", multiline: false });

    // A service tab's "How it works" is an optional group; the offering groups a tuple with fixed ids.
    const services = describeField(pageSchemas.services);
    const tabs = fieldOf(services, "tabs");
    if (tabs.kind !== "list") throw new Error("not a list");
    expect(fieldOf(tabs.item, "howItWorks").kind).toBe("optional");
    const groups = fieldOf(services, "offeringGroups");
    if (groups.kind !== "tuple") throw new Error("not a tuple");
    expect(fieldOf(groups.items[0]!, "id")).toEqual({ kind: "fixed", value: "organizations" });
  });

  test("a change at a path copies only the way to it, and an emptied optional field is left out", () => {
    const document = { hero: { title: "A", subtitle: "B" }, faqs: [{ q: 1 }, { q: 2 }], other: { x: 1 } };
    const changed = withValueAt(document, ["faqs", 1, "q"], 3);
    expect(changed).toEqual({ hero: { title: "A", subtitle: "B" }, faqs: [{ q: 1 }, { q: 3 }], other: { x: 1 } });
    expect(document.faqs[1]!.q).toBe(2);
    expect(changed.hero).toBe(document.hero);
    expect(changed.faqs[0]).toBe(document.faqs[0]);
    expect(Object.keys(withValueAt(document, ["other"], undefined))).toEqual(["hero", "faqs"]);
    expect(valueAt(changed, ["faqs", 1, "q"])).toBe(3);
    expect(moved(["a", "b", "c"], 0, 2)).toEqual(["b", "c", "a"]);
  });

  test("each invalid field's first message is keyed by its full path", () => {
    const document = structuredClone(defaultPageDocument("contact"));
    document.faqs[2]!.answer = " ";
    expect(documentErrors(pageSchemas.contact, document)).toEqual({ "faqs.2.answer": "Please enter a text" });
  });
});
