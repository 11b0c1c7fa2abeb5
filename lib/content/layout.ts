import { SITE_NAME } from "../site";
import { DROPLIST_INLINE_FORM, type DroplistFormCopy } from "./droplist";
import { withFigures } from "./figures";
import { layoutSchema, type LayoutContent } from "./layout.schema";
import data from "./layout.json";
import { loadContent } from "./load-file";

/** lib/content/layout.json, checked against layout.schema.ts where it is loaded, with its figures filled in. */
const LAYOUT = withFigures(loadContent("lib/content/layout.json", layoutSchema, data));

export type HeaderLinkCopy = LayoutContent["header"]["links"][number];
export type HeaderCopy = LayoutContent["header"] & { siteName: string };
export type FooterCopy = LayoutContent["footer"] & { form: DroplistFormCopy };

/** The shared header. The charities link reads differently on desktop and in the phone menu. */
export const HEADER: HeaderCopy = { siteName: SITE_NAME, ...LAYOUT.header };

export const FOOTER: FooterCopy = { ...LAYOUT.footer, form: DROPLIST_INLINE_FORM };
