import type { DemosContent } from "./demos.schema";
import type { StepCopy, ToastCopy } from "./schema";

export type { StepCopy };

/** "How it works": numbered steps in a band of their own. */
export interface NumberedStepsCopy {
  /** The heading's id. */
  id: string;
  title: string;
  steps: readonly StepCopy[];
}

export interface CopyToasts {
  /** Shown when the text reached the clipboard. */
  copied: ToastCopy;
  /** Shown when the browser refused: the text is selected for a copy by hand. */
  failed: ToastCopy;
}

/*
 * What the code samples and demos say around their content, built from
 * lib/content/demos.json (figures filled in: the sections' context, SECTION_CONTEXT
 * in lib/content/load.ts). Pure functions, so the editor's preview builds the same.
 */

export type CodeBlockCopy = Omit<DemosContent["codeBlock"], "copied"> & { toasts: CopyToasts };

/** Every highlighted code sample. */
export const codeBlockCopy = (demos: DemosContent): CodeBlockCopy => ({
  copy: demos.codeBlock.copy,
  toasts: { copied: demos.codeBlock.copied, failed: demos.copyFailed },
  languages: demos.codeBlock.languages,
});

/** The AI-assistant prompt's copy button. */
export const promptCopyToasts = (demos: DemosContent): CopyToasts => ({ copied: demos.promptCopied, failed: demos.copyFailed });

export type DemoFrameCopy = DemosContent["demoFrame"];

/** What the frame of a demo says around its steps. */
export interface DemoCardCopy {
  progressLabel: string;
  /** Full step titles, and the short names under the progress bar. */
  steps: readonly string[];
  shortSteps: readonly string[];
  frame: DemoFrameCopy;
}
