"use client";

import dynamic from "next/dynamic";
import { useEffect, useRef, useState } from "react";
import { closePartnerEnquiry, loadPartnerEnquiryDialog, usePartnerEnquiryRequest } from "./partner-enquiry-store";

// Headless UI's dialog and the enquiry logic are fetched on first open, never with the page.
const PartnerEnquiryDialog = dynamic(loadPartnerEnquiryDialog, { ssr: false });

/** Place once on a page that has partner-enquiry openers. */
export default function PartnerEnquiryHost() {
  const { open, audience, opener } = usePartnerEnquiryRequest();
  const [used, setUsed] = useState(false);
  const wasOpen = useRef(false);

  useEffect(() => {
    if (open) {
      setUsed(true);
      wasOpen.current = true;
      return;
    }
    if (!wasOpen.current) return;
    wasOpen.current = false;
    // Back to the exact button that opened it, even if focus had moved elsewhere
    // (a browser that does not focus clicked buttons, or a control the dialog disabled).
    if (opener?.isConnected) requestAnimationFrame(() => opener.focus());
  }, [open, opener]);

  if (!used && !open) return null;
  return <PartnerEnquiryDialog open={open} audience={audience} onClose={closePartnerEnquiry} />;
}
