import type { SectionContext } from "../section-type";
import { withoutType } from "../shared/island-copy";
import type { LoyaltyDemoCopy, LoyaltyDemoSection } from "@/lib/sections/api-loyalty-demo/schema";

/** The demo's words as the island takes them: the sample charities and the demo frame added. */
export const loyaltyDemoCopy = (section: LoyaltyDemoSection, context: Pick<SectionContext, "demos" | "loyaltyCharities">): LoyaltyDemoCopy => ({
  ...withoutType(section),
  charities: context.loyaltyCharities,
  frame: context.demos.demoFrame,
});
