import LoyaltyDemo from "@/components/demos/loyalty-demo-island";
import { demoSectionView } from "../shared/demo-section";
import { loyaltyDemoCopy } from "./loyalty-demo-copy";

/** The supermarket club-card demo beside its heading. */
export default demoSectionView(loyaltyDemoCopy, LoyaltyDemo);
