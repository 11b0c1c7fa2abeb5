import { withFigures } from "./figures";
import type { IllustrationsContent } from "./illustrations.schema";
import data from "./illustrations.json";

export type { FeedCardCopy, FeedPhoneCopy } from "./illustrations.schema";

const ILLUSTRATIONS = withFigures(data as IllustrationsContent);

/** The app's feed on a phone (home and /charities). */
export const FEED_PHONE = ILLUSTRATIONS.feedPhone;
