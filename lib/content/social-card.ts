import { SITE_NAME } from "../constants";
import { withFigures } from "./figures";
import { socialCardSchema, type SocialCardContent } from "./social-card.schema";
import data from "./social-card.json";
import { loadContent } from "./load-file";

export type SocialCardCopy = SocialCardContent & {
  /** The wordmark at the top of every card. */
  wordmark: string;
};

/**
 * The words on every page's 1200×630 social card: lib/content/social-card.json,
 * checked at build time (lib/content/files.ts); the headline is each page file's own (lib/content/pages/).
 */
export const SOCIAL_CARD: SocialCardCopy = {
  wordmark: SITE_NAME.toUpperCase(),
  ...withFigures(loadContent("lib/content/social-card.json", socialCardSchema, data)),
};
