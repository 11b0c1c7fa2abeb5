import LoyaltyDemo from "@/components/demos/loyalty-demo-island";
import type { SectionProps } from "@/lib/sections/schemas";
import DemoSection from "../shared/demo-section";
import { loyaltyDemoCopy } from "./loyalty-demo-copy";

/** The supermarket club-card demo beside its heading. */
export default function ApiLoyaltyDemo({ section, context }: SectionProps<"api-loyalty-demo">) {
  const copy = loyaltyDemoCopy(section, context);
  return (
    <DemoSection copy={copy}>
      <LoyaltyDemo copy={copy} />
    </DemoSection>
  );
}
