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
 *   still are not. The rest once the first paint is on the screen (the paint
 *   timing's first-contentful-paint; where there is none, once the next frame
 *   has been drawn): each script element made costs the main thread before
 *   that paint, and one that arrives and runs first holds it back, so only
 *   the few that take longest on the line are started before it. A hidden
 *   page paints nothing: there they go at once, and PICTURE_CAP_MS later in
 *   any case.
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
  // After the first paint: told by the paint timing (the first contentful paint is reported once it is on the screen),
  // else after the next frame has been drawn.
  function afterPaint(then) {
    try {
      if (PerformanceObserver.supportedEntryTypes.indexOf("paint") >= 0) {
        var observer = new PerformanceObserver(function (list) {
          if (!list.getEntriesByName("first-contentful-paint").length) return;
          observer.disconnect();
          setTimeout(then, 0);
        });
        return observer.observe({ type: "paint", buffered: true });
      }
      // eslint-disable-next-line @typescript-eslint/no-unused-vars -- ES5, as the file is: a catch names its error
    } catch (e) {
      // No paint timing: the frame below.
    }
    requestAnimationFrame(function () {
      setTimeout(then, 0);
    });
  }
  function releaseStyled() {
    styled = true;
    request("script[data-after-style][data-long-pole]", "data-after-style");
    if (doc.hidden || typeof requestAnimationFrame !== "function") return setTimeout(releaseRest, 0);
    afterPaint(releaseRest);
    setTimeout(releaseRest, PICTURE_CAP_MS);
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
