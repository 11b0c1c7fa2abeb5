import { claimValue } from "@/lib/content/claim-values";
import { formatGBP } from "@/lib/money";
import type { SectionProps } from "@/lib/sections/schemas";
import DonationApiHero from "../shared/donation-api-hero";
import PointsValueCard from "./points-value-card";

/** The hero of /donation-api/loyalty: the claim its page file names and what points are worth beside it. */
export default function ApiHeroPoints({ section, context }: SectionProps<"api-hero-points">) {
  const { value, ...hero } = section;
  return (
    <DonationApiHero
      copy={hero}
      aside={
        <PointsValueCard
          copy={{
            claim: { value: claimValue(context.claims, value.claim.claim), label: value.claim.label },
            rate: { value: formatGBP(1), label: value.rate.label },
          }}
        />
      }
    />
  );
}
