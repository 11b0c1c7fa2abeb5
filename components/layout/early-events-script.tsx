import { readInlineScript } from "@/lib/inline/inline-source.mjs";

// Read once at build time: the page carries the text, the CSP its hash (scripts/postbuild.mjs).
const EARLY_EVENTS = readInlineScript("early-events.js");

/**
 * The first script in every page's <head>: it holds what a visitor does before
 * React has hydrated the page and hands it over once React has
 * (lib/inline/early-events.js). An async module, so it runs as soon as it is
 * parsed without holding up the parser: a classic inline script after the
 * stylesheet would stop the rest of the page from being parsed until the
 * stylesheet had loaded.
 */
export default function EarlyEventsScript() {
  return <script type="module" async dangerouslySetInnerHTML={{ __html: EARLY_EVENTS }} />;
}
