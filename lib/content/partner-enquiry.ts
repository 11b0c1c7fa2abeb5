import type { PartnerAudience, PartnerField } from "../partner-enquiry";

export interface PartnerFieldCopy {
  label: string;
  hint?: string;
  placeholder?: string;
  autoComplete: string;
}

export interface PartnerDialogCopy {
  eyebrow: string;
  title: string;
  description: string;
  fields: Record<PartnerField, PartnerFieldCopy>;
  successBody: string;
}

const common = {
  name: { label: "Your name", autoComplete: "name" },
  email: { label: "Work email", placeholder: "you@company.com", autoComplete: "email" },
} as const;

/** Copy of the partner-enquiry dialog, one version per audience. */
export const PARTNER_DIALOG: Record<PartnerAudience, PartnerDialogCopy> = {
  brand: {
    eyebrow: "For brands",
    title: "Partner with us",
    description: "Tell us about your brand and the good you want to fund. A real person from our partnerships team will reply.",
    fields: {
      ...common,
      organisation: { label: "Company", autoComplete: "organization" },
      charityNumber: { label: "Registered charity number (optional)", autoComplete: "off" },
      message: {
        label: "Message",
        hint: "Budget, timing, the causes you care about: whatever helps us shape a campaign.",
        autoComplete: "off",
      },
    },
    successBody: "Your enquiry is with our partnerships team. Keep an eye on your inbox.",
  },
  charity: {
    eyebrow: "For charities",
    title: "Apply to be a verified cause",
    description: "Tell us about your cause. Verified causes show up in the feed and receive drops from people who scroll it.",
    fields: {
      ...common,
      organisation: { label: "Charity or organisation", autoComplete: "organization" },
      charityNumber: {
        label: "Registered charity number (optional)",
        hint: "If you have one. It speeds up verification.",
        autoComplete: "off",
      },
      message: {
        label: "Message",
        hint: "What you do, who you help and what drops would fund.",
        autoComplete: "off",
      },
    },
    successBody: "Your application is with our causes team. Keep an eye on your inbox.",
  },
};
