import { FREE_DROPS_DAILY, SITE_NAME } from "../site";
import { DROPLIST_INLINE_FORM, type DroplistFormCopy } from "./droplist";

export interface HeaderLinkCopy {
  href: string;
  desktopLabel: string;
  /** The phone menu has room for the longer word. */
  mobileLabel: string;
}

export interface HeaderCopy {
  siteName: string;
  /** The logo link's accessible name. */
  homeLabel: string;
  links: readonly HeaderLinkCopy[];
  mainNavLabel: string;
  mobileNavLabel: string;
  openMenu: string;
  closeMenu: string;
}

/** The shared header. The charities link reads differently on desktop and in the phone menu. */
export const HEADER = {
  siteName: SITE_NAME,
  homeLabel: `${SITE_NAME} home`,
  links: [
    { href: "/brands", desktopLabel: "Brands", mobileLabel: "Brands" },
    { href: "/charities", desktopLabel: "Causes", mobileLabel: "Charities" },
  ],
  mainNavLabel: "Main",
  mobileNavLabel: "Mobile",
  openMenu: "Open menu",
  closeMenu: "Close menu",
} satisfies HeaderCopy;

export interface FooterCopy {
  /** "Get on the Droplist", the last word in the accent colour. */
  title: { lead: string; accent: string };
  body: string;
  form: DroplistFormCopy;
  /** The button that opens the Droplist modal. */
  openModal: string;
  navLabel: string;
  navTitle: string;
  /** {year} and {site} are filled in. */
  copyright: string;
  signOff: string;
}

export const FOOTER = {
  title: { lead: "Get on the", accent: "Droplist" },
  body: `The app is in private beta. Leave your email and we'll tell you the moment your ${FREE_DROPS_DAILY} free daily drops are ready.`,
  form: DROPLIST_INLINE_FORM,
  openModal: "Join the Droplist",
  navLabel: "Footer",
  navTitle: "Explore",
  copyright: "© {year} {site}. All rights reserved.",
  signOff: "Made for people who give a drop.",
} satisfies FooterCopy;
