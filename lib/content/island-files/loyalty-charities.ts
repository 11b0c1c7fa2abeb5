/**
 * lib/content/donation-api/loyalty-charities.json as the loyalty demo imports it: as JSON types it
 * (each tone a plain string; the build checks it is one of the schema's), the island reads the names only.
 * The manifest's island half (see lib/content/shared-files.ts): one module per file
 * an island ships, holding only its import, so an island loads its own file and
 * no schema, claim or other file; the manifest registers and checks it.
 */
import data from "../donation-api/loyalty-charities.json";

export const LOYALTY_CHARITIES_FILE = data;
