import { fillSlots } from "@/lib/template";
import type { SectionProps } from "../../section-type";
import DonationApiHero from "../donation-api-hero";
import { CHECKOUT_SLOTS, SETTLED_TOTAL } from "./checkout-figures";
import type { SettledHeroSection } from "./settled-hero.schema";
import SettledCard from "./settled-card";

/** The hero of /donation-api/charities, a settled donation beside it. Decorative numbers, real maths. */
export default function SettledHero({ section }: SectionProps<SettledHeroSection>) {
  const { settled, ...hero } = fillSlots(section, CHECKOUT_SLOTS);
  return (
    <DonationApiHero
      copy={hero}
      aside={<SettledCard copy={{ ...settled, amount: CHECKOUT_SLOTS.donation, total: { term: settled.total.term, value: SETTLED_TOTAL } }} />}
    />
  );
}
