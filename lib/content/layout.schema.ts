import "server-only";
import { z } from "zod";
import { fields, href, list, text } from "./schema";

/** The header and footer every page shares. */
export const layoutSchema = fields({
  /** The charities link reads differently on desktop and in the phone menu. */
  header: fields({
    /** The logo link's accessible name. */
    homeLabel: text(),
    links: list(
      fields({
        href: href(),
        desktopLabel: text({ max: 20 }),
        /** The phone menu has room for the longer word. */
        mobileLabel: text({ max: 30 }),
      }),
    ),
    mainNavLabel: text(),
    mobileNavLabel: text(),
    /** The phone menu's toggle, one name whether open or shut: the browser says which (its expanded state). */
    menuLabel: text(),
  }),
  footer: fields({
    /** "Get on the Droplist", the last word in the accent colour. */
    title: fields({ lead: text(), accent: text() }),
    body: text({ max: 240, multiline: true }),
    /** The button that opens the Droplist modal. */
    openModal: text({ max: 30 }),
    navLabel: text(),
    navTitle: text(),
    /** {year} and {site} are filled in. */
    copyright: text({ slots: ["year", "site"] }),
    signOff: text(),
  }),
});

export type LayoutContent = z.infer<typeof layoutSchema>;
