/** Every page of the site, in the order the footer and sitemap list them. */
export interface SiteRoute {
  path: string;
  label: string;
}

export const ROUTES: readonly SiteRoute[] = [
  { path: "/", label: "Home" },
  { path: "/donation-api/charities", label: "Donation API for charities" },
  { path: "/donation-api/ecommerce", label: "Donation API for ecommerce" },
  { path: "/donation-api/loyalty", label: "Loyalty points to donations" },
];
