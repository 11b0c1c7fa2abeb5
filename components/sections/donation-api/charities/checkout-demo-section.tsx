import CheckoutDemo from "@/components/demos/checkout-demo-island";
import type { SectionProps } from "../../section-type";
import DemoSection from "../demo-section";
import { checkoutDemoCopy } from "./checkout-demo-copy";
import type { CheckoutDemoSection } from "./checkout-demo-section.schema";

/** The smart-checkout demo beside its heading. */
export default function CheckoutDemoSectionView({ section, context }: SectionProps<CheckoutDemoSection>) {
  const copy = checkoutDemoCopy(section, context);
  return (
    <DemoSection copy={copy}>
      <CheckoutDemo copy={copy} />
    </DemoSection>
  );
}
