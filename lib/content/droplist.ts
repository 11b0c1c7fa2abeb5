import type { DroplistStatus } from "../droplist";
import { FREE_DROPS_DAILY } from "../site";

export interface ToastCopy {
  title: string;
  description: string;
}

/** Everything the Droplist sign-up form says, wherever it sits. */
export interface DroplistFormCopy {
  /** The form's accessible name. */
  formLabel: string;
  emailLabel: string;
  placeholder: string;
  /** The button's label in each state. */
  buttons: Record<DroplistStatus, string>;
  /** The destructive toast for an empty email or one without @. */
  invalid: ToastCopy;
  joined: ToastCopy;
}

const FORM = {
  formLabel: "Join the Droplist",
  emailLabel: "Email address",
  placeholder: "you@example.com",
  invalid: { title: "Invalid email", description: "Please enter a valid email address" },
  joined: { title: "Welcome to the Droplist!", description: "We'll keep you updated on our launch" },
} as const;

/** The form in the footer. */
export const DROPLIST_INLINE_FORM = {
  ...FORM,
  buttons: { idle: "Join", submitting: "Joining...", joined: "Joined!" },
} satisfies DroplistFormCopy;

export interface DroplistModalCopy {
  title: string;
  description: string;
  /** Under the field, tied to it as its description. */
  note: string;
  close: string;
  /** "By joining you agree to our Terms and Privacy Policy." with the two links. */
  agreement: { before: string; terms: string; between: string; privacy: string; after: string };
  form: DroplistFormCopy;
}

export const DROPLIST_MODAL = {
  title: "Join the Droplist",
  description: `Be first in line for the private beta, with ${FREE_DROPS_DAILY} free drops a day from the brands that fund them.`,
  note: "We'll never share your email with anyone else.",
  close: "Close",
  agreement: { before: "By joining you agree to our", terms: "Terms", between: "and", privacy: "Privacy Policy", after: "." },
  form: { ...FORM, buttons: { idle: "Join the Droplist", submitting: "Joining...", joined: "You're on the list!" } },
} satisfies DroplistModalCopy;
