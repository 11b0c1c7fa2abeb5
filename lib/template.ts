/**
 * Lines of copy with a figure in them are written as templates: "Your {amount}
 * donation" with { amount: "£30" } reads "Your £30 donation". Copy that reaches
 * an island as props must be plain strings (a function cannot cross from server
 * to client), and a template keeps the words in lib/content while the island
 * supplies the figure. A slot without a value throws: a visitor must never read
 * "{amount}".
 */

const SLOT = /\{(\w+)\}/g;

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
