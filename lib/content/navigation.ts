/** Header navigation. The charities link reads differently on desktop and in the phone menu. */
export const HEADER_LINKS = [
  { href: "/brands", desktopLabel: "Brands", mobileLabel: "Brands" },
  { href: "/charities", desktopLabel: "Causes", mobileLabel: "Charities" },
] as const;
