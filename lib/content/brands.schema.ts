import "server-only";
import { z } from "zod";
import { anchor, description, fields, list, oneOf, optionalText, sectionLink, step, text, title, twoLines } from "./schema";

/** The brands whose wordmarks are drawn: a name is a drawing, so marketers choose among these. */
export const BRAND_LOGOS = ["Kettlebright", "Mossgrove", "Tidal & Tern", "Zumio", "Fernbyte", "Oatfield Co."] as const;
export type BrandLogo = (typeof BRAND_LOGOS)[number];

const label = () => fields({ label: text({ max: 40 }) });

/** /brands. The campaign card's and the stats' figures come from claims.json, in this order. */
export const brandsSchema = fields({
  meta: fields({ title: title(), description: description() }),
  hero: fields({
    eyebrow: text({ max: 40 }),
    headline: twoLines({ max: 40 }),
    intro: text({ max: 400, multiline: true }),
    cta: text({ max: 30 }),
    secondary: fields({ label: text({ max: 40 }), href: sectionLink() }),
    flow: fields({
      title: text(),
      steps: list(step()),
      /** The tilted badge on the card's corner. */
      badge: text({ max: 12 }),
    }),
  }),
  trusted: fields({
    title: text(),
    /** Fictional brands, each drawn as an original wordmark (components/sections/brands/brand-logo-strip.tsx): a choice, in any order. */
    names: list(
      oneOf(BRAND_LOGOS).meta({ description: "Each is a drawn logo: pick which show, and in what order. A new brand needs a developer to draw its logo." }),
    ),
  }),
  fundDrops: fields({
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
  }),
  nonprofitStats: fields({
    eyebrow: text({ max: 40 }),
    title: text({ max: 60 }),
    intro: text({ max: 240, multiline: true }),
    /** Their figures are claims.json brandClaims, in order: non-profits, reach, alignment, loyalty, conversion. */
    stats: z.tuple([stat(), stat(), stat(), stat(), stat()], { error: "must be five stats" }),
  }),
  closing: fields({ title: text(), body: text(), cta: text({ max: 30 }) }),
});

function stat() {
  return fields({ prefix: optionalText({ max: 20 }), label: text({ max: 40 }), body: text({ max: 200 }) });
}

export type BrandsContent = z.infer<typeof brandsSchema>;
