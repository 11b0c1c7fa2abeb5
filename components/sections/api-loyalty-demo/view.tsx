import LoyaltyDemo from "@/components/demos/loyalty-demo-island";
import type { SectionProps } from "../section-type";
import DemoSection from "../shared/demo-section";
import { loyaltyDemoCopy } from "./loyalty-demo-copy";
import type { LoyaltyDemoSection } from "@/lib/sections/api-loyalty-demo/schema";

/** The supermarket club-card demo beside its heading. */
export default function LoyaltyDemoSectionView({ section, context }: SectionProps<LoyaltyDemoSection>) {
  const copy = loyaltyDemoCopy(section, context);
  return (
    <DemoSection copy={copy}>
      <LoyaltyDemo copy={copy} />
    </DemoSection>
  );
}
