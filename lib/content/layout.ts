import { SITE_NAME } from "../site";
import { DROPLIST_INLINE_FORM, type DroplistFormCopy } from "./droplist";
import { withFigures } from "./figures";
import type { LayoutContent } from "./layout.schema";
import data from "./layout.json";

/** lib/content/layout.json with its figures filled in; checked against layout.schema.ts at build time (lib/content/files.ts). */
const LAYOUT = withFigures(data as LayoutContent);

export type HeaderLinkCopy = LayoutContent["header"]["links"][number];
export type HeaderCopy = LayoutContent["header"] & { siteName: string };
export type FooterCopy = LayoutContent["footer"] & { form: DroplistFormCopy };

/** The shared header. The charities link reads differently on desktop and in the phone menu. */
export const HEADER: HeaderCopy = { siteName: SITE_NAME, ...LAYOUT.header };

export const FOOTER: FooterCopy = { ...LAYOUT.footer, form: DROPLIST_INLINE_FORM };
