import "server-only";
import { z } from "zod";
import { fields, text, toast } from "./schema";

/** The button's label in each state. */
const buttons = () => fields({ idle: text({ max: 30 }), submitting: text({ max: 30 }), joined: text({ max: 30 }) });

/** Everything the Droplist sign-up says: the form (in the footer and the modal) and the modal around it. */
export const droplistSchema = fields({
  form: fields({
    /** The form's accessible name. */
    formLabel: text(),
    emailLabel: text(),
    placeholder: text(),
    /** The destructive toast for an empty email or one without @. */
    invalid: toast(),
    joined: toast(),
  }),
  /** The footer form's button. */
  footerButtons: buttons(),
  modal: fields({
    title: text(),
    description: text({ max: 200, multiline: true }),
    /** Under the field, tied to it as its description. */
    note: text(),
    close: text(),
    /** "By joining you agree to our Terms and Privacy Policy." with the two links. */
    agreement: fields({ before: text(), terms: text(), between: text(), privacy: text(), after: text() }),
    /** The modal form's button. */
    buttons: buttons(),
  }),
});

export type DroplistContent = z.infer<typeof droplistSchema>;
export type DroplistFormCopy = DroplistContent["form"] & { buttons: DroplistContent["footerButtons"] };
export type { ToastCopy } from "./schema";
