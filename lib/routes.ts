/**
 * Every page of the site, in the order the footer and sitemap list them.
 * Adding a page here gives it a footer link, a sitemap entry and a social card.
 */
export interface SiteRoute {
  path: string;
  /** Footer link text. */
  label: string;
  /** Headline printed on the page's social card. */
  headline: string;
}

export const ROUTES: readonly SiteRoute[] = [
  { path: "/", label: "Home", headline: "Scrolling that actually matters" },
  { path: "/brands", label: "For brands", headline: "Turn ad spend into real good" },
  { path: "/charities", label: "For charities", headline: "Get your cause in the feed" },
  { path: "/chatbot", label: "Chat assistant", headline: "Fundraising ideas on tap" },
  { path: "/donation-api/charities", label: "Donation API for charities", headline: "For charities: donations without the card fees" },
  { path: "/donation-api/ecommerce", label: "Donation API for ecommerce", headline: "Checkouts that give back" },
  { path: "/donation-api/loyalty", label: "Loyalty points to donations", headline: "Points that do good" },
];

/** File-name slug of a route: "/" → "home", "/donation-api/loyalty" → "donation-api-loyalty". */
export function routeSlug(path: string): string {
  const trimmed = path.replace(/^\/+|\/+$/g, "");
  return trimmed ? trimmed.replace(/\//g, "-") : "home";
}

/** Path of a route's social card image (1200×630 PNG generated at build time). */
export function ogImagePath(path: string): string {
  return `/og/${routeSlug(path)}.png`;
}
