import { DROPLIST_INLINE_FORM } from "./droplist";
import { withFigures } from "./figures";
import { layoutCopyOf } from "./layout-copy";
import { layoutSchema } from "./layout.schema";
import data from "./layout.json";
import { loadContent } from "./load-file";

export type { FooterCopy, HeaderCopy, HeaderLinkCopy } from "./layout-copy";

/** lib/content/layout.json, checked against layout.schema.ts where it is loaded, with its figures filled in. */
const LAYOUT = withFigures(loadContent("lib/content/layout.json", layoutSchema, data));

/** The shared header (the charities link reads differently on desktop and in the phone menu) and footer. */
export const { header: HEADER, footer: FOOTER } = layoutCopyOf(LAYOUT, DROPLIST_INLINE_FORM);
