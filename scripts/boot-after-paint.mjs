// Paint first, then start the JavaScript.
//
// Next's export starts each page's JavaScript with async <script> tags in the
// head. They download alongside the stylesheet and the font, and on a fast
// connection with a slow CPU (a cheap phone on wi-fi) they arrive and run,
// hydration included, before the first frame: the server-rendered text waits
// for them. After the build, deferBootScripts removes those tags and adds one
// small inline script that requests them right after the first contentful
// paint. Reading never needed them (every page is complete as HTML); buttons
// work once they have run.

/**
 * Appends an async <script> for each of srcs once the page has painted text. A
 * hidden page (a background tab, a prerender) or a browser without paint timing
 * starts at the load event instead, and so does a page hidden before it paints;
 * a page that never reports its paint starts 3 s after the load event.
 * Written as plain ES5 because it is inlined into every page as it stands.
 * @param {Document} doc
 * @param {Window & typeof globalThis} win
 * @param {string[]} srcs
 */
export function bootAfterPaint(doc, win, srcs) {
  var started = false;
  function boot() {
    if (started) return;
    started = true;
    srcs.forEach(function (src) {
      var script = doc.createElement("script");
      script.src = src;
      script.async = true;
      doc.head.appendChild(script);
    });
  }
  function soon() {
    win.setTimeout(boot, 0);
  }
  function onLoad(fn) {
    if (doc.readyState === "complete") fn();
    else win.addEventListener("load", fn);
  }
  var Observer = win.PerformanceObserver;
  var types = (Observer && Observer.supportedEntryTypes) || [];
  if (doc.visibilityState === "hidden" || types.indexOf("paint") < 0) return onLoad(soon);
  new Observer(function (list) {
    if (list.getEntriesByName("first-contentful-paint").length) soon();
  }).observe({ type: "paint", buffered: true });
  doc.addEventListener("visibilitychange", soon);
  onLoad(function () {
    win.setTimeout(boot, 3000);
  });
}

/** The inline script each page carries (indentation dropped); the CSP allows it by hash. */
export const BOOT_SCRIPT = `(${bootAfterPaint.toString().replace(/\n\s*/g, "\n")})(document,window,document.currentScript.getAttribute("data-boot").split(" "))`;

const ASYNC_SCRIPT = /<script src="([^"]+)" async=""><\/script>/g;
const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * Rewrites one exported page: its async scripts (and Next's preload hints for
 * them) go, and the boot script that requests them after the first paint goes at
 * the end of the body, listing them in data-boot. A page without async scripts
 * comes back unchanged, so a second run changes nothing.
 * @param {string} html
 */
export function deferBootScripts(html) {
  const srcs = [...html.matchAll(ASYNC_SCRIPT)].map((m) => m[1]);
  if (srcs.length === 0) return html;
  if (srcs.some((src) => /[\s"&<>]/.test(src))) throw new Error(`deferBootScripts: unexpected script URL in ${srcs.join(" ")}`);
  if (!html.includes("</body>")) throw new Error("deferBootScripts: no </body> to put the boot script before");
  let out = html.replace(ASYNC_SCRIPT, "");
  for (const src of srcs) {
    out = out.replace(new RegExp(`<link rel="preload" as="script"[^>]*? href="${escapeRegExp(src)}"/>`, "g"), "");
  }
  return out.replace("</body>", () => `<script data-boot="${srcs.join(" ")}">${BOOT_SCRIPT}</script></body>`);
}
