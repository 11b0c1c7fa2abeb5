import { fillSlots } from "@/lib/template";
import type { SectionContext } from "@/lib/content/section-context";
import type { DemoCardCopy } from "@/lib/content/shared";
import type { SectionData } from "@/lib/sections/schemas";
import { withoutType } from "../shared/island-copy";
import { CHECKOUT_SLOTS } from "../shared/checkout-figures";

type CheckoutDemoSection = SectionData<"api-checkout-demo">;

/** Everything the smart-checkout demo says. It reaches the island as props, so lines with a figure are {slot} templates. */
export type CheckoutDemoCopy = Omit<CheckoutDemoSection, "type"> & DemoCardCopy;

/** The demo's words as the island takes them: the checkout's figures and the charity filled in, the demo frame added. */
export function checkoutDemoCopy(section: CheckoutDemoSection, context: Pick<SectionContext, "demos">): CheckoutDemoCopy {
  const copy = fillSlots(withoutType(section), CHECKOUT_SLOTS);
  return { ...copy, cardTitle: fillSlots(copy.cardTitle, { charity: copy.charity }), frame: context.demos.demoFrame };
}
