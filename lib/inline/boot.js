/**
 * Download now, run after the first paint.
 *
 * Next's export starts a page's JavaScript with async <script> tags in its head:
 * they download beside the stylesheet and the font, and run as soon as they
 * arrive, which on a slow phone can be before the first frame. scripts/postbuild
 * removes those tags and puts this script, with their URLs in data-boot, at the
 * end of the body. Parsed there, it runs once the HTML is in and the stylesheet
 * has loaded (an inline script waits for the stylesheets above it), and then:
 * 1. it asks for every script at once as a low-priority preload, so the bytes
 *    flow while the page paints, behind the stylesheet and the font;
 * 2. it adds the async <script> tags, which take the preloaded files, in the
 *    task after the first contentful paint, so the page paints before
 *    React starts. A hidden page (a background tab, a prerender) or a browser
 *    without paint timing adds them at the load event, and so does a page
 *    hidden before it paints; a page that never reports its paint adds them
 *    3 s after the load event.
 * What a visitor does before React has hydrated is kept by the early event
 * contract (early-events.js) and handed over then.
 *
 * Plain ES5, shipped as it stands; the CSP allows it by its hash.
 */
(function (doc, win, srcs) {
  var started = false;
  srcs.forEach(function (src) {
    var link = doc.createElement("link");
    link.rel = "preload";
    link.setAttribute("as", "script");
    link.href = src;
    link.setAttribute("fetchpriority", "low");
    doc.head.appendChild(link);
  });
  function start() {
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
    win.setTimeout(start, 0);
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
    win.setTimeout(start, 3000);
  });
})(document, window, document.currentScript.getAttribute("data-boot").split(" "));
