import { formatGBP } from "@/lib/money";
import { fillSlots } from "@/lib/template";
import type { SectionProps } from "../../section-type";
import DonationApiHero from "../donation-api-hero";
import OrderCard from "./order-card";
import { orderFigures } from "./order-figures";
import type { OrderHeroSection } from "./order-hero.schema";

/** The hero of /donation-api/ecommerce, an order confirmation beside it. */
export default function OrderHero({ section }: SectionProps<OrderHeroSection>) {
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
