"use client";

import type { ReactNode } from "react";
import type { PartnerAudience } from "@/lib/partner-enquiry";
import { loadPartnerEnquiryDialog, partnerDialog } from "./partner-enquiry-store";

interface PartnerOpenButtonProps {
  audience: PartnerAudience;
  className?: string;
  children: ReactNode;
}

function preload() {
  void loadPartnerEnquiryDialog();
}

/** Opens the partner-enquiry dialog for one audience; focus comes back here when it closes. */
export default function PartnerOpenButton({ audience, className, children }: PartnerOpenButtonProps) {
  return (
    <button
      type="button"
      aria-haspopup="dialog"
      data-audience={audience}
      onClick={(event) => partnerDialog.open(audience, event.currentTarget)}
      onPointerEnter={preload}
      onFocus={preload}
      className={className}
    >
      {children}
    </button>
  );
}
