"use client";

import dynamic from "next/dynamic";
import { useLazyDialog } from "@/components/ui/dialog-store";
import { loadPartnerEnquiryDialog, partnerDialog } from "./partner-enquiry-store";

// Headless UI's dialog and the enquiry logic are fetched on first open, never with the page.
const PartnerEnquiryDialog = dynamic(loadPartnerEnquiryDialog, { ssr: false });

/** Place once on a page that has partner-enquiry openers. */
export default function PartnerEnquiryHost() {
  const request = partnerDialog.useRequest();
  if (!useLazyDialog(request)) return null;
  return <PartnerEnquiryDialog open={request.open} audience={request.payload} onClose={partnerDialog.close} />;
}
