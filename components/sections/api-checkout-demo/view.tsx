import CheckoutDemo from "@/components/demos/checkout-demo-island";
import type { SectionProps } from "../section-type";
import DemoSection from "../shared/demo-section";
import { checkoutDemoCopy } from "./checkout-demo-copy";
import type { CheckoutDemoSection } from "@/lib/sections/api-checkout-demo/schema";

/** The smart-checkout demo beside its heading. */
export default function CheckoutDemoSectionView({ section, context }: SectionProps<CheckoutDemoSection>) {
  const copy = checkoutDemoCopy(section, context);
  return (
    <DemoSection copy={copy}>
      <CheckoutDemo copy={copy} />
    </DemoSection>
  );
}
