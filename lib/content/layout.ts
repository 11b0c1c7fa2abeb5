import { withFigures } from "./figures";
import { layoutCopyOf } from "./layout-copy";
import { layoutSchema } from "./layout.schema";
import { PAGE_PATHS } from "./load";
import { SHARED_FILES } from "./shared-files";
import { withPagePaths } from "./page-links";

export type { FooterCopy, HeaderCopy, HeaderLinkCopy } from "./layout-copy";

/** lib/content/layout.json, as the manifest checked it (lib/content/shared-files.ts), its links turned into the pages' paths and its figures filled in. */
const LAYOUT = withFigures(withPagePaths(layoutSchema, SHARED_FILES.layout.content, PAGE_PATHS));

/**
 * The shared header (the charities link reads differently on desktop and in the phone menu) and footer. The footer's
 * Droplist form reads its words itself (components/droplist/droplist-form.tsx), so the payload carries none of them.
 */
export const { header: HEADER, footer: FOOTER } = layoutCopyOf(LAYOUT);
