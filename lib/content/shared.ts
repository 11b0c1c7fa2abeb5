import { FREE_DROPS_DAILY, SITE_NAME } from "../site";

/** Copy that belongs to the whole site rather than one page. */
export interface SiteCopy {
  /** Browser and search title of the home page, and every page's fallback. */
  title: string;
  /** The site-wide meta description (the home page's own). */
  description: string;
  /** One line for the web app manifest. */
  manifestDescription: string;
  /** The organisation, as structured data describes it. */
  organisation: string;
  /** The keyboard user's first stop on every page. */
  skipLink: string;
}

export const SITE_COPY = {
  title: `${SITE_NAME}: scrolling that actually matters`,
  description: `Scroll a feed of causes, tap to send drops and give for free: brands fund ${FREE_DROPS_DAILY} free drops a day. Join the Droplist for the private beta.`,
  manifestDescription: "Scroll a feed of causes, tap to send drops and give for free.",
  organisation: "A charitable-giving app: scroll a feed, tap to send drops to charities, with free daily drops funded by brands.",
  skipLink: "Skip to content",
} satisfies SiteCopy;
