/**
 * Invisible characters in a saved value: what text copied out of the editor's preview carries. With click-to-edit
 * (Decap's visualEditing, lib/content/editor-config.ts) every string the preview shows ends in a run of zero-width
 * characters naming its field (decap-cms-core lib/stega.js, @vercel/stega: U+200B, U+200C, U+200D, U+FEFF; its
 * older form U+2060–U+2063 and U+1D173–U+1D17A), and a marketer who copies a line from the preview into a field
 * pastes them too. Saved, they would be in the site's words: in an address, a heading's anchor, the length a search
 * result counts, a visitor's copy of the prompt. The page check refuses them in any string of a page file
 * (lib/content/page-problems.ts), and the editor in any string of a shared file before Save
 * (components/editor/save-checks.ts), naming the field and each character.
 *
 * A zero-width joiner between two emoji is no such mark: it joins them into one (👩‍💻), so it is kept there.
 * Pure, no imports: the editor's bundle and the build load it.
 */

/** The invisible characters refused anywhere: zero-width space and non-joiner, word joiner, invisible operators, BOM, and the older marks. */
const ALWAYS = /[\u200B\u200C\u2060-\u2064\uFEFF\u180E]|\uD834[\uDD73-\uDD7A]/u;
const ZWJ = "\u200D";
const PICTOGRAPH = /\p{Extended_Pictographic}/u;
/** What may close the emoji before a joiner: the pictograph, its variation selector or a skin tone. */
const EMOJI_END = /[\p{Extended_Pictographic}\uFE0F\u{1F3FB}-\u{1F3FF}]/u;

const hex = (ch: string) => `U+${ch.codePointAt(0)!.toString(16).toUpperCase().padStart(4, "0")}`;

/** The invisible characters of `text`, each once, in order ("U+200B"); none for text without them. */
export function invisibleCharacters(text: string): string[] {
  const chars = [...text];
  const found = chars.filter((ch, i) => ALWAYS.test(ch) || (ch === ZWJ && !(EMOJI_END.test(chars[i - 1] ?? "") && PICTOGRAPH.test(chars[i + 1] ?? ""))));
  return [...new Set(found.map(hex))];
}

/** The problem's words: which characters, and where they come from. */
export function invisibleMessage(text: string): string {
  const found = invisibleCharacters(text);
  const count = [...text].filter((ch) => found.includes(hex(ch))).length;
  return `holds ${count} invisible character${count === 1 ? "" : "s"} (${found.join(", ")}), which text copied from the preview carries: delete them, or type the words again`;
}

/** A JSON value with every string's invisible characters taken out (an emoji's joiner kept). */
export function withoutInvisible<T>(value: T): T {
  if (typeof value === "string") {
    const found = new Set(invisibleCharacters(value));
    if (!found.size) return value;
    const chars = [...value];
    // A character is taken out where it is refused: the same test, at its place (a joiner between emoji stays).
    return chars
      .filter((ch, i) => !(found.has(hex(ch)) && invisibleCharacters(chars.slice(Math.max(0, i - 1), i + 2).join("")).includes(hex(ch))))
      .join("") as T;
  }
  if (Array.isArray(value)) return value.map((item: unknown) => withoutInvisible(item)) as T;
  if (value && typeof value === "object") return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, withoutInvisible(item)])) as T;
  return value;
}
