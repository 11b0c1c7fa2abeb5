import { withFigures } from "./figures";
import { SHARED_FILES } from "./shared-files";

export type { NotFoundCopy } from "./not-found.schema";

/** The 404 page: lib/content/not-found.json, as the manifest checked it (lib/content/shared-files.ts), figures filled in. */
export const NOT_FOUND = withFigures(SHARED_FILES["not-found"].content);
