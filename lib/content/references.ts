/**
 * Where a file's fields point at something outside it: a schema field made by
 * claimRef or href (lib/content/schema.ts) carries a mark in its metadata
 * (`claim: true`, `page: true`; a Markdown field `markdown: true`, for the
 * page paths its links name), so the file's schema says where its references are. The loader checks each one (a claim the claims file has, a
 * page a page file is) and the links are resolved to paths through the same
 * walk (lib/content/page-links.ts). No file is read and nothing is parsed
 * here, so the editor's preview walks a page being edited with it too.
 */
import { z } from "zod";

/** A metadata mark of lib/content/schema.ts that makes a string field a reference. */
export type ReferenceMark = "claim" | "page" | "markdown";

/** A field that names something: where it is in its file, the name it holds, and the object and key that hold it. */
export interface Reference {
  /** The field's path as the build's messages write it ("sections[3].cta.href"). */
  at: string;
  /** The same path as keys and indexes (["sections", 3, "cta", "href"]): the page check names the field from it. */
  path: (string | number)[];
  name: string;
  holder: object;
  key: string | number;
}

/** The option of a union of typed blocks (a page's sections) whose "type" the item carries. */
function optionFor(union: z.ZodUnion, item: unknown): z.ZodType | undefined {
  const type = item && typeof item === "object" && "type" in item ? item.type : undefined;
  return (union.options as z.ZodType[]).find((option) => {
    const tag = option instanceof z.ZodObject ? (option.shape as Record<string, z.ZodType>).type : undefined;
    return tag instanceof z.ZodLiteral && tag.values.has(type as never);
  });
}

/**
 * Every string of `data` whose schema field carries `mark`, however deep. Data
 * the schema does not describe (a half-typed section, an unknown key) is
 * passed over: the schema's own check reports it.
 */
export function references(schema: z.ZodType, data: unknown, mark: ReferenceMark, at = "", path: (string | number)[] = []): Reference[] {
  const join = (key: string | number) => (typeof key === "number" ? `${at}[${key}]` : at ? `${at}.${key}` : key);
  const inner = (sub: z.ZodType, holder: object, key: string | number): Reference[] => {
    const value: unknown = Reflect.get(holder, key);
    const here = join(key);
    let field = sub;
    while (field instanceof z.ZodOptional) field = field.unwrap() as z.ZodType;
    if (field instanceof z.ZodString)
      return field.meta()?.[mark] === true && typeof value === "string" ? [{ at: here, path: [...path, key], name: value, holder, key }] : [];
    return references(field, value, mark, here, [...path, key]);
  };
  if (schema instanceof z.ZodOptional) return references(schema.unwrap() as z.ZodType, data, mark, at, path);
  if (!data || typeof data !== "object") return [];
  if (schema instanceof z.ZodObject && !Array.isArray(data)) {
    const shape = schema.shape as Record<string, z.ZodType>;
    return Object.keys(data).flatMap((key) => (shape[key] ? inner(shape[key], data, key) : []));
  }
  if (schema instanceof z.ZodUnion && !Array.isArray(data)) {
    const option = optionFor(schema, data);
    return option ? references(option, data, mark, at, path) : [];
  }
  if (schema instanceof z.ZodArray && Array.isArray(data)) return data.flatMap((_, i) => inner(schema.element as z.ZodType, data, i));
  if (schema instanceof z.ZodTuple && Array.isArray(data)) {
    const items = schema.def.items as z.ZodType[];
    return data.flatMap((_, i) => (items[i] ? inner(items[i], data, i) : []));
  }
  return [];
}
