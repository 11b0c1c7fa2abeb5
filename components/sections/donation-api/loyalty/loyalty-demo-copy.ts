import type { SectionContext } from "../../section-type";
import { withoutType } from "../island-copy";
import type { LoyaltyDemoCopy, LoyaltyDemoSection } from "./loyalty-demo-section.schema";

/** The demo's words as the island takes them: the sample charities and the demo frame added. */
export const loyaltyDemoCopy = (section: LoyaltyDemoSection, context: Pick<SectionContext, "demos" | "loyaltyCharities">): LoyaltyDemoCopy => ({
  ...withoutType(section),
  charities: context.loyaltyCharities,
  frame: context.demos.demoFrame,
});
