import FeedPhone from "@/components/illustrations/feed-phone";
import { claimValue } from "@/lib/content/claim-values";
import type { SectionContext } from "@/lib/content/section-context";
import type { Drawing } from "@/lib/sections/hero/drawing";
import { formatGBP } from "@/lib/money";
import { fillSlots } from "@/lib/template";
import { CHECKOUT_SLOTS, SETTLED_TOTAL } from "../shared/checkout-figures";
import { orderFigures } from "../shared/order-figures";
import BudgetFlowCard from "./budget-flow-card";
import OrderCard from "./order-card";
import PointsValueCard from "./points-value-card";
import SettledCard from "./settled-card";
import VerifiedCauseCard from "./verified-cause-card";

/** A hero's drawing (lib/sections/hero/drawing.ts), its words in: decorative numbers, real maths. */
export default function DrawingCard({ drawing, context }: { drawing: Drawing; context: SectionContext }) {
  switch (drawing.type) {
    case "budget-flow":
      return <BudgetFlowCard copy={drawing} />;
    case "verified-cause":
      // The card alone: its steps are drawn across the charities page's band (components/sections/hero/view.tsx).
      return <VerifiedCauseCard copy={drawing} />;
    case "feed":
      return <FeedPhone copy={context.illustrations.feedPhone} />;
    case "settled-donation": {
      // Its {donation} and {giftAid} are worked out from the checkout's settings.
      const settled = fillSlots(drawing, CHECKOUT_SLOTS);
      return <SettledCard copy={{ ...settled, amount: CHECKOUT_SLOTS.donation, total: { term: settled.total.term, value: SETTLED_TOTAL } }} />;
    }
    case "order": {
      const figures = orderFigures(drawing.items);
      return (
        <OrderCard
          copy={{
            label: fillSlots(drawing.label, figures),
            heading: drawing.heading,
            items: drawing.items.map(({ name, price }) => ({ name, price: formatGBP(price) })),
            total: { term: drawing.total.term, value: figures.orderTotal },
            donation: { amount: figures.orderDonation, line: drawing.donation.line },
          }}
        />
      );
    }
    case "points":
      return (
        <PointsValueCard
          copy={{
            claim: { value: claimValue(context.claims, drawing.claim.claim), label: drawing.claim.label },
            rate: { value: formatGBP(1), label: drawing.rate.label },
          }}
        />
      );
  }
}
