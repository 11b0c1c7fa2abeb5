import type { StepCopy } from "@/lib/content/schema";

/**
 * The examples of the field groups several section types share, one each, so
 * the section gallery shows a group the same way wherever it appears and a
 * change to the group's fields is made to its example once.
 */

/** A list of step() fields: three, so a row of three shows whole. */
export const EXAMPLE_STEPS: StepCopy[] = [
  { title: "A first step", body: "What happens first." },
  { title: "A second step", body: "What happens next." },
  { title: "A third step", body: "What happens last." },
];

/** A list of figures that name a claim (lib/content/claims.json), each with its label: the shortest labels allow 30 characters. */
export const EXAMPLE_FIGURES: { claim: string; label: string }[] = [
  { claim: "lowerFees", label: "lower fees" },
  { claim: "loyaltyCharities", label: "charities to choose from" },
];
