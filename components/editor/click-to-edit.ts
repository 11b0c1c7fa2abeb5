/**
 * Click-to-edit for what the preview looks up elsewhere (issue #64). Decap's visualEditing (lib/content/editor-config.ts)
 * ends every string, text and Markdown value of the entry being edited with invisible characters naming its field
 * (decap-cms-core lib/stega.js, @vercel/stega), and a click on text carrying them focuses that field, opening the
 * list items that hold it. A figure a page shows is not such a value: the page names a claim, and the figure is the
 * claim's, looked up in lib/content/claims.json. Here it gets the same marks: on a page, naming the field that picks
 * the claim (a click there is where a marketer changes which figure shows); in the claims file's preview, naming
 * the claim's own figure (a number claim's, which Decap does not mark, being a number).
 */
import { vercelStegaDecode, vercelStegaEncode } from "@vercel/stega";
import type { ClaimValues } from "@/lib/content/claim-values";
import type { Claims } from "@/lib/content/claims.schema";
import { LIST_ITEM_FIELD } from "@/lib/content/field-label";
import { pageSchema } from "@/lib/content/page.schema";
import { references } from "@/lib/content/references";

/** The marks Decap ends a value with, naming its field by its path in the entry ("sections.2.figures.1.claim"). */
export const fieldMark = (path: readonly (string | number)[]) => vercelStegaEncode({ decap: path.join(".") });

/**
 * A page's data and claims for its preview, each claim it names marked with the field that names it: every reference
 * points at a name of its own ("raised" at sections.2.figures.1.claim), whose figure is the claim's, marked. The page's
 * data is changed in place (the preview's own copy of the entry).
 */
export function pageClaimsMarked(page: unknown, claims: ClaimValues): ClaimValues {
  const marked: Record<string, string> = { ...claims };
  for (const { path, name, holder, key } of references(pageSchema, page, "claim")) {
    const figure = claims[name];
    // A name no claim has is left as it is: the section's frame names the problem, as the page check does.
    if (figure === undefined) continue;
    const own = `${name}\u0000${path.join(".")}`;
    marked[own] = `${figure}${fieldMark(path)}`;
    (holder as Record<string | number, unknown>)[key] = own;
  }
  return marked;
}

/** The claims file's figures for its preview: a number claim's marked with its own field (a shown claim's Decap marked already). */
export function claimFiguresMarked(claims: ClaimValues, edited: Pick<Claims, "claims">): ClaimValues {
  const marked: Record<string, string> = { ...claims };
  edited.claims.forEach((claim, i) => {
    if (claim.type === "number" && marked[claim.name] !== undefined) marked[claim.name] += fieldMark(["claims", i, "value"]);
  });
  return marked;
}

/** What holds a line of words in the site's markup: the marks ending the words clicked are looked for no further out. */
const BLOCKS = "p, h1, h2, h3, h4, h5, h6, li, dt, dd, figcaption, blockquote, button, a, label, summary, legend, td, th, div";

/** Decap's click handler, as a preview receives it (PreviewPane hands its props on; EditorInterface focuses the field). */
export type FieldClick = (path: string) => void;

/**
 * The path Decap's focus follows to the field a mark names. A value of a list of single values (a headline's line) is
 * marked with its place ("sections.0.headline.1"), and Decap's list hands the rest of the path, nothing, to the
 * item, which then focuses none of its fields: the item's one field is named (LIST_ITEM_FIELD).
 */
export const focusPath = (path: string) => (/\.\d+$/.test(path) ? `${path}.${LIST_ITEM_FIELD}` : path);

/** The preview's click-to-edit handler, if Decap gave one (its typings do not name it): it focuses the field a mark names. */
export function fieldClickOf(props: object): FieldClick | undefined {
  const handler: unknown = Reflect.get(props, "onFieldClick");
  return typeof handler === "function" ? (path) => void handler(focusPath(path)) : undefined;
}

/**
 * The field of the words at a point of the preview: the marks that end the string the point is in. Decap's own
 * handler decodes the clicked element's whole text and takes its first marks, so a click on a word inside a bold
 * part, or on a headline drawn over a wider band, led to another field or to none. Here the word under the pointer
 * is found (the caret at the point), and the first marks after it in its text (a string's marks end it), looking
 * no further than the nearest block that holds it (past a line's end, the block's first marks); a point on no text,
 * as Decap does, the target's first.
 */
export function fieldAtPoint(target: Element, x: number, y: number): string | undefined {
  const doc = target.ownerDocument;
  const position = doc.caretPositionFromPoint?.(x, y);
  const range = position ? undefined : doc.caretRangeFromPoint?.(x, y);
  const node = position?.offsetNode ?? range?.startContainer;
  const offset = position?.offset ?? range?.startOffset ?? 0;
  if (!node || node.nodeType !== Node.TEXT_NODE || !target.contains(node)) return decode(target.textContent ?? "");
  // Out from the word's own element (a bold part, a line of a headline) to its block: words looked up elsewhere (a
  // shared file's), which carry no marks, lead nowhere rather than to the next string's field.
  for (let holder = node.parentElement; holder && target.contains(holder); holder = holder.parentElement) {
    const walker = doc.createTreeWalker(holder, NodeFilter.SHOW_TEXT);
    walker.currentNode = node;
    let found = decode((node.textContent ?? "").slice(offset));
    for (let next = walker.nextNode(); !found && next; next = walker.nextNode()) found = decode(next.textContent ?? "");
    // A point past the end of a line (a figure in a wider box) has the caret after the marks: its block's first.
    if (!found && holder.matches(BLOCKS)) found = decode(holder.textContent ?? "");
    if (found || holder.matches(BLOCKS)) return found;
  }
  return undefined;
}

function decode(text: string): string | undefined {
  try {
    const found: unknown = vercelStegaDecode(text);
    const path: unknown = found && typeof found === "object" ? Reflect.get(found, "decap") : undefined;
    return typeof path === "string" ? path : undefined;
  } catch {
    return undefined;
  }
}
