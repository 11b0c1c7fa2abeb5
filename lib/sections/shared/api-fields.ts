import { anchor, list, text } from "@/lib/content/schema";

/** Schema pieces the donation-API pages' sections share. */

/** A section that opens with a heading: its id, eyebrow, title and line. */
export const headedSection = () => ({
  id: anchor(),
  eyebrow: text({ max: 40 }),
  title: text({ max: 60 }),
  body: text({ max: 300, multiline: true }),
});

/**
 * The buttons every demo's card has (components/demos/demo-card.tsx): Back,
 * Continue, and Start Over on the last step. The button that ends a demo is
 * the type's own (Donate, Confirm Donation).
 */
export const demoButtons = () => ({
  back: text({ max: 20 }),
  continue: text({ max: 20 }),
  startOver: text({ max: 20 }),
});

/** A demo's steps: their titles, and the short names under the progress bar, in the order the demo takes them. */
export const demoSteps = (count: number) => list(text({ max: 30 }), { min: count, max: count, fixedOrder: true });
