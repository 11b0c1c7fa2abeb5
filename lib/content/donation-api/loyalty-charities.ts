/* The loyalty demo's sample charities, apart from the page's copy: lib/loyalty.ts (in the island) needs only their names. */
import { LOYALTY_CHARITIES_FILE } from "../island-files/loyalty-charities";
import type { SampleCharity } from "./loyalty-charities.schema";

export type { SampleCharity } from "./loyalty-charities.schema";

/** What the island reads of a charity: its name (the page draws the rest, from the checked file). */
export type SampleCharityName = Pick<SampleCharity, "name">;

const [first, ...rest] = LOYALTY_CHARITIES_FILE.charities;
// The schema asks for one at least and the build checks it (lib/content/shared-files.ts); this says so to TypeScript.
if (!first) throw new Error("lib/content/donation-api/loyalty-charities.json: charities: must have at least 1 item");

/**
 * The demo's sample charities (fictional): lib/content/donation-api/loyalty-charities.json,
 * through the manifest's island half (lib/content/island-files/), checked against its
 * schema at build time; it names no figure, so the island uses it as written. The first is
 * the default choice.
 */
export const LOYALTY_CHARITIES: readonly [SampleCharityName, ...SampleCharityName[]] = [first, ...rest];
