import { SITE_NAME } from "../constants";
import { withFigures } from "./figures";
import { SHARED_FILES } from "./shared-files";
import type { SocialCardContent } from "./social-card.schema";

export type SocialCardCopy = SocialCardContent & {
  /** The wordmark at the top of every card. */
  wordmark: string;
};

/**
 * The words on every page's 1200×630 social card: lib/content/social-card.json,
 * as the manifest checked it (lib/content/shared-files.ts); the headline is each page file's own (lib/content/pages/).
 */
export const SOCIAL_CARD: SocialCardCopy = {
  wordmark: SITE_NAME.toUpperCase(),
  ...withFigures(SHARED_FILES["social-card"].content),
};
