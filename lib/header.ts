import { HEADER_SCROLL_THRESHOLD_PX } from "./constants";

/** White with a shadow once the page is scrolled beyond HEADER_SCROLL_THRESHOLD_PX (not at it). */
export function isHeaderScrolled(scrollY: number): boolean {
  return scrollY > HEADER_SCROLL_THRESHOLD_PX;
}

/**
 * The mark a page's own HTML carries when its header starts see-through over its first section
 * (its type's `darkTop`, lib/sections/): the page says so itself, so the header, shared by
 * every page, carries no list of such pages that would grow with them. Before hydration the
 * stylesheet reads it (`:has()`, app/globals.css); after, the header does, on every route.
 */
export const TRANSPARENT_HEADER_MARK = "data-transparent-header";

/** Whether the page in this document asks for the see-through header. */
export function pageWantsTransparentHeader(doc: Pick<Document, "querySelector">): boolean {
  return doc.querySelector(`[${TRANSPARENT_HEADER_MARK}]`) !== null;
}

export type HeaderLook = "transparent" | "solid";

/** The header is see-through only on pages that ask for it, at the top, with the menu shut. */
export function headerLook(opts: { transparentPage: boolean; scrollY: number; menuOpen: boolean }): HeaderLook {
  return opts.transparentPage && !opts.menuOpen && !isHeaderScrolled(opts.scrollY) ? "transparent" : "solid";
}
