import { FREE_DROPS_DAILY, SITE_NAME } from "../site";

/** One step of a "how it works" list. */
export interface StepCopy {
  title: string;
  body: string;
}

/** "How it works": numbered steps in a band of their own. */
export interface NumberedStepsCopy {
  /** The heading's id. */
  id: string;
  title: string;
  steps: readonly StepCopy[];
}

/** Copy that belongs to the whole site rather than one page. */
export interface SiteCopy {
  /** Browser and search title of the home page, and every page's fallback. */
  title: string;
  /** The site-wide meta description (the home page's own). */
  description: string;
  /** One line for the web app manifest. */
  manifestDescription: string;
  /** The organisation, as structured data describes it. */
  organisation: string;
  /** The keyboard user's first stop on every page. */
  skipLink: string;
}

export const SITE_COPY = {
  title: `${SITE_NAME}: scrolling that actually matters`,
  description: `Scroll a feed of causes, tap to send drops and give for free: brands fund ${FREE_DROPS_DAILY} free drops a day. Join the Droplist for the private beta.`,
  manifestDescription: "Scroll a feed of causes, tap to send drops and give for free.",
  organisation: "A charitable-giving app: scroll a feed, tap to send drops to charities, with free daily drops funded by brands.",
  skipLink: "Skip to content",
} satisfies SiteCopy;

export interface CopyToasts {
  /** Shown when the text reached the clipboard. */
  copied: { title: string; description: string };
  /** Shown when the browser refused: the text is selected for a copy by hand. */
  failed: { title: string; description: string };
}

const COPY_FAILED = {
  title: "Couldn't copy automatically",
  description: "Your browser blocked the clipboard. We've selected the text for you: copy it by hand with Ctrl+C (⌘C on a Mac).",
};

export interface CodeBlockCopy {
  /** The copy button's visible text. */
  copy: string;
  toasts: CopyToasts;
  /** Read after the file name, for screen readers. */
  languages: { javascript: string; php: string };
}

/** Every highlighted code sample. */
export const CODE_BLOCK = {
  copy: "Copy",
  toasts: { copied: { title: "Copied to clipboard!", description: "The code is ready to paste into your project." }, failed: COPY_FAILED },
  languages: { javascript: "JavaScript", php: "PHP" },
} satisfies CodeBlockCopy;

/** The AI-assistant prompt's copy button. */
export const PROMPT_COPY_TOASTS = {
  copied: { title: "Copied to clipboard!", description: "You can now paste the prompt in your LLM of choice." },
  failed: COPY_FAILED,
} satisfies CopyToasts;

export interface DemoFrameCopy {
  /** Above the step title: "Step 2 of 4". */
  stepOf: string;
  /** Read before a step's name in the progress bar: "Step 2: ". */
  stepNumber: string;
  /** Read after a finished step's name. */
  done: string;
  loading: string;
  /** A step's code failed to arrive: "... and [try again]." */
  failed: { before: string; retry: string; after: string };
}

/** What the frame of a demo says around its steps. */
export interface DemoCardCopy {
  progressLabel: string;
  /** Full step titles, and the short names under the progress bar. */
  steps: readonly string[];
  shortSteps: readonly string[];
  frame: DemoFrameCopy;
}

/** The frame both API demos share; {step} and {total} are filled in. */
export const DEMO_FRAME = {
  stepOf: "Step {step} of {total}",
  stepNumber: "Step {step}: ",
  done: " (done)",
  loading: "Loading this step…",
  failed: { before: "This step didn't load. Check your connection and", retry: "try again", after: "." },
} satisfies DemoFrameCopy;
