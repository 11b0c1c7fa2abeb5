import { withFigures } from "./figures";
import type { SiteCopy } from "./site.schema";
import data from "./site.json";

export type { SiteCopy } from "./site.schema";

/** Copy that belongs to the whole site rather than one page: lib/content/site.json, checked at build time (lib/content/files.ts). */
export const SITE_COPY = withFigures(data as SiteCopy);
