import type { SectionContext } from "@/components/sections/section-type";
import type { Claims } from "./claims.schema";
import type { DemosContent } from "./demos.schema";
import type { LoyaltyCharitiesContent } from "./donation-api/loyalty-charities.schema";
import { claimValuesOf } from "./claim-values";
import { figureValuesOf } from "./figure-values";
import type { Figures } from "./figures.schema";
import type { IllustrationsContent } from "./illustrations.schema";
import { fillSlots } from "../template";

/** The shared files the sections read, as their files hold them (checked, slots not yet filled). */
export interface SharedSectionFiles {
  figures: Figures;
  claims: Claims;
  demos: DemosContent;
  illustrations: IllustrationsContent;
  loyaltyCharities: LoyaltyCharitiesContent;
}

/**
 * What the sections read besides their own words, made from the shared files:
 * the figures worked out, every {slot} filled. One recipe for the site
 * (lib/content/load.ts) and the editor's preview, which passes the files being
 * edited (out/admin/preview.json gives it the rest as built).
 */
export function sectionContextOf(files: SharedSectionFiles): Omit<SectionContext, "highlight"> {
  const figures = figureValuesOf(files.figures, files.claims.claims);
  return {
    figures,
    claims: claimValuesOf(fillSlots(files.claims.claims, figures)),
    demos: fillSlots(files.demos, figures),
    illustrations: fillSlots(files.illustrations, figures),
    loyaltyCharities: files.loyaltyCharities.charities,
  };
}
