import CheckoutDemo from "@/components/demos/checkout-demo-island";
import { demoSectionView } from "../shared/demo-section";
import { checkoutDemoCopy } from "./checkout-demo-copy";

/** The smart-checkout demo beside its heading. */
export default demoSectionView(checkoutDemoCopy, CheckoutDemo);
