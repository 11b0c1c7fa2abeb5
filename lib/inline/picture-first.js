/**
 * Picture first: on a page whose first section shows a picture, that picture
 * is what a visitor waits for, and on a slow line Next's scripts, all
 * requested at once beside it, share the bandwidth with it and hold it back
 * (docs/performance.md, "Picture first"). The post-build step
 * (scripts/build/picture-first.mjs) makes such a page's script tags inert:
 * `<script type="text/plain" data-after-picture="<src>">`. This requests them,
 * in their order, the moment the picture has loaded or failed, or
 * PICTURE_CAP_MS after the page was parsed if it still has not. The long pole,
 * the few largest scripts (marked data-after-parse), it requests as soon as
 * the page has been parsed: they take longest to arrive, so they share the line
 * with the picture's last bytes rather than start after them. A page without
 * inert tags is left alone.
 *
 * The picture's load is heard from the start, by a listener on the document
 * in the capturing phase (a load event does not bubble), not only from the end
 * of parsing, since it may come first. On a slow phone the load event itself
 * comes late (the first layout and paint hold the main thread after the
 * picture's bytes are in); the long pole keeps the line busy meanwhile.
 * Tags the parser has not reached when the picture comes in are requested
 * when it does (at the end of parsing).
 * What a visitor does before the scripts run is kept by the early event
 * contract, shipped in the same file just before this.
 *
 * Plain ES5, like the contract; everything after this comment is shipped as
 * it stands.
 */
(function (doc) {
  var PICTURE_CAP_MS = 3000;
  var released = false;
  function request(selector) {
    [].forEach.call(doc.querySelectorAll(selector), function (held) {
      var script = doc.createElement("script");
      script.src = held.getAttribute("data-after-picture");
      script.async = true;
      held.parentNode.replaceChild(script, held);
    });
  }
  function release() {
    released = true;
    doc.removeEventListener("load", settled, true);
    doc.removeEventListener("error", settled, true);
    request("script[data-after-picture]");
  }
  function settled(event) {
    var target = event.target;
    if (target && target.tagName === "IMG" && target.getAttribute("fetchpriority") === "high") release();
  }
  doc.addEventListener("load", settled, true);
  doc.addEventListener("error", settled, true);
  function parsed() {
    if (released) return release();
    if (!doc.querySelector("script[data-after-picture]")) return release();
    var picture = doc.querySelector('img[fetchpriority="high"]');
    if (!picture || picture.complete) return release();
    request("script[data-after-picture][data-after-parse]");
    setTimeout(release, PICTURE_CAP_MS);
  }
  if (doc.readyState === "loading") doc.addEventListener("DOMContentLoaded", parsed);
  else parsed();
})(document);
