import type { PageMeta } from "../metadata";
import { withFigures } from "./figures";
import type { HomeContent, HomeFeatureCopy, HomeHeroCopy } from "./home.schema";
import data from "./home.json";
import { FEED_PHONE } from "./illustrations";
import { SITE_COPY } from "./site-copy";

export type { HomeClosingCopy, HomeFeatureCopy, HomeHeroCopy, ImpactCardCopy, InviteCardCopy, TapPhoneCopy } from "./home.schema";

/** lib/content/home.json with its figures filled in; checked against home.schema.ts at build time (lib/content/files.ts). */
const HOME = withFigures(data as HomeContent);

/** Home takes the site's own title and description. */
export const HOME_META = { path: "/", description: SITE_COPY.description } satisfies PageMeta;

export const HOME_HERO: HomeHeroCopy = { ...HOME.hero, phone: FEED_PHONE };

export const HOME_FEATURES: HomeFeatureCopy[] = HOME.features.map((feature, i) => ({ ...feature, id: feature.id ?? `feature-${i + 1}` }));

export const HOME_CLOSING = HOME.closing;

/** The phone beside "Tap to make magic happen". */
export const HOME_TAP_PHONE = HOME.tapPhone;

/** The impact message a donor sees after giving. */
export const HOME_IMPACT_CARD = HOME.impactCard;

/** More drops: the invite reward and the ways to top up. */
export const HOME_INVITE_CARD = HOME.inviteCard;
