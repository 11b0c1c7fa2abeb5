/**
 * The fields of a page that still hold what their section came with (issue 40): the editor's "Add section" fills a
 * section with its type's example (lib/sections/section-schema.ts), so a hurried marketer can publish "An example
 * headline for a page". A field counts when it holds its example's text (a picture: its example's file) at the same
 * place in the section, unless a launch page publishes those same words in that place (a demo's "Back" and "Continue"
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

/** The fields of `value` (described by `schema`) that equal the example's at the same place, however deep. */
function sameAsExample(schema: z.ZodType, value: unknown, example: unknown, at: (string | number)[]): (string | number)[][] {
  let field = schema;
  while (field instanceof z.ZodOptional || field instanceof z.ZodDefault) field = field.unwrap() as z.ZodType;
  if (field.meta()?.hidden === true) return [];
  if (field instanceof z.ZodString) return typeof value === "string" && value.trim() !== "" && value === example ? [at] : [];
  if (!value || typeof value !== "object" || !example || typeof example !== "object") return [];
  // A typed block (a button): compared with the example's only where both are of the same type.
  if (field instanceof z.ZodUnion && !Array.isArray(value)) {
    const type: unknown = Reflect.get(value, "type");
    const option = (field.options as z.ZodType[]).find((each) => {
      const tag = each instanceof z.ZodObject ? (each.shape as Record<string, z.ZodType>).type : undefined;
      return tag instanceof z.ZodLiteral && tag.values.has(type as never);
    });
    return option && Reflect.get(example, "type") === type ? sameAsExample(option, value, example, at) : [];
  }
  if (field instanceof z.ZodObject && !Array.isArray(value)) {
    const shape = field.shape as Record<string, z.ZodType>;
    // A picture is its file: the same file as the example's is one flag, on the picture, whatever its alt says.
    if (shape.src && "src" in value && "src" in example && typeof value.src === "string" && value.src === example.src) return [at];
    return Object.keys(shape).flatMap((key) => sameAsExample(shape[key]!, Reflect.get(value, key), Reflect.get(example, key), [...at, key]));
  }
  if (field instanceof z.ZodArray && Array.isArray(value) && Array.isArray(example))
    return value.flatMap((item, i) => sameAsExample(field.element as z.ZodType, item, example[i], [...at, i]));
  if (field instanceof z.ZodTuple && Array.isArray(value) && Array.isArray(example)) {
    const items = field.def.items as z.ZodType[];
    return value.flatMap((item, i) => (items[i] ? sameAsExample(items[i], item, example[i], [...at, i]) : []));
  }
  return [];
}

/** Each word field of these pages (the launch pages, as the caller picks them), known by its type, place and words. */
export function launchCopyOf(pages: readonly { data: unknown }[]): string[] {
  const keys = new Set<string>();
  for (const { data } of pages) {
    const sections: unknown = data && typeof data === "object" ? Reflect.get(data, "sections") : undefined;
    if (!Array.isArray(sections)) continue;
    sections.forEach((section: unknown, i) => {
      const type: unknown = section && typeof section === "object" ? Reflect.get(section, "type") : undefined;
      if (typeof type !== "string" || !KNOWN.has(type)) return;
      // The section compared with itself: every word field it has, by the same walk.
      for (const at of sameAsExample(sectionSchemaOf(type).schema, section, section, ["sections", i])) {
        const words = valueAt(section, at.slice(2));
        if (typeof words === "string") keys.add(copyKey(type, at, words));
      }
    });
  }
  return [...keys];
}

const valueAt = (value: unknown, keys: readonly (string | number)[]): unknown =>
  keys.reduce<unknown>((here, key) => (here && typeof here === "object" ? Reflect.get(here, key) : undefined), value);

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
    const schema = sectionSchemaOf(type);
    return sameAsExample(schema.schema, section, schema.example, ["sections", i])
      .filter((at) => {
        const words = valueAt(section, at.slice(2));
        return typeof words !== "string" || !published.has(copyKey(type, at, words));
      })
      .map((at) => ({ at, words: fieldWords(data, at) }));
  });
}
