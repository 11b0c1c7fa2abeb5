/**
 * A section's anchor on its page: the id a link or a "scroll to a section"
 * button jumps to. A section that gives one ("Anchor for links", or a launch
 * type's fixed id) keeps it; one that does not gets one made from its heading,
 * unique on the page. The renderer, the page's check of its buttons
 * (lib/content/page.schema.ts) and the editor all go through uniqueAnchors, so
 * a button checked at build time points at the id the page draws.
 */

import { TOP_LAYER_IDS } from "../top-layer-ids.mjs";

/** What a section offers to name it: an anchor of its own, or the words one is made from. */
export interface AnchorSource {
  given?: string;
  heading?: string;
}

/**
 * Ids the site's layout and the launch sections' views write themselves (the
 * header's menu, the footer's Droplist form, the brands hero): a section's
 * anchor never takes one, so no page draws an id twice. A derived anchor skips
 * them; "Anchor for links" refuses them (lib/content/schema.ts).
 * tests/unit/general-sections.test.tsx finds every id written in components/
 * and app/ (but the editor's own, components/editor/, which draws no section
 * beside its ids) and fails on one missing here.
 */
export const WRITTEN_IDS = [
  "brand-logos-title",
  "brands-hero",
  "campaign-title",
  "charities-hero",
  "chat-title",
  "checkout-code-title",
  "footer-droplist-title",
  "form-result-title",
  "main",
  "menu-toggle",
  "section-types",
] as const;

/** Those, and the ids of what pages show in the top layer: dialogs, the phone menu, the toasts (lib/top-layer-ids.mjs). */
export const SITE_IDS: readonly string[] = [...WRITTEN_IDS, ...TOP_LAYER_IDS];

/** Long headings make long addresses: a derived anchor stops at a word boundary within this many characters. */
const MAX_LENGTH = 48;

/** Words as an anchor: lowercase letters and digits (accents dropped), dashes between, starting with a letter. */
export function slugify(words: string): string {
  const slug = words
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
  const short = slug.length > MAX_LENGTH ? slug.slice(0, MAX_LENGTH).replace(/-[^-]*$/, "") : slug;
  if (!short) return "section";
  return /^[a-z]/.test(short) ? short : `section-${short}`;
}

/**
 * The anchors of a page's sections, in order: each given one as it is, each
 * other made from its heading, with -2, -3… where an earlier section, a
 * given anchor anywhere on the page or the site's own ids (SITE_IDS) already
 * have it. A section with neither
 * gets none. Two sections giving the same anchor is the page check's to refuse.
 */
export function uniqueAnchors(sources: readonly (AnchorSource | undefined)[]): (string | undefined)[] {
  const taken = new Set<string>([...SITE_IDS, ...sources.flatMap((source) => (source?.given ? [source.given] : []))]);
  return sources.map((source) => {
    if (source?.given) return source.given;
    if (source?.heading === undefined) return undefined;
    const base = slugify(source.heading);
    let anchor = base;
    for (let n = 2; taken.has(anchor); n++) anchor = `${base}-${n}`;
    taken.add(anchor);
    return anchor;
  });
}
