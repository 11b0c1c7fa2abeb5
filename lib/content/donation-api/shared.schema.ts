import "server-only";
import type { z } from "zod";
import { anchor, fields, list, text } from "../schema";

/** Schema pieces the three donation-API pages share (lib/content/donation-api/shared.ts has the shapes their sections take). */

/** The hero's words; its button scrolls to a section of the page. `slots` are the page's own. */
export const heroFields = <T extends z.ZodType>(title: T, slots: readonly string[] = []) => ({
  eyebrow: text({ max: 40 }),
  title,
  body: text({ max: 300, multiline: true, slots }),
  cta: text({ max: 30 }),
});

/** A section that opens with a heading: its id, eyebrow, title and line. */
export const headedSection = () => ({
  id: anchor(),
  eyebrow: text({ max: 40 }),
  title: text({ max: 60 }),
  body: text({ max: 300, multiline: true }),
});

/** The dark closing band and its two buttons. */
export const ctaBand = () =>
  fields({
    id: anchor(),
    title: text({ max: 60 }),
    body: text({ max: 300, multiline: true }),
    primary: text({ max: 30 }),
    secondary: text({ max: 30 }),
  });

/** A demo's steps: their titles, and the short names under the progress bar. */
export const demoSteps = (count: number) => list(text({ max: 30 }), { min: count, max: count });
