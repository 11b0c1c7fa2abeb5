import { z } from "zod";
import { fields, optionalText, text } from "@/lib/content/schema";
import { defineSectionSchema } from "../section-schema";

function stat() {
  return fields({ prefix: optionalText({ max: 20 }), label: text({ max: 40 }), body: text({ max: 200 }) });
}

/** The brands page's claims as big figures on a dark band. */
const nonprofitStatsFields = {
  eyebrow: text({ max: 40 }),
  title: text({ max: 60 }),
  intro: text({ max: 240, multiline: true }),
  /** Their figures are claims.json brandClaims, in order: non-profits, reach, alignment, loyalty, conversion. */
  stats: z.tuple([stat(), stat(), stat(), stat(), stat()], { error: "must be five stats" }),
};

export default defineSectionSchema("nonprofit-stats", { label: "Brand claims as big figures (dark)", fields: nonprofitStatsFields });
