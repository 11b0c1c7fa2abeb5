import { readInlineScript } from "@/lib/inline/inline-source.mjs";

// The dev server has no post-build step: there the contract goes in inline.
const DEV_TEXT = process.env.NODE_ENV === "development" ? readInlineScript("early-events.js") : undefined;

/**
 * The early event contract (lib/inline/early-events.js) on the dev server. An
 * export gets it from the post-build step instead (scripts/build/early-events.mjs):
 * a file of its own, its tag first in every page's <head>, so its text is not
 * shipped in the HTML, let alone twice (markup and RSC payload).
 */
export default function EarlyEventsScript() {
  return DEV_TEXT ? <script dangerouslySetInnerHTML={{ __html: DEV_TEXT }} /> : null;
}
