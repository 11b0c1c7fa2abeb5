import { DROPLIST_INLINE_FORM } from "./droplist";
import { withFigures } from "./figures";
import { layoutCopyOf } from "./layout-copy";
import { SHARED_FILES } from "./manifest";

export type { FooterCopy, HeaderCopy, HeaderLinkCopy } from "./layout-copy";

/** lib/content/layout.json, as the manifest checked it (lib/content/manifest.ts), with its figures filled in. */
const LAYOUT = withFigures(SHARED_FILES.layout.content);

/** The shared header (the charities link reads differently on desktop and in the phone menu) and footer. */
export const { header: HEADER, footer: FOOTER } = layoutCopyOf(LAYOUT, DROPLIST_INLINE_FORM);
