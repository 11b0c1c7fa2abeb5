import { readInlineScript } from "@/lib/inline/inline-source.mjs";

// Read once at build time: the page carries the text, the CSP its hash (scripts/postbuild.mjs).
const EARLY_EVENTS = readInlineScript("early-events.js");

/**
 * The first thing in every page's <head>: it holds what a visitor does before
 * React has hydrated the page and hands it over once React has (lib/inline/early-events.js).
 */
export default function EarlyEventsScript() {
  return <script dangerouslySetInnerHTML={{ __html: EARLY_EVENTS }} />;
}
