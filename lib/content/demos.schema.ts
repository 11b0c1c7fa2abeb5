import "server-only";
import { z } from "zod";
import { fields, text, toast } from "./schema";

/** What the code samples and the step-by-step demos of the donation-API pages say around their content. */
export const demosSchema = fields({
  codeBlock: fields({
    /** The copy button's visible text. */
    copy: text({ max: 20 }),
    /** Shown when the code reached the clipboard. */
    copied: toast(),
    /** Read after the file name, for screen readers. */
    languages: fields({ javascript: text(), php: text() }),
  }),
  /** The AI-assistant prompt's copy button (/donation-api/ecommerce), when the prompt reached the clipboard. */
  promptCopied: toast(),
  /** Shown when the browser refused the clipboard: the text is selected for a copy by hand. */
  copyFailed: toast(),
  /** The frame of a demo. */
  demoFrame: fields({
    /** Above the step title: "Step 2 of 4". */
    stepOf: text({ slots: ["step", "total"] }),
    /** Read before a step's name in the progress bar: "Step 2: ". */
    stepNumber: text({ slots: ["step"] }),
    /** Read after a finished step's name. */
    done: text(),
    loading: text(),
    /** A step's code failed to arrive: "... and [try again]." */
    failed: fields({ before: text(), retry: text(), after: text() }),
    /** Under the step buttons, shown only where JavaScript is off, when they do nothing. */
    noScript: text({ max: 200, hint: "Shown only to a visitor whose browser runs no JavaScript, under a demo's buttons: without it, they do nothing." }),
  }),
});

export type DemosContent = z.infer<typeof demosSchema>;
