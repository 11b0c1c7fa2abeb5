/* The loyalty demo's sample charities, apart from the page's copy: lib/loyalty.ts (in the island) needs only these. */
import type { LoyaltyCharitiesContent, SampleCharity } from "./loyalty-charities.schema";
import data from "./loyalty-charities.json";

export type { SampleCharity } from "./loyalty-charities.schema";

/**
 * The demo's three sample charities (fictional): lib/content/donation-api/loyalty-charities.json,
 * checked against its schema at build time (lib/content/files.ts); it names no figure, so the
 * island uses it as written. The first is the default choice.
 */
export const LOYALTY_CHARITIES = (data as LoyaltyCharitiesContent).charities as readonly SampleCharity[] as readonly [SampleCharity, ...SampleCharity[]];
