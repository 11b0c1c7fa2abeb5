import type { ReactNode } from "react";
import DialogOpenButton from "@/components/ui/dialog-open-button";
import { partnerDialogId } from "@/lib/top-layer-ids.mjs";
import type { PartnerAudience } from "@/lib/partner-enquiry";

interface PartnerOpenButtonProps {
  audience: PartnerAudience;
  className?: string;
  children: ReactNode;
}

/**
 * Opens the page's partner-enquiry dialog for one audience: the page holds one
 * for each audience its buttons name (components/sections/page-sections.tsx).
 */
export default function PartnerOpenButton({ audience, className, children }: PartnerOpenButtonProps) {
  return (
    <DialogOpenButton dialogId={partnerDialogId(audience)} className={className}>
      {children}
    </DialogOpenButton>
  );
}
