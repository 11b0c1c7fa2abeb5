import { fillSlots } from "@/lib/template";
import type { SectionContext } from "../../section-type";
import { withoutType } from "../island-copy";
import type { CheckoutDemoCopy, CheckoutDemoSection } from "./checkout-demo-section.schema";
import { CHECKOUT_SLOTS } from "./checkout-figures";

/** The demo's words as the island takes them: the checkout's figures and the charity filled in, the demo frame added. */
export function checkoutDemoCopy(section: CheckoutDemoSection, context: Pick<SectionContext, "demos">): CheckoutDemoCopy {
  const copy = fillSlots(withoutType(section), CHECKOUT_SLOTS);
  return { ...copy, cardTitle: fillSlots(copy.cardTitle, { charity: copy.charity }), frame: context.demos.demoFrame };
}
