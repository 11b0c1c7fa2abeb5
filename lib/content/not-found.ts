import { withFigures } from "./figures";
import { notFoundSchema } from "./not-found.schema";
import data from "./not-found.json";
import { loadContent } from "./load-file";

export type { NotFoundCopy } from "./not-found.schema";

/** The 404 page: lib/content/not-found.json, checked against its schema at build time (lib/content/files.ts). */
export const NOT_FOUND = withFigures(loadContent("lib/content/not-found.json", notFoundSchema, data));
