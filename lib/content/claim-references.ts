/**
 * Where files name claims: the fields made with claimRef (lib/content/schema.ts)
 * carry `claim: true` in their metadata, so a file's schema says where its claim
 * names are. The loader fails the build on a name the claims do not have
 * (lib/content/load.ts), naming file and field, as a schema rule would.
 */
import { z } from "zod";
import type { ClaimValues } from "./claim-values";

/** A field that names a claim: where it is in its file and the name it holds. */
export interface ClaimReference {
  at: string;
  name: string;
}

/** The option of a union of typed blocks (a page's sections) whose "type" the item carries. */
function optionFor(union: z.ZodUnion, item: unknown): z.ZodType | undefined {
  const type = item && typeof item === "object" && "type" in item ? item.type : undefined;
  return (union.options as z.ZodType[]).find((option) => {
    const tag = option instanceof z.ZodObject ? (option.shape as Record<string, z.ZodType>).type : undefined;
    return tag instanceof z.ZodLiteral && tag.values.has(type as never);
  });
}

/** A string field whose schema's metadata carries a mark (`claim: true`, `markdown: true`): where it is in its file and what it holds. */
export interface MarkedString {
  at: string;
  value: string;
}

/** Every claim a file's data names, with the field's path as the build's messages write it ("sections[3].stats[0].claim"). */
export function claimReferences(schema: z.ZodType, data: unknown): ClaimReference[] {
  return markedStrings(schema, data, "claim").map(({ at, value }) => ({ at, name: value }));
}

/**
 * Every string of a file's data whose field's metadata has `mark: true`, with
 * the field's path as the build's messages write it ("sections[3].stats[0].claim").
 * Claims are found this way, and Markdown fields, whose links the loader checks.
 */
export function markedStrings(schema: z.ZodType, data: unknown, mark: string, at = ""): MarkedString[] {
  const join = (key: string | number) => (typeof key === "number" ? `${at}[${key}]` : at ? `${at}.${key}` : key);
  if (schema instanceof z.ZodOptional) return data === undefined ? [] : markedStrings(schema.unwrap() as z.ZodType, data, mark, at);
  if (schema instanceof z.ZodObject) {
    if (!data || typeof data !== "object") return [];
    const shape = schema.shape as Record<string, z.ZodType>;
    return Object.entries(data).flatMap(([key, value]) => (shape[key] ? markedStrings(shape[key], value, mark, join(key)) : []));
  }
  if (!Array.isArray(data)) {
    if (schema instanceof z.ZodUnion) {
      const option = optionFor(schema, data);
      return option ? markedStrings(option, data, mark, at) : [];
    }
    return schema instanceof z.ZodString && schema.meta()?.[mark] === true && typeof data === "string" ? [{ at, value: data }] : [];
  }
  if (schema instanceof z.ZodArray) return data.flatMap((item, i) => markedStrings(schema.element as z.ZodType, item, mark, join(i)));
  if (schema instanceof z.ZodTuple) {
    const items = schema.def.items as z.ZodType[];
    return data.flatMap((item, i) => (items[i] ? markedStrings(items[i], item, mark, join(i)) : []));
  }
  return [];
}

/** One line per claim a file names that the claims do not have: "file: field: …". */
export function claimReferenceProblems(file: string, schema: z.ZodType, data: unknown, claims: ClaimValues): string[] {
  return claimReferences(schema, data)
    .filter((ref) => !Object.hasOwn(claims, ref.name))
    .map(
      (ref) => `${file}: ${ref.at}: names the claim "${ref.name}", which lib/content/claims.json does not have (its claims: ${Object.keys(claims).join(", ")})`,
    );
}
