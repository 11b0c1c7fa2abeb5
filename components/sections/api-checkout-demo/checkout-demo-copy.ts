import { fillSlots } from "@/lib/content/slots";
import type { SectionContext } from "../section-type";
import { withoutType } from "../shared/island-copy";
import type { CheckoutDemoCopy, CheckoutDemoSection } from "@/lib/sections/api-checkout-demo/schema";
import { CHECKOUT_SLOTS } from "../shared/checkout-figures";

/** The demo's words as the island takes them: the checkout's figures and the charity filled in, the demo frame added. */
export function checkoutDemoCopy(section: CheckoutDemoSection, context: Pick<SectionContext, "demos">): CheckoutDemoCopy {
  const copy = fillSlots(withoutType(section), CHECKOUT_SLOTS);
  return { ...copy, cardTitle: fillSlots(copy.cardTitle, { charity: copy.charity }), frame: context.demos.demoFrame };
}
