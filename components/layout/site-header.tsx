"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import { useEffect, useState, useSyncExternalStore } from "react";
import { headerLook, pageWantsTransparentHeader } from "@/lib/header";
import { MOBILE_MENU_ID } from "@/lib/top-layer-ids.mjs";
import type { HeaderCopy } from "@/lib/content/layout";
import DropMark from "@/components/ui/drop-mark";
import { useRouteEffects } from "./use-route-effects";

/** Calls `onChange` whenever the page in <main> (the layout's) is replaced, as a route change does. */
function subscribeToPage(onChange: () => void) {
  const main = document.getElementById("main");
  if (!main) return () => {};
  const observer = new MutationObserver(onChange);
  observer.observe(main, { childList: true });
  return () => observer.disconnect();
}

/** The phone menu, a popover: the browser opens and closes it, with or without script. */
const menu = () => document.getElementById(MOBILE_MENU_ID);

/** Calls `onChange` whenever the phone menu opens or closes, however it did (its toggle, Escape, a tap outside). */
function subscribeToMenu(onChange: () => void) {
  const element = menu();
  element?.addEventListener("toggle", onChange);
  return () => element?.removeEventListener("toggle", onChange);
}

/**
 * Whether the phone menu is open now: the popover's own state, which may have changed before
 * hydration. Only asked where the browser has popovers (elsewhere the selector is not one).
 */
function menuIsOpen() {
  const element = menu();
  return !!element && "popover" in element && element.matches(":popover-open");
}

/** The header every page shares; a page whose header starts see-through says so in its own HTML (lib/header.ts). */
export default function SiteHeader({ copy }: { copy: HeaderCopy }) {
  // Null outside Next's router: in the editor's preview, which shows the header on no page in particular.
  const pathname = usePathname() ?? "";
  // Read from the page in the document, again whenever the page in <main> changes; null before
  // hydration (and with JavaScript off), when the stylesheet decides.
  const transparentPage = useSyncExternalStore(
    subscribeToPage,
    () => pageWantsTransparentHeader(document),
    () => null,
  );
  const [scrollY, setScrollY] = useState(0);
  const menuOpen = useSyncExternalStore(subscribeToMenu, menuIsOpen, () => false);

  useEffect(() => {
    const onScroll = () => setScrollY(window.scrollY);
    onScroll();
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => window.removeEventListener("scroll", onScroll);
  }, []);

  // A route change closes the menu; Escape and a tap outside close it by themselves (popover="auto").
  useRouteEffects(pathname, () => {
    if (menuIsOpen()) menu()?.hidePopover();
  });

  // Until then the header is solid, readable at any scroll position, and see-through only
  // where CSS itself knows the page asks for it and is at its top (.header-until-scrolled in
  // globals.css: the page's mark read with :has(), and a scroll-driven animation).
  const look = transparentPage === null ? "css" : headerLook({ transparentPage, scrollY, menuOpen });
  const solid = look !== "transparent";

  return (
    <header
      data-look={look}
      className={`fixed inset-x-0 top-0 z-40 transition-[background-color,box-shadow] duration-200 ${
        look === "css" ? "header-until-scrolled" : solid ? "bg-white text-ocean-900 shadow-header" : "bg-transparent text-white"
      }`}
    >
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between px-5 md:h-20 md:px-8">
        <Link href="/" prefetch={false} className="flex items-center gap-2 rounded-md" aria-label={copy.homeLabel}>
          <DropMark className={`h-8 w-7 ${solid ? "text-aqua-500" : "text-aqua-400"}`} />
          <span className="font-display text-3xl uppercase leading-none tracking-wide">{copy.siteName}</span>
        </Link>

        <nav aria-label={copy.mainNavLabel} className="hidden md:block">
          <NavLinks
            links={copy.links}
            labelKey="desktopLabel"
            pathname={pathname}
            listClassName="flex items-center gap-2"
            linkClassName={`rounded-full px-4 py-2 text-base font-bold transition-colors aria-[current=page]:underline aria-[current=page]:decoration-2 aria-[current=page]:underline-offset-8 ${
              solid ? "hover:bg-ocean-50" : "hover:bg-white/15"
            }`}
          />
        </nav>

        {/*
          One name in both states: the browser tells whether the menu is expanded (popovertarget),
          before and without any script. The icon follows the popover's state in CSS (globals.css).
        */}
        <button
          id="menu-toggle"
          type="button"
          popoverTarget={MOBILE_MENU_ID}
          className="menu-toggle grid size-11 place-items-center rounded-full md:hidden"
          aria-label={copy.menuLabel}
        >
          <svg viewBox="0 0 24 24" width="26" height="26" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round">
            <path className="menu-toggle-open" d="M4 7h16M4 12h16M4 17h16" />
            <path className="menu-toggle-close" d="M6 6l12 12M18 6L6 18" />
          </svg>
        </button>
      </div>

      {/* In the top layer when open, just under the header's bar (h-16), above everything else. */}
      <nav
        id={MOBILE_MENU_ID}
        popover="auto"
        aria-label={copy.mobileNavLabel}
        className="inset-x-0 top-16 bottom-auto m-0 w-full max-w-none border-0 border-t border-ocean-100 bg-white px-5 pb-6 pt-2 text-ocean-900 shadow-header md:hidden"
      >
        <NavLinks
          links={copy.links}
          labelKey="mobileLabel"
          pathname={pathname}
          listClassName="flex flex-col"
          linkClassName="block rounded-xl px-3 py-4 font-display text-4xl uppercase leading-none text-ocean-900 hover:bg-ocean-50 aria-[current=page]:bg-ocean-100"
        />
      </nav>
    </header>
  );
}

interface NavLinksProps {
  links: HeaderCopy["links"];
  labelKey: "desktopLabel" | "mobileLabel";
  pathname: string;
  listClassName: string;
  linkClassName: string;
}

/** The header's links, the current page marked for assistive technology and styling. */
function NavLinks({ links, labelKey, pathname, listClassName, linkClassName }: NavLinksProps) {
  return (
    <ul className={listClassName}>
      {links.map((link) => (
        <li key={link.href}>
          <Link href={link.href} prefetch={false} aria-current={pathname === link.href ? "page" : undefined} className={linkClassName}>
            {link[labelKey]}
          </Link>
        </li>
      ))}
    </ul>
  );
}
