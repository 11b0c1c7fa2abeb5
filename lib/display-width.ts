/**
 * How wide a line of the display face (`font-display` in app/globals.css: Archivo at 68% width, weight 850) is at
 * most, in em, for a given text: what a figure needs to fit its box whatever a marketer's claim reads
 * (components/sections/picture-text/campaign-card.tsx). Each character counts the advance of the widest of its kind,
 * measured on the face: the widest characters (% W @ M m w) 0.76, digits 0.47, a thin mark (, . ' : ; ! |) 0.3,
 * anything else 0.6. tests/e2e/font.spec.ts holds every printable character's drawn advance to these.
 */
export const DISPLAY_ADVANCE_EM = { wide: 0.76, digit: 0.47, thin: 0.3, other: 0.6 } as const;

const WIDE = /[%W@Mmw]/;
/** Zero-width characters: the editor's preview ends every string it shows with a run of them (click-to-edit, lib/content/invisible-characters.ts). */
const ZERO_WIDTH = /[\u200B-\u200D\u2060-\u2064\uFEFF]/;
const THIN = /[,.':;!|]/;

/** The advance this estimate gives one character, in em. */
export function displayAdvanceEm(character: string): number {
  if (ZERO_WIDTH.test(character)) return 0;
  if (WIDE.test(character)) return DISPLAY_ADVANCE_EM.wide;
  if (/\d/.test(character)) return DISPLAY_ADVANCE_EM.digit;
  if (THIN.test(character)) return DISPLAY_ADVANCE_EM.thin;
  return DISPLAY_ADVANCE_EM.other;
}

/** The text's width at most, in em (at least one character's, so an empty figure divides by something). */
export function displayWidthEm(text: string): number {
  const width = [...text].reduce((sum, character) => sum + displayAdvanceEm(character), 0);
  return Math.max(width, DISPLAY_ADVANCE_EM.other);
}
