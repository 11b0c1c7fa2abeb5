import type { PartnerAudience, PartnerField } from "../partner-enquiry";
import { PARTNER_MESSAGE_MAX_CHARS, SITE_NAME } from "../site";
import type { ToastCopy } from "./droplist";

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

/** What a field says when it stops a submit. */
export const PARTNER_ERRORS = {
  nameRequired: "Enter your name",
  emailRequired: "Enter your work email",
  emailInvalid: "Enter an email address like name@company.com",
  organisationRequired: {
    brand: "Enter your company name",
    charity: "Enter your charity or organisation name",
  },
  messageRequired: "Tell us a little about what you have in mind",
  messageTooLong: (over: number) =>
    `Keep your message to ${PARTNER_MESSAGE_MAX_CHARS.toLocaleString("en-GB")} characters or fewer (${over.toLocaleString("en-GB")} over)`,
} as const;

export interface PartnerFormCopy {
  close: string;
  /** Under the fields, beside the submit button. */
  requiredNote: string;
  submit: Record<PartnerAudience, string>;
  sending: string;
  /** Read before an error, so it is not taken for a hint. */
  errorPrefix: string;
  counter: {
    /** After the visible "120 / 1,000", for screen readers. */
    unit: string;
    /** The count as written, and as a number for the plural. */
    remaining: (count: string, n: number) => string;
    over: (count: string, n: number) => string;
  };
}

const characters = (n: number) => (n === 1 ? "character" : "characters");

export const PARTNER_FORM = {
  close: "Close",
  requiredNote: "Fields without “optional” are required.",
  submit: { brand: "Send enquiry", charity: "Send application" },
  sending: "Sending...",
  errorPrefix: "Error: ",
  counter: {
    unit: " characters",
    remaining: (count, n) => `You have ${count} ${characters(n)} remaining`,
    over: (count, n) => `You have ${count} ${characters(n)} too many`,
  },
} satisfies PartnerFormCopy;

export interface PartnerSuccessCopy {
  title: string;
  done: string;
  toast: Record<PartnerAudience, ToastCopy>;
}

/** The thanks that replaces the form once the enquiry is sent, and its toast. */
export const PARTNER_SUCCESS = {
  title: "Thanks — we'll be in touch",
  done: "Done",
  toast: {
    brand: { title: "Enquiry received", description: `Thanks — we'll be in touch about partnering with ${SITE_NAME}.` },
    charity: { title: "Application received", description: "Thanks — we'll be in touch about verifying your cause." },
  },
} satisfies PartnerSuccessCopy;
