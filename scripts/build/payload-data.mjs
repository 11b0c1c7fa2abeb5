// Next's payload apart (docs/performance.md, "At the floor again"): Next writes
// the page's React Server Components payload, and Turbopack's entry (the chunks
// to boot, the module to run), as inline scripts at the end of the body:
// `self.__next_f.push(…)` and `(globalThis["TURBOPACK"] || …).push(…)`. They
// cost the first paint twice: their bytes (half a page's HTML) travel before
// anything the paint needs can be asked for, and an inline script waits for
// the stylesheets above it, so the parser stopped there until the stylesheet
// was in and then ran them all between the stylesheet and the first paint.
//
// On a page with the early event contract, the two go to a script file of
// their own, `/_next/static/payload/<hash>.js`: the payload's pushes in their
// order, then the entry's. In the page it is one more of Next's held tags
// (`data-after-style` or `data-after-picture`, scripts/build/picture-first.mjs),
// never the long pole, so the early events file requests it with the rest, once
// the first paint is on the screen. Turbopack runs Next's code only once the
// entry is pushed, and the entry is pushed last in that file: Next never starts
// before its payload is whole. A script, not data fetched: the page's load event
// waits for it, and the early event contract hears it fail, as it does any
// other of the page's scripts. Nothing runs inline any more, so the page's
// policy needs no hash for a script.
//
// It rewrites what Next writes, so it fails, naming the page, the day that
// changes: an inline script of another form, a push that is not JSON, a page
// with no payload or not exactly one entry, or no held chunk tag.
import { createHash } from "node:crypto";

const NEXT_F = [/^\(self\.__next_f=self\.__next_f\|\|\[\]\)\.push\(([\s\S]*)\)$/, /^self\.__next_f\.push\(([\s\S]*)\)$/];
const TURBOPACK = /^\(globalThis\["TURBOPACK"\] \|\| \(globalThis\["TURBOPACK"\] = \[\]\)\)\.push\(([\s\S]*)\);?$/;
/** An inline script tag: no src. Its type, if any, is read apart. */
const INLINE_SCRIPT = /<script\b((?:(?!\bsrc=)[^>])*)>([\s\S]*?)<\/script>/g;
/** A script element that is data, not code (JSON-LD, a held chunk tag). */
const DATA_TYPE = /\btype="(?!(?:text|application)\/javascript")[^"]*"/;

/** Where the payloads' files are served from (under a preview's base path, after it). */
export const PAYLOAD_PATH = "/_next/static/payload/";
/** Where a payload's file goes, under the export's `_next/static/`, named by its content (the host keeps those a year). */
export const payloadFile = (source) => `${PAYLOAD_PATH.slice("/_next/static/".length)}${createHash("sha256").update(source).digest("hex").slice(0, 12)}.js`;

/**
 * The page with Next's payload and entry apart, when it carries the early event contract (after the picture-first
 * step has held its chunk tags).
 * @param {string} html
 * @param {{ page: string, basePath?: string }} opts the page's file, for the message; the prefix before /_next/
 * @returns {{ html: string, payload?: { file: string, source: string } }} the page, and the payload's file (under _next/static/) and script
 */
export function payloadApart(html, { page, basePath = "" }) {
  if (!html.includes("<script data-early-events")) return { html };
  const fail = (why, tag) => {
    throw new Error(`${page}: ${why}${tag ? `: ${tag.slice(0, 120)}…` : ""}: has next build's output changed? (scripts/build/payload-data.mjs)`);
  };
  const hold = html.match(/<script type="text\/plain" (data-after-(?:style|picture))="/)?.[1];
  if (!hold) fail("no held chunk tag (scripts/build/picture-first.mjs) to request the payload with");
  const pushes = [];
  const entries = [];
  const PLACE = "\u0000payload\u0000";
  const out = html.replace(INLINE_SCRIPT, (tag, attrs, body) => {
    if (DATA_TYPE.test(attrs)) return tag;
    const json = NEXT_F.map((call) => body.match(call)?.[1]).find((arg) => arg !== undefined);
    const entry = json === undefined ? body.match(TURBOPACK)?.[1] : undefined;
    if (json === undefined && entry === undefined) fail("an inline script that is not one of Next's pushes (self.__next_f, TURBOPACK)", tag);
    try {
      JSON.parse(json ?? entry);
    } catch {
      fail("one of Next's pushes does not push JSON", tag);
    }
    (json === undefined ? entries : pushes).push(json ?? entry);
    return pushes.length + entries.length === 1 ? PLACE : "";
  });
  if (pushes.length === 0) fail("no inline self.__next_f push (the page's payload)");
  if (entries.length !== 1) fail(`${entries.length} Turbopack entries where one was expected`);
  const source = [
    "self.__next_f=self.__next_f||[];",
    ...pushes.map((json) => `self.__next_f.push(${json});`),
    `(globalThis.TURBOPACK||(globalThis.TURBOPACK=[])).push(${entries[0]});`,
  ].join("\n");
  const file = payloadFile(source);
  return { html: out.replace(PLACE, `<script type="text/plain" ${hold}="${basePath}/_next/static/${file}"></script>`), payload: { file, source } };
}
