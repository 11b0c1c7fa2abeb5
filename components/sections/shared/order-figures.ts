import { formatGBP, shareOf } from "@/lib/money";
import { REVENUE_SHARE } from "@/lib/constants";

/** The provider's API as the prompt and the samples write it: documentation text, never called by this site. */
export const DONATIONS_ENDPOINT = "https://api.drops.example/v1/donations";

/** The order card's figures, worked out from its items (prices in pounds) and lib/constants.ts REVENUE_SHARE. */
export function orderFigures(items: readonly { price: number }[]) {
  const total = items.reduce((sum, item) => sum + item.price, 0);
  return { orderTotal: formatGBP(total), orderDonation: formatGBP(shareOf(total, REVENUE_SHARE)) };
}
