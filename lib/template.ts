/**
 * The one place {slots} are filled (one pattern, SLOT). Lines of copy with a
 * figure in them are written as templates: "Your {amount} donation" with
 * { amount: "£30" } reads "Your £30 donation". Copy that reaches an island as
 * props must be plain strings (a function cannot cross from server to client),
 * so a template keeps the words in lib/content while the island supplies the
 * figure. Two ways to fill:
 * - fillTemplate / templateParts: every slot must have a value, or it throws (a
 *   visitor must never read "{amount}");
 * - fillSlots: the slots `values` names, anywhere in a file's data, leaving the
 *   others for an island to fill later ("{left} of {total} left").
 */

/** A slot: a word in curly braces. */
export const SLOT = /\{(\w+)\}/g;

/** The template cut at its slots, each slot replaced by its value: ["Your ", "£30", " donation"]. */
export function templateParts<V>(template: string, values: Readonly<Record<string, V>>): (string | V)[] {
  const parts: (string | V)[] = [];
  let last = 0;
  for (const match of template.matchAll(SLOT)) {
    const name = match[1]!;
    if (!(name in values)) throw new Error(`fillTemplate: no value for {${name}} in "${template}"`);
    if (match.index > last) parts.push(template.slice(last, match.index));
    parts.push(values[name]!);
    last = match.index + match[0].length;
  }
  if (last < template.length) parts.push(template.slice(last));
  return parts;
}

/** The template as one string. */
export function fillTemplate(template: string, values: Readonly<Record<string, string | number>>): string {
  return templateParts(template, values).join("");
}

/**
 * The copy (a string, or any JSON-like data) with the slots `values` names
 * filled in: "your first {freeDropsDaily} every day" reads "your first 5 every
 * day". Other slots stay as they are.
 */
export function fillSlots<T>(copy: T, values: Readonly<Record<string, string>>): T {
  if (typeof copy === "string") {
    // A string in, a string out: T is string here.
    return copy.replace(SLOT, (slot, name: string) => (name in values ? values[name]! : slot)) as T;
  }
  if (Array.isArray(copy)) return copy.map((item) => fillSlots(item, values)) as T;
  if (copy && typeof copy === "object") {
    return Object.fromEntries(Object.entries(copy).map(([key, value]) => [key, fillSlots(value, values)])) as T;
  }
  return copy;
}
