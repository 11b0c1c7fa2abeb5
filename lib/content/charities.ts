import type { PageMeta } from "../metadata";
import { formatAmount, shareOf } from "../money";
import { CHECKOUT } from "../site";
import type { CharitiesContent } from "./charities.schema";
import data from "./charities.json";
import { andFigures, withFigures } from "./figures";
import { FEED_PHONE, type FeedPhoneCopy } from "./illustrations";

/** lib/content/charities.json with its figures filled in; checked against charities.schema.ts at build time (lib/content/files.ts). */
const CHARITIES = withFigures(data as CharitiesContent, andFigures({ giftAid: formatAmount(shareOf(CHECKOUT.defaultAmount, CHECKOUT.giftAidUplift)) }));

export const CHARITIES_META = { path: "/charities", ...CHARITIES.meta } satisfies PageMeta;

/** Every section of the page ends with this button, which opens the partner-enquiry dialog. */
const APPLY = CHARITIES.apply;

export type VerifiedCauseCardCopy = CharitiesContent["hero"]["card"];

export type CharitiesHeroCopy = CharitiesContent["hero"] & { cta: string };

export const CHARITIES_HERO: CharitiesHeroCopy = { ...CHARITIES.hero, cta: APPLY };

/** The two sections after the hero: a pitch with its selling points and the Apply button. */
type CharitiesSectionCopy = CharitiesContent["receiveDrops"] & { cta: string };

export type CharitiesReceiveDropsCopy = CharitiesSectionCopy & { phone: FeedPhoneCopy };

export const CHARITIES_RECEIVE_DROPS: CharitiesReceiveDropsCopy = { ...CHARITIES.receiveDrops, cta: APPLY, phone: FEED_PHONE };

export type CheckoutSampleCardCopy = CharitiesContent["checkoutApi"]["sample"] & { amount: string };

export type CharitiesCheckoutApiCopy = Omit<CharitiesContent["checkoutApi"], "sample"> & { cta: string; sample: CheckoutSampleCardCopy };

export const CHARITIES_CHECKOUT_API: CharitiesCheckoutApiCopy = {
  ...CHARITIES.checkoutApi,
  cta: APPLY,
  sample: { ...CHARITIES.checkoutApi.sample, amount: formatAmount(CHECKOUT.defaultAmount) },
};
