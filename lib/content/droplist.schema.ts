import "server-only";
import { z } from "zod";
import { fields, islandText, toast } from "./schema";

/** The button's label in each state. */
const buttons = () => fields({ idle: islandText({ max: 30 }), submitting: islandText({ max: 30 }), joined: islandText({ max: 30 }) });

/**
 * Everything the Droplist sign-up says: the form (in the footer and the modal) and the modal
 * around it. Both are islands, so a line may name only the figures islands have
 * (ISLAND_FIGURE_SLOTS): filling them ships no figure file to the browser.
 */
export const droplistSchema = fields({
  form: fields({
    /** The form's accessible name. */
    formLabel: islandText(),
    emailLabel: islandText(),
    placeholder: islandText(),
    /** Under the field, tied to it as its description: the promise a visitor joins on, kept with each sign-up as what they agreed to. */
    note: islandText({
      hint: "Under the field, in the footer and in the Droplist window: what a visitor agrees to by joining. Each sign-up keeps the words it was made beside.",
    }),
    /** The destructive toast for an empty email or one without @. */
    invalid: toast(islandText),
    joined: toast(islandText),
    /** The destructive toasts when the Droplist did not store the address: nothing typed is cleared. */
    refused: fields({
      /** The address is longer than any email address can be (254 characters). */
      tooLong: toast(islandText),
      /** Too many sign-ups from one place in a short time. */
      tooMany: toast(islandText),
      /** The list itself is down for a moment. */
      unavailable: toast(islandText),
      /** No answer came (offline, or the site is served without its Droplist). */
      unreachable: toast(islandText),
      /** Refused for any other reason (a form sent from elsewhere, a body too large): rare from this site's own pages. */
      refused: toast(islandText),
    }).meta({ description: "What a visitor is told when their sign-up was not saved. Each says so: the address stays in the field." }),
  }),
  /** The footer form's button. */
  footerButtons: buttons(),
  modal: fields({
    title: islandText(),
    description: islandText({ max: 200, multiline: true }),
    close: islandText(),
    /** "By joining you agree to our Terms and Privacy Policy." with the two links. */
    agreement: fields({ before: islandText(), terms: islandText(), between: islandText(), privacy: islandText(), after: islandText() }),
    /** The modal form's button. */
    buttons: buttons(),
  }),
});

export type DroplistContent = z.infer<typeof droplistSchema>;
export type DroplistFormCopy = DroplistContent["form"] & { buttons: DroplistContent["footerButtons"] };
export type { ToastCopy } from "./schema";
