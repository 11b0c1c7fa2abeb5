/**
 * Picture first: on a page whose first section shows a picture, that picture
 * is what a visitor waits for, and on a slow line Next's scripts, all
 * requested at once beside it, share the bandwidth with it and hold it back
 * (docs/performance.md, "Picture first"). The post-build step
 * (scripts/build/picture-first.mjs) makes such a page's script tags inert:
 * `<script type="text/plain" data-after-picture="<src>">`. This requests them,
 * in their order, once the picture has loaded or failed, or PICTURE_CAP_MS
 * after the page was parsed if it still has not: the scripts then download
 * with the whole line to themselves. A page without inert tags is left alone.
 * What a visitor does before the scripts run is kept by the early event
 * contract, shipped in the same file just before this.
 *
 * Plain ES5, like the contract; everything after this comment is shipped as
 * it stands.
 */
(function (doc) {
  var PICTURE_CAP_MS = 3000;
  var started = false;
  function start() {
    if (started) return;
    started = true;
    [].forEach.call(doc.querySelectorAll("script[data-after-picture]"), function (held) {
      var script = doc.createElement("script");
      script.src = held.getAttribute("data-after-picture");
      script.async = true;
      held.parentNode.replaceChild(script, held);
    });
  }
  function parsed() {
    if (!doc.querySelector("script[data-after-picture]")) return;
    var picture = doc.querySelector('img[fetchpriority="high"]');
    if (!picture || picture.complete) return start();
    picture.addEventListener("load", start);
    picture.addEventListener("error", start);
    setTimeout(start, PICTURE_CAP_MS);
  }
  if (doc.readyState === "loading") doc.addEventListener("DOMContentLoaded", parsed);
  else parsed();
})(document);
