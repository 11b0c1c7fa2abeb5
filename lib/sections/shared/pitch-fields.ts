import { anchor, list, text } from "@/lib/content/schema";

/** The Apply button each charities section ends with, which opens the partner-enquiry dialog. */
export const apply = () => text({ max: 40 });

/** A charities pitch after the hero: its selling points, then the Apply button. */
export const pitchFields = () => ({
  id: anchor(),
  eyebrow: text({ max: 40 }),
  title: text({ max: 60 }),
  body: text({ max: 400, multiline: true }),
  points: list(text({ max: 80 })),
  apply: apply(),
});
