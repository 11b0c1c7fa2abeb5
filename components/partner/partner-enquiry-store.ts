import { createDialogStore } from "@/components/ui/dialog-store";
import type { PartnerAudience } from "@/lib/partner-enquiry";

/** The partner-enquiry dialog of the page and the audience it was opened for. */
export const partnerDialog = createDialogStore<PartnerAudience>("brand");

/** The dialog's chunk: fetched on first open, or a moment earlier when an opener is hovered or focused. */
export const loadPartnerEnquiryDialog = () => import("./partner-enquiry-dialog");
