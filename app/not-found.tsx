/**
 * The not-found boundary of every page: empty on purpose. No page calls
 * notFound(), and an address the export does not have is answered by
 * out/404.html (app/global-not-found.tsx), so this boundary is never shown;
 * what it renders rides along in every page's payload all the same. Without
 * this file it would be Next's own English 404; with the 404's body, its words
 * and its client components (another 3 kB of JavaScript a page) twice over.
 */
export default function NotFound() {
  return null;
}
