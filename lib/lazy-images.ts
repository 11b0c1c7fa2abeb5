/**
 * After load, lazy images that are already in view switch to eager loading,
 * so a browser that deferred them does not wait any longer (SPEC.md).
 *
 * Asked of an IntersectionObserver, not of each image's box: reading boxes
 * forced a layout of the whole page in the task that hydrated it (on the
 * real-phone profile, a task a tap could land in; docs/performance.md, "At
 * the floor again"). The observer reports each image once, after the browser's
 * own next layout; an image in view then is promoted, and none is watched
 * after its first report. Returns the disconnect.
 */
export function promoteVisibleLazyImages(root: ParentNode): () => void {
  const images = root.querySelectorAll<HTMLImageElement>('img[loading="lazy"]');
  if (images.length === 0) return () => {};
  const observer = new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (entry.isIntersecting) entry.target.setAttribute("loading", "eager");
      observer.unobserve(entry.target);
    }
  });
  images.forEach((img) => observer.observe(img));
  return () => observer.disconnect();
}
