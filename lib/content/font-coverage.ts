/**
 * What a line of copy drawn in the site's font may hold: the characters of
 * Archivo's three faces (lib/font-faces.json, written by scripts/subset-font.mjs
 * from the files themselves), line breaks, and emoji, which every system draws
 * from its own emoji font. Anything else would be drawn by a fallback face in
 * the middle of our type, so the build and the editor refuse it by name
 * (lib/content/schema.ts text(); the editor before Save, lib/content/font-fields.ts).
 *
 * The rule is one regular expression without the `u` flag, because JSON Schema
 * reads a pattern's source alone (the editor's config finds the rule by it):
 * emoji outside the first 64K code points are matched as their UTF-16
 * surrogate pairs.
 */
import fontFaces from "../font-faces.json";

/** Every character the site's font draws, over its three faces. */
export const FONT_CHARACTERS: ReadonlySet<string> = new Set(fontFaces.faces.flatMap((face) => [...face.characters]));

/** Emoji and their joiners, selectors, skin tones and flags' letters: drawn by the system's emoji font. */
const EMOJI = /\p{Extended_Pictographic}|\p{Emoji_Component}/u;
const LINE_BREAKS = "\n\r\t";

const allowed = (ch: string) => FONT_CHARACTERS.has(ch) || LINE_BREAKS.includes(ch) || EMOJI.test(ch);

const u = (unit: number) => `\\u${unit.toString(16).toUpperCase().padStart(4, "0")}`;

/** A character class of UTF-16 code units from runs of them. */
function unitClass(units: number[]): string {
  const runs: [number, number][] = [];
  for (const unit of [...units].sort((a, b) => a - b)) {
    const last = runs.at(-1);
    if (last && last[1] === unit - 1) last[1] = unit;
    else runs.push([unit, unit]);
  }
  return `[${runs.map(([a, b]) => (a === b ? u(a) : `${u(a)}-${u(b)}`)).join("")}]`;
}

/** The pattern's source: the whole line, one allowed character (or surrogate pair) at a time. */
function patternSource(): string {
  const bmp: number[] = [];
  const astral = new Map<number, number[]>();
  // Emoji end below U+20000; the font's characters are all in the first plane.
  for (let cp = 0; cp < 0x20000; cp++) {
    if (cp >= 0xd800 && cp <= 0xdfff) continue;
    const ch = String.fromCodePoint(cp);
    if (!allowed(ch)) continue;
    if (cp < 0x10000) bmp.push(cp);
    else {
      const high = ch.charCodeAt(0);
      astral.set(high, [...(astral.get(high) ?? []), ch.charCodeAt(1)]);
    }
  }
  const pairs = [...astral].map(([high, lows]) => `${u(high)}${unitClass(lows)}`);
  return `^(?:${[unitClass(bmp), ...pairs].join("|")})*$`;
}

/** Matches a line every character of which the site's font (or the emoji font) draws. */
export const IN_FONT = new RegExp(patternSource());

/** The characters of `text` the site's font lacks, each once, in order. */
export function outsideFont(text: string): string[] {
  return [...new Set([...text].filter((ch) => !allowed(ch)))];
}

/** `"ǅ" (U+01C5) is not in the site's font`: the build's message, naming each character. */
export function outsideFontMessage(text: string): string {
  const named = outsideFont(text).map((ch) => `${JSON.stringify(ch)} (U+${ch.codePointAt(0)!.toString(16).toUpperCase().padStart(4, "0")})`);
  const list = named.length > 1 ? `${named.slice(0, -1).join(", ")} and ${named.at(-1)}` : named[0];
  return `${list} ${named.length > 1 ? "are" : "is"} not in the site's font: use another character, or ask a developer to add it to the font (scripts/subset-font.mjs)`;
}
