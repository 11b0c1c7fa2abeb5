/** Every page of the site, in the order the footer and sitemap list them. */
export interface SiteRoute {
  path: string;
  label: string;
}

export const ROUTES: readonly SiteRoute[] = [
  { path: "/", label: "Home" },
  { path: "/brands", label: "For brands" },
  { path: "/charities", label: "For charities" },
];
