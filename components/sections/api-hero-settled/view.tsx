import { fillSlots } from "@/lib/template";
import type { SectionProps } from "@/lib/sections/schemas";
import DonationApiHero from "../shared/donation-api-hero";
import { CHECKOUT_SLOTS, SETTLED_TOTAL } from "../shared/checkout-figures";
import SettledCard from "./settled-card";

/** The hero of /donation-api/charities, a settled donation beside it. Decorative numbers, real maths. */
export default function ApiHeroSettled({ section }: SectionProps<"api-hero-settled">) {
  const { settled, ...hero } = fillSlots(section, CHECKOUT_SLOTS);
  return (
    <DonationApiHero
      copy={hero}
      aside={<SettledCard copy={{ ...settled, amount: CHECKOUT_SLOTS.donation, total: { term: settled.total.term, value: SETTLED_TOTAL } }} />}
    />
  );
}
