import type { SectionContext } from "@/lib/content/section-context";
import type { SampleCharity } from "@/lib/content/donation-api/loyalty-charities.schema";
import type { DemoCardCopy } from "@/lib/content/shared";
import type { SectionData } from "@/lib/sections/schemas";
import { withoutType } from "../shared/island-copy";

type LoyaltyDemoSection = SectionData<"api-loyalty-demo">;

/** Everything the club-card demo says. It reaches the island as props, so lines with a figure are {slot} templates. */
export type LoyaltyDemoCopy = Omit<LoyaltyDemoSection, "type"> &
  DemoCardCopy & {
    /** The first is chosen to begin with. */
    charities: readonly SampleCharity[];
  };

/** The demo's words as the island takes them: the sample charities and the demo frame added. */
export const loyaltyDemoCopy = (section: LoyaltyDemoSection, context: Pick<SectionContext, "demos" | "loyaltyCharities">): LoyaltyDemoCopy => ({
  ...withoutType(section),
  charities: context.loyaltyCharities,
  frame: context.demos.demoFrame,
});
