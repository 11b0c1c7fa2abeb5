/**
 * "Every edit the editor allows passes CI", made concrete: a marketer's edit of
 * every field at once. Each string and number the editor lets a marketer change
 * gets another value that the editor's own rules accept (its pattern, limits and
 * options, from lib/content/editor-config.ts), deterministically:
 * - a line of copy has every word changed, same length (each letter moved on
 *   by one: "Send the form" -> "Tfoe uif gpsn"), and, when it holds a number,
 *   its last digit moved on too ("£7M+" -> "£8N+"); {slots} are kept as they
 *   are, and so are a Markdown field's link targets (a page's path changed
 *   would be a link to no page, which the build refuses). The change is
 *   one-to-one, so lines that differed still differ (buttons keep unique
 *   names); where a field's pattern refuses that, one word at a time;
 * - a whole number + 1 (or - 1 at its maximum), a fraction + 1 (or doubled, or
 *   halved towards its minimum, when + 1 is out of range);
 * - a choice moves to the next option.
 * Fields the editor hides (ids that links depend on) are left alone, as a
 * marketer cannot reach them. With `structure`, what a marketer can move and
 * remove is moved and removed too: every list the editor lets them reorder
 * reversed and cut down to its minimum, one section of a page removed where
 * the page still builds. tests/every-edit/plan.ts says which files get what.
 */
import type { EditorField } from "@/lib/content/editor-config";
import { SLOT } from "@/lib/template";
import { fontAccepts } from "@/lib/content/font-fields";

export interface Mutation {
  /** The file's data with every editable value changed. */
  data: unknown;
  /** "hero.headline[0]" for every value changed. */
  changed: string[];
  /** Values the rules left no other value for, with why. */
  unchanged: string[];
  /** The lists moved about and cut down: "sections: reversed", "claims[0].steps: 3 items, now 1". */
  moved: string[];
}

export interface MutateOptions {
  /**
   * Also move and remove what the editor lets a marketer move and remove: every
   * list it lets them reorder reversed, cut down to its minimum, and one
   * section of a page removed. Off for a page just made with "Add".
   */
  structure?: boolean;
  /** Whether the build takes the whole file as it would be: a section is only removed where it does. */
  accepts?: (data: unknown) => boolean;
  /** Anchors other pages' links land at: kept as they are, as Save refuses renaming one (lib/content/page-problems.ts linkedProblems). */
  linkedAnchors?: ReadonlySet<string>;
}

interface State extends Mutation {
  options: MutateOptions;
  /** The file's hidden values: a developer's scroll target among them pins the anchor it names (mutateValue). */
  hidden: ReadonlySet<unknown>;
}

const shiftLetter = (c: string) => {
  if (c >= "a" && c <= "z") return String.fromCharCode(((c.charCodeAt(0) - 97 + 1) % 26) + 97);
  if (c >= "A" && c <= "Z") return String.fromCharCode(((c.charCodeAt(0) - 65 + 1) % 26) + 65);
  return c;
};

/** What a Markdown field's edit keeps: its {slots} and its links' targets ("](/brands)"). */
const MARKDOWN_KEPT = new RegExp(`${SLOT.source}|\\]\\([^)]*\\)`, "g");

/** The parts of a line outside what is kept ({slots}, by default), as [start, end) ranges. */
function freeRanges(text: string, kept: RegExp): Array<[number, number]> {
  const ranges: Array<[number, number]> = [];
  let at = 0;
  for (const m of text.matchAll(kept)) {
    ranges.push([at, m.index]);
    at = m.index + m[0].length;
  }
  ranges.push([at, text.length]);
  return ranges;
}

/** A line with every letter of the given ranges moved on by one: each word changed, same length. */
function shiftWords(text: string, ranges: ReadonlyArray<readonly [number, number]>): string {
  let result = "";
  let at = 0;
  for (const [start, end] of ranges) {
    result += text.slice(at, start) + [...text.slice(start, end)].map(shiftLetter).join("");
    at = end;
  }
  return result + text.slice(at);
}

