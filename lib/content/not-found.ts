import { SITE_NAME } from "../site";

export interface NotFoundCopy {
  /** The tab's title and the description (the page itself is kept out of search results). */
  meta: { title: string; description: string };
  /** The big number. */
  code: string;
  title: string;
  body: string;
  /** The link back to the home page. */
  cta: string;
}

/** The 404 page (it has no route of its own, so no PageMeta). */
export const NOT_FOUND = {
  meta: {
    title: "Page not found",
    description: `This page does not exist. Head back to the ${SITE_NAME} home page to scroll, tap and give.`,
  },
  code: "404",
  title: "Oops! Page not found",
  body: "This drop missed the bucket. The page you were after doesn't exist or has moved.",
  cta: "Back to home",
} satisfies NotFoundCopy;
