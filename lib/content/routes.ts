import type { RoutePath } from "../routes";

export interface RouteCopy {
  /** Footer link text. */
  label: string;
  /** Headline printed on the page's social card. */
  headline: string;
}

/** How each page is named outside itself: in the footer and on its social card. */
export const ROUTE_COPY = {
  "/": { label: "Home", headline: "Scrolling that actually matters" },
  "/brands": { label: "For brands", headline: "Turn ad spend into real good" },
  "/charities": { label: "For charities", headline: "Get your cause in the feed" },
  "/chatbot": { label: "Chat assistant", headline: "Fundraising ideas on tap" },
  "/donation-api/charities": { label: "Donation API for charities", headline: "For charities: donations without the card fees" },
  "/donation-api/ecommerce": { label: "Donation API for ecommerce", headline: "Checkouts that give back" },
  "/donation-api/loyalty": { label: "Loyalty points to donations", headline: "Points that do good" },
} satisfies Record<RoutePath, RouteCopy>;