/** Candidate edits of a line, best first. */
function textCandidates(text: string, kept: RegExp = SLOT): string[] {
  const candidates: string[] = [];
  const ranges = freeRanges(text, kept);
  const everyWord = shiftWords(text, ranges);
  // A line that quotes a number (a claim, a price) gets a different number (its last digit moved on), and every word changed too.
  for (const [start, end] of [...ranges].reverse()) {
    const part = text.slice(start, end);
    const digit = [...part.matchAll(/\d/g)].pop();
    if (digit) {
      const i = start + digit.index;
      const moved = (line: string) => `${line.slice(0, i)}${(Number(line[i]) + 1) % 10}${line.slice(i + 1)}`;
      candidates.push(moved(everyWord), moved(text));
      break;
    }
  }
  // Every word with an ASCII letter changed, same length (each letter moved on: one-to-one).
  candidates.push(everyWord);
  // Where a rule refuses that (a pattern), one word at a time, the last first.
  const words: Array<[number, number]> = [];
  for (const [start, end] of ranges) {
    for (const m of text.slice(start, end).matchAll(/[A-Za-z]+/g)) words.push([start + m.index, start + m.index + m[0].length]);
  }
  for (const word of words.reverse()) candidates.push(shiftWords(text, [word]));
  // A line of only slots or punctuation gets a word in front.
  candidates.push(`New ${text}`, `X${text}`);
  return candidates;
}

function numberCandidates(value: number, field: EditorField): number[] {
  const tidy = (n: number) => Number(n.toPrecision(12));
  if (field.value_type === "int") return [value + 1, value - 1];
  return [tidy(value + 1), tidy(value * 2), tidy((value + (field.min ?? 0)) / 2), tidy(value - 1)];
}

/** The editor's own acceptance rules for one value of a field. */
export function editorAccepts(field: EditorField, value: unknown): boolean {
  if (value === "" || value === undefined || value === null) return field.required === false;
  if (typeof value === "string") {
    if (field.widget === "select") return (field.options ?? []).includes(value);
    // The font's rule is the editor's check before Save of the fields it marks, not a pattern (lib/content/font-fields.ts).
    return (field.pattern ? new RegExp(field.pattern[0]).test(value) : true) && fontAccepts(field, value);
  }
  if (typeof value === "number") {
    return (
      (field.min === undefined || value >= field.min) &&
      (field.max === undefined || value <= field.max) &&
      (field.value_type !== "int" || Number.isInteger(value))
    );
  }
  return typeof value === "boolean";
}

