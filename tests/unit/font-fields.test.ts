/**
 * The editor's check of the site's font before Save (lib/content/font-fields.ts):
 * the walk finds every string the config marks as drawn in the font, however it
 * is nested, names it by the labels the editor shows, and the refusal names each
 * character in the build's words.
 */
import { editorConfig, editorField, fontFiles, toJsonSchema } from "@/lib/content/editor-config";
import { outsideFontMessage } from "@/lib/content/font-coverage";
import { fontAccepts, fontFieldsOnly, fontProblems, fontTexts, type FontField } from "@/lib/content/font-fields";
import { CONTENT_GROUPS } from "@/lib/content/shared-files";
import { fieldWords } from "@/lib/content/page-problems";
import { fields, list, text } from "@/lib/content/schema";
import { z } from "zod";

/** A schema of every nesting the editor has: an object, a list of objects, a list of lines, a tuple, typed blocks, and a code sample (mono). */
const schema = z.strictObject({
  title: text(),
  code: text({ mono: true }),
  footer: fields({ links: list(fields({ label: text(), note: text({ mono: true }) })) }),
  lines: list(text()),
  headline: z.tuple([text(), text()]),
  blocks: list(
    z.discriminatedUnion("type", [fields({ type: z.literal("quote"), body: text() }), fields({ type: z.literal("code"), sample: text({ mono: true }) })]),
  ),
});
const editorFields = editorField("file", toJsonSchema(schema), true).fields!;

const data = {
  title: "Title Ω",
  code: "λ => Ω",
  footer: {
    links: [
      { label: "Fine", note: "Ω" },
      { label: "Łódź ǅ", note: "x" },
    ],
  },
  lines: ["one", "two Ω"],
  headline: ["Zoë 👍🏽", "Ωmega"],
  blocks: [
    { type: "code", sample: "Ω" },
    { type: "quote", body: "⌘C" },
  ],
};

describe("the walk of an entry by the editor's fields", () => {
  it("marks exactly the fields whose schema has the font's rule (not the code samples)", () => {
    const marked = (list: readonly FontField[]): string[] =>
      list.flatMap((f) => [...(f.font ? [f.name] : []), ...marked(f.fields ?? []), ...(f.field ? marked([f.field]) : []), ...marked(f.types ?? [])]);
    // A list of lines holds one field, "item", for every line (headline, lines).
    expect(marked(editorFields).sort()).toEqual(["body", "item", "item", "label", "title"]);
    // No pattern carries the rule any more: Decap would refuse with one message before Save could name the character.
    expect(JSON.stringify(editorFields)).not.toContain("\\u03A9");
  });

  it("finds every string drawn in the font, named by the editor's labels, each list item by its place", () => {
    const found = fontTexts(editorFields, data).map(({ at, words, text }) => ({ at, words, text }));
    expect(found).toEqual([
      { at: ["title"], words: "Title", text: data.title },
      { at: ["footer", "links", 0, "label"], words: "Footer › Links 1 › Label", text: "Fine" },
      { at: ["footer", "links", 1, "label"], words: "Footer › Links 2 › Label", text: "Łódź ǅ" },
      { at: ["lines", 0], words: "Lines 1", text: "one" },
      { at: ["lines", 1], words: "Lines 2", text: "two Ω" },
      { at: ["headline", 0], words: "Headline 1", text: "Zoë 👍🏽" },
      { at: ["headline", 1], words: "Headline 2", text: "Ωmega" },
      { at: ["blocks", 1, "body"], words: "Blocks 2 › Body", text: "⌘C" },
    ]);
    // The same words as the page check gives a field.
    expect(found.map((f) => f.words)).toEqual(found.map((f) => fieldWords({}, f.at)));
  });

  it("refuses each field holding a character the font lacks, naming the file, the field and the characters as the build does", () => {
    const entry = "Shared, Test (lib/content/test.json)";
    const refused: [words: string, typed: string][] = [
      ["Title", data.title],
      ["Footer › Links 2 › Label", data.footer.links[1]!.label],
      ["Lines 2", data.lines[1]!],
      ["Headline 2", data.headline[1]!],
      ["Blocks 2 › Body", data.blocks[1]!.body!],
    ];
    expect(fontProblems(entry, editorFields, data)).toEqual(refused.map(([words, typed]) => `${entry}: ${words}: ${outsideFontMessage(typed)}`));
    // The message names every character: "ǅ" alone of "Łódź ǅ".
    expect(outsideFontMessage("Łódź ǅ")).toContain("U+01C5");
    expect(outsideFontMessage("Łódź ǅ")).not.toContain("U+0141");
  });

  it("skips what is missing or not the shape its field says, and a block of a type it does not know", () => {
    expect(fontTexts(editorFields, { title: 3, footer: "x", lines: "Ω", blocks: [{ type: "nope", body: "Ω" }, "Ω"] })).toEqual([]);
    expect(fontTexts(editorFields, undefined)).toEqual([]);
    expect(fontProblems("x", editorFields, { title: "Fine" })).toEqual([]);
  });

  it("keeps, of a file's fields, only those that are or hold one drawn in the font", () => {
    const only = fontFieldsOnly(editorFields);
    expect(only.map((f) => f.name)).toEqual(["title", "footer", "lines", "headline", "blocks"]);
    expect(only.find((f) => f.name === "blocks")?.types?.map((t) => [t.name, t.fields?.map((f) => f.name)])).toEqual([
      ["quote", ["body"]],
      ["code", []],
    ]);
    expect(fontTexts(only, data)).toEqual(fontTexts(editorFields, data));
  });

  it("takes only the font's characters (and emoji) in a marked field, anything in another", () => {
    expect(fontAccepts({ font: true }, "Zoë, Łódź: €5 👍🏽")).toBe(true);
    expect(fontAccepts({ font: true }, "Ωmega")).toBe(false);
    expect(fontAccepts({}, "Ωmega")).toBe(true);
  });
});

describe("the shared files the editor checks before Save", () => {
  const files = fontFiles(editorConfig({ origin: "https://drops.example", repo: "owner/drops-site" }));

  it("are every shared file, named as the editor lists it and by its path", () => {
    expect(files.map((f) => [f.collection, f.name])).toEqual(CONTENT_GROUPS.flatMap((g) => g.files.map((f) => [g.name, f.name])));
    for (const group of CONTENT_GROUPS)
      for (const file of group.files) expect(files.find((f) => f.name === file.name)?.entry).toBe(`${group.label}, ${file.label} (${file.file})`);
  });

  it("pass as built", () => {
    for (const group of CONTENT_GROUPS)
      for (const file of group.files) expect(fontProblems(file.file, files.find((f) => f.name === file.name)!.fields, file.data)).toEqual([]);
  });
});
