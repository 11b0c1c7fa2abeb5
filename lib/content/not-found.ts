import { SITE_NAME } from "../site";

export interface NotFoundCopy {
  meta: { title: string; description: string };
  code: string;
  title: string;
  body: string;
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
