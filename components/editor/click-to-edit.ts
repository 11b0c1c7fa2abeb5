/**
 * Click-to-edit for what the preview looks up elsewhere (issue #64). Decap's visualEditing (lib/content/editor-config.ts)
 * ends every string, text and Markdown value of the entry being edited with invisible characters naming its field
 * (decap-cms-core lib/stega.js, @vercel/stega), and a click on text carrying them focuses that field, opening the
 * list items that hold it. A figure a page shows is not such a value: the page names a claim, and the figure is the
 * claim's, looked up in lib/content/claims.json. Here it gets the same marks: on a page, naming the field that picks
 * the claim (a click there is where a marketer changes which figure shows); in the claims file's preview, naming
 * the claim's own figure (a number claim's, which Decap does not mark, being a number).
 */
import { vercelStegaEncode } from "@vercel/stega";
import type { ClaimValues } from "@/lib/content/claim-values";
import type { Claims } from "@/lib/content/claims.schema";
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
