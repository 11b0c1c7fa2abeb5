import { addMoney, formatAmount, formatGBP, formatPercent, shareOf } from "@/lib/money";
import { CHECKOUT } from "@/lib/constants";

/** The Gift Aid on the default donation (the settled card's). */
export const SETTLED_GIFT_AID = shareOf(CHECKOUT.defaultAmount, CHECKOUT.giftAidUplift);

/**
 * The slots the /donation-api/charities sections fill from the checkout's
 * settings (lib/constants.ts CHECKOUT): {donation} (the default donation), {giftAid}
 * (its Gift Aid), {maxAmount} (the largest custom amount), {uplift} (Gift Aid's
 * rate) and {cardFee}.
 */
export const CHECKOUT_SLOTS: Readonly<Record<"donation" | "giftAid" | "maxAmount" | "uplift" | "cardFee", string>> = {
  donation: formatGBP(CHECKOUT.defaultAmount),
  giftAid: formatGBP(SETTLED_GIFT_AID),
  maxAmount: formatAmount(CHECKOUT.maxCustomAmount),
  uplift: formatPercent(CHECKOUT.giftAidUplift),
  cardFee: formatGBP(CHECKOUT.cardFee),
};

/** The settled card's total: the default donation and its Gift Aid. */
export const SETTLED_TOTAL = formatGBP(addMoney(CHECKOUT.defaultAmount, SETTLED_GIFT_AID));
