import CheckoutDemo from "@/components/demos/checkout-demo-island";
import type { SectionProps } from "@/lib/sections/schemas";
import DemoSection from "../shared/demo-section";
import { checkoutDemoCopy } from "./checkout-demo-copy";

/** The smart-checkout demo beside its heading. */
export default function ApiCheckoutDemo({ section, context }: SectionProps<"api-checkout-demo">) {
  const copy = checkoutDemoCopy(section, context);
  return (
    <DemoSection copy={copy}>
      <CheckoutDemo copy={copy} />
    </DemoSection>
  );
}
