import { withFigures } from "./figures";
import { SHARED_FILES } from "./shared-files";

export type { SiteCopy } from "./site.schema";

/** Copy that belongs to the whole site rather than one page: lib/content/site.json, as the manifest checked it, figures filled in. */
export const SITE_COPY = withFigures(SHARED_FILES.site.content);
