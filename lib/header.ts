import { HEADER_SCROLL_THRESHOLD_PX } from "./constants";

/** White with a shadow once the page is scrolled beyond HEADER_SCROLL_THRESHOLD_PX (not at it). */
export function isHeaderScrolled(scrollY: number): boolean {
  return scrollY > HEADER_SCROLL_THRESHOLD_PX;
}

/**
 * Whether the header starts see-through on this page: the pages whose first section has a dark
 * top (a section type's `darkTop`, lib/sections/), which the layout lists.
 */
export function wantsTransparentHeader(pathname: string, transparentPaths: readonly string[]): boolean {
  const path = pathname.replace(/\/+$/, "") || "/";
  return transparentPaths.includes(path);
}

export type HeaderLook = "transparent" | "solid";

/** The header is see-through only on pages that ask for it, at the top, with the menu shut. */
export function headerLook(opts: { transparentPage: boolean; scrollY: number; menuOpen: boolean }): HeaderLook {
  return opts.transparentPage && !opts.menuOpen && !isHeaderScrolled(opts.scrollY) ? "transparent" : "solid";
}

export type MenuEvent = { type: "toggle" } | { type: "close" };

export function menuReducer(open: boolean, event: MenuEvent): boolean {
  return event.type === "toggle" ? !open : false;
}
