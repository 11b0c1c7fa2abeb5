import { formatGBP } from "@/lib/money";
import { fillSlots } from "@/lib/template";
import type { SectionProps } from "@/lib/sections/schemas";
import DonationApiHero from "../shared/donation-api-hero";
import OrderCard from "./order-card";
import { orderFigures } from "../shared/order-figures";

/** The hero of /donation-api/ecommerce, an order confirmation beside it. */
export default function ApiHeroOrder({ section }: SectionProps<"api-hero-order">) {
  const { order, ...hero } = section;
  const figures = orderFigures(order.items);
  return (
    <DonationApiHero
      copy={hero}
      aside={
        <OrderCard
          copy={{
            label: fillSlots(order.label, figures),
            heading: order.heading,
            items: order.items.map(({ name, price }) => ({ name, price: formatGBP(price) })),
            total: { term: order.total.term, value: figures.orderTotal },
            donation: { amount: figures.orderDonation, line: order.donation.line },
          }}
        />
      }
    />
  );
}
