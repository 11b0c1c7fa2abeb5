import { withFigures } from "./figures";
import { loadContent } from "./load-file";
import { siteSchema } from "./site.schema";
import data from "./site.json";

export type { SiteCopy } from "./site.schema";

/** Copy that belongs to the whole site rather than one page: lib/content/site.json, checked where it is loaded. */
export const SITE_COPY = withFigures(loadContent("lib/content/site.json", siteSchema, data));
