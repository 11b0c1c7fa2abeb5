/** Smooth unless the visitor asked for reduced motion (then instant). */
export function scrollBehavior(prefersReducedMotion: boolean): ScrollBehavior {
  return prefersReducedMotion ? "instant" : "smooth";
}
