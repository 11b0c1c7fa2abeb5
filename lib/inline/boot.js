/**
 * Paint first, then start the JavaScript.
 *
 * Next's export starts a page's JavaScript with async <script> tags in its head:
 * they download beside the stylesheet and the font, and run as soon as they
 * arrive, which on a slow phone can be before the first frame. scripts/postbuild
 * removes those tags (and Next's preload hints for them) and puts this script,
 * with their URLs in data-boot, at the end of the body. It adds the same async
 * <script> tags in the task after the first contentful paint. A hidden page (a
 * background tab, a prerender) or a browser without paint timing adds them at
 * the load event, and so does a page hidden before it paints; a page that never
 * reports its paint adds them 3 s after the load event.
 *
 * Why after the paint rather than at once (as a preload, run after the paint):
 * measured on the real-phone profile, downloading at once makes the page
 * interactive about 200 ms sooner, but Lighthouse's simulation then counts every
 * script that finished before the observed paint as blocking it (LCP 1.2 s ->
 * 2.3 s, performance 95-98 instead of 98-100). README, "Performance", has the
 * numbers. What a visitor does before React has hydrated is not lost either
 * way: the early event contract (early-events.js) keeps it and hands it over.
 *
 * Plain ES5, shipped as it stands; the CSP allows it by its hash.
 */
(function (doc, win, srcs) {
  var started = false;
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
