import type { CodeLanguage } from "../highlight";
import type { Claims } from "./claims.schema";
import type { DemosContent } from "./demos.schema";
import type { LoyaltyCharitiesContent, SampleCharity } from "./donation-api/loyalty-charities.schema";
import { claimValuesOf, type ClaimValues } from "./claim-values";
import { figureValuesOf } from "./figure-values";
import type { Figures } from "./figures.schema";
import type { IllustrationsContent } from "./illustrations.schema";
import type { PagePaths } from "./page-links";
import { fillSlots } from "../template";
import type { ShownPicture } from "../pictures/picture";

/**
 * What sections read besides their own words: the shared content files, each
 * checked and with its figures filled in (lib/content/load.ts on the site; the
 * editor's preview passes the same from out/admin/preview.json). Plain data, so
 * the same components render the site and the editor's preview.
 */
export interface SectionContext {
  /** What each figure {slot} reads ("freeDropsDaily" → "5"). */
  figures: Readonly<Record<string, string>>;
  /** Each claim's figure as shown, by its name (lib/content/claim-values.ts): sections pick one by the name their page file gives. */
  claims: ClaimValues;
  demos: DemosContent;
  illustrations: IllustrationsContent;
  /** The loyalty demo's sample charities (lib/content/donation-api/loyalty-charities.json); the first is the default choice. */
  loyaltyCharities: readonly SampleCharity[];
  /**
   * Each page's path by its name: links store a page's name (lib/content/page-links.ts). The loader
   * turns a page's links into paths before its sections are drawn; the gallery's examples and the
   * editor's preview, which draw sections as written, turn theirs with this.
   */
  pagePaths: PagePaths;
  /** Code as coloured HTML for the code blocks: shiki at build time (lib/highlight.ts), loaded before the page renders. */
  highlight: (code: string, language: CodeLanguage) => string;
  /**
   * A picture field's value ("/media/<file>") as the views draw it: on the site and in the gallery,
   * the picture step's files (lib/pictures/built-pictures.ts, failing the build on one it did not make);
   * in the editor's preview, those or, for an upload not yet built, the file as the editor holds it.
   */
  picture: (src: string) => ShownPicture;
}

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
 * every {slot} filled. One recipe for the site (lib/content/load.ts, which
 * passes the figure values the manifest worked out once) and the editor's
 * preview, which passes the files being edited and leaves the figures to be
 * worked out from them (out/admin/preview.json gives it the rest as built).
 */
export function sectionContextOf(
  files: SharedSectionFiles,
  figures: Readonly<Record<string, string>> = figureValuesOf(files.figures, files.claims.claims),
): Omit<SectionContext, "highlight" | "pagePaths" | "picture"> {
  return {
    figures,
    claims: claimValuesOf(fillSlots(files.claims.claims, figures)),
    demos: fillSlots(files.demos, figures),
    illustrations: fillSlots(files.illustrations, figures),
    loyaltyCharities: files.loyaltyCharities.charities,
  };
}
