/**
 * Picture first, style first: Next's scripts wait for what a visitor's first
 * paint waits for (docs/performance.md, "Picture first" and "At the floor
 * again"). The post-build step (scripts/build/picture-first.mjs) makes a
 * page's chunk tags inert, `<script type="text/plain" data-after-…="<src>">`,
 * and this requests them, in their order:
 *
 * - data-after-picture, on a page whose first section shows a picture: the
 *   moment the picture has loaded or failed, or PICTURE_CAP_MS after the page
 *   was parsed if it still has not. The long pole, the few largest scripts
 *   (marked data-after-parse), it requests as soon as the page has been
 *   parsed: they take longest to arrive, so they share the line with the
 *   picture's last bytes rather than start after them.
 * - data-after-style, on any other page: the long pole (marked
 *   data-long-pole) the moment every stylesheet of the page is in (or one has
 *   failed), so they do not share a slow line with the stylesheet the first
 *   paint waits for; or PICTURE_CAP_MS after the page was parsed if they
 *   still are not. The rest once the first paint is on the screen (told by
 *   the paint timing), or PICTURE_CAP_MS after the long pole if no paint is
 *   reported (a page loaded hidden, a browser without paint timing): each
 *   script element made costs the main thread before that paint, and one that
 *   arrives and runs first holds it back, so only the few that take longest
 *   on the line are started before it.
 *
 * A load is heard from the start, by a listener on the document in the
 * capturing phase (a load event does not bubble), not only from the end of
 * parsing, since it may come first; and this file is loaded async (render
 * blocking), so what came before it ran is read from the elements (an image's
 * `complete`, a stylesheet's `sheet`). Tags the parser has not reached when
 * the wait ends are requested when it does (at the end of parsing).
 * What a visitor does before the scripts run is kept by the early event
 * contract, shipped in the same file just before this.
 *
 * Plain ES5, like the contract; everything after this comment is shipped as
 * it stands.
 */
(function (doc) {
  var PICTURE_CAP_MS = 3000;
  var released = false;
  var styled = false;
  function request(selector, attribute) {
    [].forEach.call(doc.querySelectorAll(selector), function (held) {
      var script = doc.createElement("script");
      script.src = held.getAttribute(attribute);
      script.async = true;
      held.parentNode.replaceChild(script, held);
    });
  }
  function release() {
    released = true;
    request("script[data-after-picture]", "data-after-picture");
  }
  function releaseRest() {
    request("script[data-after-style]", "data-after-style");
  }
  function releaseStyled() {
    styled = true;
    request("script[data-long-pole]", "data-after-style");
    setTimeout(releaseRest, PICTURE_CAP_MS);
    // The rest once the first paint is reported (a hidden page's when it is shown, or the cap's; a later report finds
    // nothing held). Every browser Next supports has a PerformanceObserver; one without paint timing has the cap.
    new PerformanceObserver(releaseRest).observe({ type: "paint", buffered: true });
  }
  // Every stylesheet the parser has reached is in (a failed one has no sheet, and is heard as an error).
  function stylesIn() {
    var links = doc.querySelectorAll('link[rel="stylesheet"]');
    for (var i = 0; i < links.length; i++) if (!links[i].sheet) return false;
    return true;
  }
  function settled(event) {
    var target = event.target;
    if (!target) return;
    if (target.tagName === "IMG" && target.getAttribute("fetchpriority") === "high") release();
    if (target.tagName === "LINK" && target.rel === "stylesheet" && (event.type === "error" || stylesIn())) releaseStyled();
  }
  doc.addEventListener("load", settled, true);
  doc.addEventListener("error", settled, true);
  function parsed() {
    if (styled || stylesIn()) releaseStyled();
    else setTimeout(releaseStyled, PICTURE_CAP_MS);
    if (released) return release();
    if (!doc.querySelector("script[data-after-picture]")) return release();
    var picture = doc.querySelector('img[fetchpriority="high"]');
    if (!picture || picture.complete) return release();
    request("script[data-after-picture][data-after-parse]", "data-after-picture");
    setTimeout(release, PICTURE_CAP_MS);
  }
  if (doc.readyState === "loading") {
    // Run after the head's stylesheets have come in (an async file): their tags go now.
    if (doc.querySelector("script[data-after-style]") && doc.querySelector('link[rel="stylesheet"]') && stylesIn()) releaseStyled();
    doc.addEventListener("DOMContentLoaded", parsed);
  } else parsed();
})(document);
