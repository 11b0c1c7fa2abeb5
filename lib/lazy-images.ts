/**
 * After load, lazy images that are already in view switch to eager loading,
 * so a browser that deferred them does not wait any longer.
 * Returns how many were promoted.
 */
export function promoteVisibleLazyImages(root: ParentNode, viewportHeight: number, viewportWidth: number): number {
  let promoted = 0;
  root.querySelectorAll<HTMLImageElement>('img[loading="lazy"]').forEach((img) => {
    const rect = img.getBoundingClientRect();
    const inView = rect.bottom > 0 && rect.right > 0 && rect.top < viewportHeight && rect.left < viewportWidth;
    if (inView) {
      img.setAttribute("loading", "eager");
      promoted += 1;
    }
  });
  return promoted;
}
