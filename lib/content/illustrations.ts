/** Copy inside the drawn phones and cards that more than one page shows. */

export interface FeedCardCopy {
  cause: string;
  need: string;
  drops: string;
  tone: "coral" | "aqua" | "sun";
}

export interface FeedPhoneCopy {
  title: string;
  /** Sample cards of fictional charities. */
  cards: readonly FeedCardCopy[];
}

/** The app's feed on a phone (home and /charities). */
export const FEED_PHONE = {
  title: "Feed",
  cards: [
    { cause: "Harbour Kids Trust", need: "Hot lunches for 40 kids", drops: "12.4k", tone: "coral" },
    { cause: "Greenline Rewild", need: "Plant a city forest", drops: "8.1k", tone: "aqua" },
    { cause: "Open Door Shelter", need: "Beds for tonight", drops: "5.7k", tone: "sun" },
  ],
} satisfies FeedPhoneCopy;
