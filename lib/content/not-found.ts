import { withFigures } from "./figures";
import type { NotFoundCopy } from "./not-found.schema";
import data from "./not-found.json";

export type { NotFoundCopy } from "./not-found.schema";

/** The 404 page: lib/content/not-found.json, checked against its schema at build time (lib/content/files.ts). */
export const NOT_FOUND = withFigures(data as NotFoundCopy);