function mutateValue(field: EditorField, value: unknown, at: string, out: State): unknown {
  if (value === undefined || value === null) return value;
  // A launch type's hidden link down to a section ("#fund-drops", sectionLink) names an anchor a marketer may change
  // (a Picture and text section's Anchor for links): it moves on letter by letter as that anchor's edit does, so it
  // still names it, as a button's visible scroll target would.
  if (field.widget === "hidden") return typeof value === "string" && /^#[a-z][a-z0-9-]*$/.test(value) ? [...value].map(shiftLetter).join("") : value;
  if (field.widget === "object") return mutateObject(field.fields ?? [], value as Record<string, unknown>, at, out);
  // A page's address: links name the page, not its address, so they follow a move. Left as it is here:
  // tests/every-edit/plan.ts moves one page (MOVED_PAGE), whose specs find it by its file's name.
  if (at === "path") return value;
  // Likewise a claim's name, which pages pick it by: renaming it means picking it again on every
  // page that shows it (the build refuses a name no claim has, naming it). Which claim a field
  // picks (a relation to the claims' names) is left too: this file's fields cannot say which
  // names exist. tests/unit/claims.test.ts reorders and swaps them instead. The same goes for which
  // page a link picks (a relation to the Pages collection): tests/unit/page-links.test.ts. And which
  // upload a picture names (the image widget): another name is a file the folder does not hold.
  if (/^claims\[\d+\]\.name$/.test(at) || field.widget === "relation" || field.widget === "image") return value;
  // Which section a button scrolls to names an anchor a marketer may change: it moves on letter by letter as that
  // anchor's edit does, so it still names it, as a marketer renaming both would. One that names a developer's hidden
  // id (a demo's) stays, as that id does.
  if (/\.buttons?\[\d+\]\.section$/.test(at)) return typeof value === "string" && !out.hidden.has(value) ? [...value].map(shiftLetter).join("") : value;
  // An "Anchor for links" a developer's hidden scroll target names (the checkout code's Request Demo, which the page's
  // check holds to it) stays: the marketer cannot change that target with it.
  if (field.name === "anchor" && out.hidden.has(value)) return value;
  // One another page's link lands at stays too: Save refuses renaming it while that link names it.
  if (field.name === "anchor" && out.options.linkedAnchors?.has(value as string)) return value;
  if (field.widget === "list" && field.types) {
    const items = (value as Record<string, unknown>[]).map((item, i) => {
      const type = field.types!.find((t) => t.name === item[field.typeKey ?? "type"]);
      if (!type) throw new Error(`${at}[${i}]: no editor type ${JSON.stringify(item.type)}`);
      return mutateObject(type.fields, item, `${at}[${i}]`, out);
    });
    return restructure(field, items, at, out);
  }
  if (field.widget === "list") {
    const items = (value as unknown[]).map((item, i) =>
      field.fields ? mutateObject(field.fields, item as Record<string, unknown>, `${at}[${i}]`, out) : mutateValue(field.field!, item, `${at}[${i}]`, out),
    );
    return restructure(field, items, at, out);
  }
  let candidates: unknown[] = [];
  if (field.widget === "select") {
    const options = field.options ?? [];
    candidates = options.length > 1 ? [options[(options.indexOf(value as string) + 1) % options.length]] : [];
  } else if (field.widget === "boolean") candidates = [!value];
  else if (typeof value === "string") candidates = value === "" ? ["New words"] : textCandidates(value, field.widget === "markdown" ? MARKDOWN_KEPT : SLOT);
  else if (typeof value === "number") candidates = numberCandidates(value, field);
  const next = candidates.find((c) => c !== value && editorAccepts(field, c));
  if (next === undefined) {
    out.unchanged.push(`${at}: no other value the editor accepts (${JSON.stringify(value)})`);
    return value;
  }
  out.changed.push(at);
  return next;
}

/**
 * The upload every picture field gets where a marketer left it empty: one of
 * the section examples' pictures, so the picture step encodes it and every
 * view draws a picture in every place that takes one.
 */
export const EVERY_EDIT_PICTURE = "/media/example-landscape.jpg";

/** Whether a field is, or holds, an upload (Decap's image widget). */
const holdsPicture = (field: EditorField): boolean =>
  field.widget === "image" || (field.fields ?? []).some(holdsPicture) || (field.field ? holdsPicture(field.field) : false);

/** A hero (or a section of its shape) drawing one of the site's drawings instead of a picture (lib/sections/hero/drawing.ts). */
const drawsADrawing = (data: Record<string, unknown>): boolean => Array.isArray(data.drawing) && data.drawing.length > 0;

/** A value of a field left empty, filled as a marketer fills it to add a picture: its required fields, and the picture. */
function filledIn(field: EditorField): unknown {
  if (field.widget === "image") return EVERY_EDIT_PICTURE;
  if (field.widget === "object") {
    const wanted = (field.fields ?? []).filter((f) => f.required !== false || holdsPicture(f) || f.name === "alt");
    return Object.fromEntries(wanted.map((f) => [f.name, filledIn(f)]));
  }
  if (field.widget === "list") return [field.fields ? filledIn({ ...field, widget: "object" }) : filledIn(field.field!)];
  if (field.widget === "select") return field.options?.[0];
  if (field.widget === "boolean") return false;
  if (field.widget === "number") return field.min ?? 0;
  return "New words";
}

