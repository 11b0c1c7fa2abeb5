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
    /** The destructive toast for an empty email or one without @. */
    invalid: toast(islandText),
    joined: toast(islandText),
    /** Shown in the form only where JavaScript is off, when a submit would send nothing. */
    noScript: islandText({ max: 200, hint: "Shown only to a visitor whose browser runs no JavaScript, in the form: without it, Join sends nothing." }),
  }),
  /** The footer form's button. */
  footerButtons: buttons(),
  modal: fields({
    title: islandText(),
    description: islandText({ max: 200, multiline: true }),
    /** Under the field, tied to it as its description. */
    note: islandText(),
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
