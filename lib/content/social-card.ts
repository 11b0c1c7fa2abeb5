import { SITE_NAME } from "../site";
import { HOME_CLOSING, HOME_HERO } from "./home";

export interface SocialCardCopy {
  /** The wordmark at the top of every card. */
  wordmark: string;
  tagline: string;
  cta: string;
}

/** The words on every page's 1200×630 social card; the headline comes from lib/content/routes.ts. */
export const SOCIAL_CARD = {
  wordmark: SITE_NAME.toUpperCase(),
  tagline: HOME_HERO.tagline,
  cta: HOME_CLOSING.cta,
} satisfies SocialCardCopy;