function mutateObject(fields: readonly EditorField[], data: Record<string, unknown>, at: string, out: State) {
  const result: Record<string, unknown> = { ...data };
  for (const field of fields) {
    const where = at ? `${at}.${field.name}` : field.name;
    if (!(field.name in data)) {
      // An empty picture field gets a picture (and, for a picture's group, its alt text): the every-edit run draws every one.
      // A section showing one of the site's drawings takes no picture beside it (its page check refuses both).
      if (!holdsPicture(field) || field.widget === "hidden" || drawsADrawing(data)) continue;
      result[field.name] = filledIn(field);
      out.changed.push(`${where} (a picture added)`);
      continue;
    }
    result[field.name] = mutateValue(field, data[field.name], where, out);
  }
  // A picture's "decorative" unticked needs its alt text, as the editor's Save asks for.
  if (fields.some((f) => f.widget === "image") && "decorative" in result && !result.decorative && !result.alt) {
    result.alt = "New words";
    out.changed.push(`${at}.alt (written, the picture no longer decorative)`);
  }
  return result;
}

/**
 * A list as a marketer may leave it: reversed where the editor lets them drag
 * its items (not a tuple, allow_reorder: false), then its last items deleted
 * down to the list's minimum. Not cut: a page's sections (one is removed, where
 * the page still builds: mutateFile) and the claims, which pages pick by name
 * (deleting one a page shows is refused by the build, naming the page).
 */
function restructure(field: EditorField, items: unknown[], at: string, out: State): unknown[] {
  if (!out.options.structure || field.allow_reorder === false) return items;
  const reversed = [...items].reverse();
  if (items.length > 1) out.moved.push(`${at}: reversed`);
  if (field.types || at === "claims") return reversed;
  const min = field.min ?? 0;
  if (reversed.length <= min) return reversed;
  out.moved.push(`${at}: ${reversed.length} items, now ${min}`);
  return reversed.slice(0, min);
}

/**
 * One section removed from a list of sections, the first the page can lose
 * (its schema and the build's page check still take it: a button's scroll
 * target stays, say), trying the section second in the page as written first,
 * then the later ones, then the first. A page of one section keeps it.
 */
function removeOneSection(data: Record<string, unknown>, field: EditorField, out: State): Record<string, unknown> {
  const sections = data[field.name];
  const min = Math.max(field.min ?? 0, 1);
  if (!out.options.accepts || !Array.isArray(sections) || sections.length <= min) return data;
  const n = sections.length;
  // Written order: the list is reversed by now, so the section written at i is at n - 1 - i.
  for (const written of [...Array.from({ length: n - 1 }, (_, i) => i + 1), 0]) {
    const at = n - 1 - written;
    const without = { ...data, [field.name]: sections.filter((_, i) => i !== at) };
    if (out.options.accepts(without)) {
      const type = (sections[at] as Record<string, unknown>)[field.typeKey ?? "type"];
      out.moved.push(`${field.name}: the ${JSON.stringify(type)} section removed`);
      return without;
    }
  }
  return data;
}

/** The values of a file's hidden fields (a developer's), wherever they sit. */
function hiddenValues(fields: readonly EditorField[], data: unknown, into = new Set<unknown>()): Set<unknown> {
  if (!data || typeof data !== "object") return into;
  const record = data as Record<string, unknown>;
  for (const field of fields) {
    const value = record[field.name];
    if (field.widget === "hidden") into.add(value);
    else if (field.widget === "object") hiddenValues(field.fields ?? [], value, into);
    else if (field.widget === "list" && Array.isArray(value))
      for (const item of value) {
        const type = field.types?.find((t) => t.name === (item as Record<string, unknown>)?.[field.typeKey ?? "type"]);
        if (type) hiddenValues(type.fields, item, into);
        else if (field.fields) hiddenValues(field.fields, item, into);
      }
  }
  return into;
}

/** Every editable value of one content file changed, given the editor's fields for it (and, with `structure`, its lists moved and cut). */
export function mutateFile(fields: readonly EditorField[], data: unknown, options: MutateOptions = {}): Mutation {
  const out: State = { data: undefined, changed: [], unchanged: [], moved: [], options, hidden: hiddenValues(fields, data) };
  let result = mutateObject(fields, data as Record<string, unknown>, "", out);
  if (options.structure) for (const field of fields.filter((f) => f.widget === "list" && f.types)) result = removeOneSection(result, field, out);
  return { data: result, changed: out.changed, unchanged: out.unchanged, moved: out.moved };
}
