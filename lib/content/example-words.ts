/**
 * The fields of a page that still hold what their section came with (issue 40): the editor's "Add section" fills a
 * section with its type's example (lib/sections/section-schema.ts), so a hurried marketer can publish "An example
 * headline for a page". A field counts when it holds text its example holds in a field of the same name (a picture:
 * its example's file), matched by the field's keys, not its place in a list (a marketer may reorder the items), unless a launch page publishes those same words in that place (a demo's "Back" and "Continue"
 * are an example's words and the site's alike: `launchCopyOf`). Fields a marketer cannot see (a developer's anchors
 * and ids) and choices (a side, a look) are not words and are passed over. The editor warns on Save (components/editor/save-checks.ts) and the review page of a
 * preview flags the same fields (out/admin/example-words.json, scripts/build/review-page.mjs). The build accepts them:
 * the every-edit run's new pages are made of examples.
 */
import { z } from "zod";
import { sectionSchemaOf, SECTION_SCHEMAS } from "../sections/schemas";
import { fieldWords } from "./page-problems";

/** A field still holding its example: where it is in the page file, and its name as the editor labels it. */
export interface ExampleField {
  at: (string | number)[];
  words: string;
}

const KNOWN = new Set<string>(SECTION_SCHEMAS.map((type) => type.name));

/** What a field's words are known by, whatever list item it is in: its section's type, its keys, its words. */
const copyKey = (type: string, at: readonly (string | number)[], words: string) =>
  JSON.stringify([type, at.slice(2).filter((key) => typeof key === "string"), words]);

/** A word field of a section: where it is, and its words (a picture: its file). */
interface Words {
  at: (string | number)[];
  words: string;
}

/**
 * Every word field of `value` (described by `schema`), however deep: its text fields, and each picture once, by its
 * file. A developer's hidden fields and the choices (enums, ticks) are not words.
 */
function wordsOf(schema: z.ZodType, value: unknown, at: (string | number)[]): Words[] {
  let field = schema;
  while (field instanceof z.ZodOptional || field instanceof z.ZodDefault) field = field.unwrap() as z.ZodType;
  if (field.meta()?.hidden === true) return [];
  if (field instanceof z.ZodString) return typeof value === "string" && value.trim() !== "" ? [{ at, words: value }] : [];
  if (!value || typeof value !== "object") return [];
  // A typed block (a button): the fields of its own type.
  if (field instanceof z.ZodUnion && !Array.isArray(value)) {
    const type: unknown = Reflect.get(value, "type");
    const option = (field.options as z.ZodType[]).find((each) => {
      const tag = each instanceof z.ZodObject ? (each.shape as Record<string, z.ZodType>).type : undefined;
      return tag instanceof z.ZodLiteral && tag.values.has(type as never);
    });
    return option ? wordsOf(option, value, at) : [];
  }
  if (field instanceof z.ZodObject && !Array.isArray(value)) {
    const shape = field.shape as Record<string, z.ZodType>;
    // A picture is its file, whatever its alt says.
    if (shape.src) return "src" in value && typeof value.src === "string" && value.src !== "" ? [{ at, words: value.src }] : [];
    return Object.keys(shape).flatMap((key) => wordsOf(shape[key]!, Reflect.get(value, key), [...at, key]));
  }
  if (field instanceof z.ZodArray && Array.isArray(value)) return value.flatMap((item, i) => wordsOf(field.element as z.ZodType, item, [...at, i]));
  if (field instanceof z.ZodTuple && Array.isArray(value)) {
    const items = field.def.items as z.ZodType[];
    return value.flatMap((item, i) => (items[i] ? wordsOf(items[i], item, [...at, i]) : []));
  }
  return [];
}

/** A section's word fields, each known by copyKey (by its keys, not its place in a list: items may be reordered). */
const keyedWordsOf = (type: string, section: unknown, at: (string | number)[]) =>
  wordsOf(sectionSchemaOf(type).schema, section, at).map((field) => ({ ...field, key: copyKey(type, field.at, field.words) }));

/** Each type's example words, by copyKey. */
const EXAMPLE_WORDS = new Map<string, Set<string>>(
  SECTION_SCHEMAS.map((type) => [type.name, new Set(keyedWordsOf(type.name, type.example, ["sections", 0]).map((w) => w.key))]),
);

/** Each word field of these pages (the launch pages, as the caller picks them), known by its type, place and words. */
export function launchCopyOf(pages: readonly { data: unknown }[]): string[] {
  const keys = new Set<string>();
  for (const { data } of pages) {
    const sections: unknown = data && typeof data === "object" ? Reflect.get(data, "sections") : undefined;
    if (!Array.isArray(sections)) continue;
    sections.forEach((section: unknown, i) => {
      const type: unknown = section && typeof section === "object" ? Reflect.get(section, "type") : undefined;
      if (typeof type === "string" && KNOWN.has(type)) for (const field of keyedWordsOf(type, section, ["sections", i])) keys.add(field.key);
    });
  }
  return [...keys];
}

/**
 * Every field of a page file's data still holding its section's example, in the page's order; `launchCopy`
 * (launchCopyOf of the launch pages) names the words the site publishes anyway.
 */
export function exampleFieldsOf(data: unknown, launchCopy: readonly string[] = []): ExampleField[] {
  const published = new Set(launchCopy);
  const sections: unknown = data && typeof data === "object" ? Reflect.get(data, "sections") : undefined;
  if (!Array.isArray(sections)) return [];
  return sections.flatMap((section: unknown, i) => {
    const type: unknown = section && typeof section === "object" ? Reflect.get(section, "type") : undefined;
    if (typeof type !== "string" || !KNOWN.has(type)) return [];
    const example = EXAMPLE_WORDS.get(type)!;
    return keyedWordsOf(type, section, ["sections", i])
      .filter((field) => example.has(field.key) && !published.has(field.key))
      .map((field) => ({ at: field.at, words: fieldWords(data, field.at) }));
  });
}
