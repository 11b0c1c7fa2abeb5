import type { DemosContent } from "./demos.schema";
import data from "./demos.json";
import { withFigures } from "./figures";
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

/** lib/content/demos.json with its figures filled in; checked against demos.schema.ts at build time (lib/content/files.ts). */
const DEMOS = withFigures(data as DemosContent);

export type CodeBlockCopy = Omit<DemosContent["codeBlock"], "copied"> & { toasts: CopyToasts };

/** Every highlighted code sample. */
export const CODE_BLOCK: CodeBlockCopy = {
  copy: DEMOS.codeBlock.copy,
  toasts: { copied: DEMOS.codeBlock.copied, failed: DEMOS.copyFailed },
  languages: DEMOS.codeBlock.languages,
};

/** The AI-assistant prompt's copy button. */
export const PROMPT_COPY_TOASTS: CopyToasts = { copied: DEMOS.promptCopied, failed: DEMOS.copyFailed };

export type DemoFrameCopy = DemosContent["demoFrame"];

/** What the frame of a demo says around its steps. */
export interface DemoCardCopy {
  progressLabel: string;
  /** Full step titles, and the short names under the progress bar. */
  steps: readonly string[];
  shortSteps: readonly string[];
  frame: DemoFrameCopy;
}

/** The frame both API demos share; {step} and {total} are filled in. */
export const DEMO_FRAME: DemoFrameCopy = DEMOS.demoFrame;
