import { formatGBP } from "@/lib/money";
import type { SectionProps } from "@/lib/sections/schemas";
import DonationApiHero from "../shared/donation-api-hero";
import PointsValueCard from "./points-value-card";

/** The hero of /donation-api/loyalty: the charities claim and what points are worth beside it. */
export default function ApiHeroPoints({ section, context }: SectionProps<"api-hero-points">) {
  const { value, ...hero } = section;
  return (
    <DonationApiHero
      copy={hero}
      aside={
        <PointsValueCard
          copy={{
            claim: { value: context.claims.loyaltyClaims.charities, label: value.claim.label },
            rate: { value: formatGBP(1), label: value.rate.label },
          }}
        />
      }
    />
  );
}
