import { z } from "zod";
import { anchor, fields, list, step, text } from "@/lib/content/schema";
import { defineSectionSchema } from "../section-schema";

const label = () => fields({ label: text({ max: 40 }) });

/** How brands fund drops, in steps, beside the example campaign's results card (its figures come from claims.json, in this order). */
const fundDropsFields = {
  /** The section's id: the hero's secondary link points here. */
  id: anchor(),
  eyebrow: text({ max: 40 }),
  title: text({ max: 60 }),
  body: text({ max: 400, multiline: true }),
  steps: list(step()),
  campaign: fields({
    title: text(),
    caption: text(),
    badge: text({ max: 12 }),
    /** The budget (claims.json exampleCampaign.budgetUsd). */
    budget: label(),
    /** Drops funded, then impressions (exampleCampaign.drops, .impressions). */
    figures: z.tuple([label(), label()], { error: "must be two figures" }),
    /** Loyalty, then engagement (exampleCampaign.loyaltyLiftPct, .engagementLiftPct). */
    lifts: z.tuple([label(), label()], { error: "must be two lifts" }),
  }),
};

export default defineSectionSchema("fund-drops", { label: "How brands fund drops, with the example campaign", fields: fundDropsFields, oncePerPage: true });
