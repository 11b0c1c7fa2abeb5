/**
 * The editor's check of the site's font, by name. Decap checks a field's pattern
 * before its preSave event and can only say the pattern's one message, so the
 * font's rule is not a pattern: the editor's config marks each field drawn in the
 * font (`font: true`, lib/content/editor-config.ts, from the schema's own rule)
 * and, before Save, the entry's data is walked by the config's fields to name the
 * file, the field (its labels as the editor shows them) and each character, in
 * the build's words (lib/content/font-coverage.ts outsideFontMessage).
 * Pure: the editor (components/editor/save-checks.ts) and the tests load it.
 */
import { outsideFont, outsideFontMessage } from "./font-coverage";

/** The part of an editor field (lib/content/editor-config.ts EditorField) the walk reads. */
export interface FontField {
  name: string;
  label: string;
  /** Drawn in the site's font: only its characters (and emoji) may be saved. */
  font?: boolean;
  fields?: readonly FontField[];
  field?: FontField;
  types?: readonly (FontField & { fields?: readonly FontField[] })[];
  typeKey?: string;
}

/** A string of an entry drawn in the site's font: where it is, the field in the editor's words, and the text. */
export interface FontText {
  at: (string | number)[];
  words: string;
  text: string;
}

/** Whether the editor takes `value` for `field` as far as the font goes (a field not drawn in the font takes anything). */
export const fontAccepts = (field: Pick<FontField, "font">, value: string): boolean => !field.font || outsideFont(value).length === 0;

/** Only the fields that are, or hold, a field drawn in the font: what the editor needs to walk an entry. */
export function fontFieldsOnly(fields: readonly FontField[]): FontField[] {
  return fields.flatMap((field): FontField[] => {
    const { name, label } = field;
    if (field.font) return [{ name, label, font: true }];
    if (field.types) {
      const types = field.types.map((type) => ({ name: type.name, label: type.label, fields: fontFieldsOnly(type.fields ?? []) }));
      return types.some((type) => type.fields.length) ? [{ name, label, typeKey: field.typeKey ?? "type", types }] : [];
    }
    if (field.field) {
      const [inner] = fontFieldsOnly([field.field]);
      return inner ? [{ name, label, field: inner }] : [];
    }
    if (field.fields) {
      const inner = fontFieldsOnly(field.fields);
      return inner.length ? [{ name, label, fields: inner }] : [];
    }
    return [];
  });
}

const isRecord = (value: unknown): value is Record<string, unknown> => Boolean(value) && typeof value === "object" && !Array.isArray(value);

/**
 * Every string of `data` held by a field marked `font`, walking the fields as the
 * editor nests them: objects, lists of objects, lists of one field, typed blocks.
 * The words are the labels the editor shows, joined as lib/content/page-problems.ts
 * fieldWords joins them ("Footer › Links 2 › Label": a list's item by its place, from 1).
 */
export function fontTexts(fields: readonly FontField[], data: unknown): FontText[] {
  const out: FontText[] = [];
  const walk = (field: FontField, value: unknown, at: (string | number)[], labels: string[]) => {
    if (value === undefined || value === null) return;
    if (field.font) {
      if (typeof value === "string") out.push({ at, words: labels.join(" › "), text: value });
      return;
    }
    if (field.types || field.field || (field.fields && Array.isArray(value))) {
      if (!Array.isArray(value)) return;
      value.forEach((item: unknown, i) => {
        const place = [...labels.slice(0, -1), `${labels.at(-1)} ${i + 1}`];
        if (field.field) return walk(field.field, item, [...at, i], place);
        const typeName = field.types && isRecord(item) ? item[field.typeKey ?? "type"] : undefined;
        const inner = field.types ? field.types.find((type) => type.name === typeName)?.fields : field.fields;
        if (inner && isRecord(item)) inner.forEach((sub) => walk(sub, item[sub.name], [...at, i, sub.name], [...place, sub.label]));
      });
      return;
    }
    if (field.fields && isRecord(value)) field.fields.forEach((sub) => walk(sub, value[sub.name], [...at, sub.name], [...labels, sub.label]));
  };
  if (isRecord(data)) for (const field of fields) walk(field, data[field.name], [field.name], [field.label]);
  return out;
}

/** One line per field of `data` holding a character the font lacks: "Shared, Site (lib/content/site.json): Description: "Ω" (U+03A9) is not…". */
export function fontProblems(entry: string, fields: readonly FontField[], data: unknown): string[] {
  return fontTexts(fields, data)
    .filter(({ text }) => outsideFont(text).length > 0)
    .map(({ words, text }) => `${entry}: ${words}: ${outsideFontMessage(text)}`);
}
