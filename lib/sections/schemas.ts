/**
 * The schemas' index: every section type a page file may use, in the editor's
 * "Add section" order. The one place lib/ (the page schema, the routes, the
 * editor's config) and the editor's preview frame learn of a type; its view is
 * registered in components/sections/views.tsx, which a missing one fails to
 * type-check. No React here, so the loader and the content tests load none.
 */
import type { z } from "zod";
import { withPagePaths, type PagePaths } from "@/lib/content/page-links";
import { contentProblems } from "@/lib/content/schema";
import type { SectionContext } from "@/lib/content/section-context";
import { fillSlots } from "@/lib/template";
import type { PartnerAudience } from "@/lib/partner-enquiry";
import { uniqueAnchors } from "./anchors";
import { PARTNER_AUDIENCES } from "./shared/action";
import type { SectionSchema } from "./section-schema";
import apiCheckoutDemo from "./api-checkout-demo/schema";
import apiLoyaltyDemo from "./api-loyalty-demo/schema";
import apiPrompt from "./api-prompt/schema";
import callToAction from "./call-to-action/schema";
import codeSamples from "./code-samples/schema";
import chat from "./chat/schema";
import features from "./features/schema";
import formResult from "./form-result/schema";
import hero from "./hero/schema";
import logoStrip from "./logo-strip/schema";
import numbers from "./numbers/schema";
import picture from "./picture/schema";
import pictureText from "./picture-text/schema";
import questions from "./questions/schema";
import quote from "./quote/schema";
import steps from "./steps/schema";
import text from "./text/schema";

export const SECTION_SCHEMAS = [
  // The general types, which a campaign page is built from: first in the editor's "Add section" list.
  hero,
  text,
  picture,
  pictureText,
  features,
  numbers,
  questions,
  quote,
  steps,
  callToAction,
  // Types that are their own thing: an island, code, or the logo strip.
  chat,
  apiCheckoutDemo,
  apiLoyaltyDemo,
  codeSamples,
  apiPrompt,
  logoStrip,
  formResult,
  // The launch pages' own pieces, each labelled by what it draws (issue 40 folds them into the general types).
] as const satisfies readonly SectionSchema[];

/** A section type's key: what a section's `"type"` says, and its folders' name. */
export type SectionTypeName = (typeof SECTION_SCHEMAS)[number]["name"];

/** A section of that type, as its schema gives it (figures filled in by the loader). */
export type SectionData<K extends SectionTypeName> = z.output<Extract<(typeof SECTION_SCHEMAS)[number], { name: K }>["schema"]>;

/** What a view of that type is handed: its section, and what sections read besides their own words. */
export interface SectionProps<K extends SectionTypeName> {
  section: SectionData<K>;
  context: SectionContext;
  /** Its anchor on the page (pageAnchors), for the types that have one: the id its buttons' and links' "#anchor" reaches. */
  anchor?: string;
  /** It is the page's first section: its pictures load at once, first (components/ui/picture.tsx); the rest wait until near view. */
  first?: boolean;
  /**
   * A button of the page scrolls to its anchor (a "section" action, scrollTargets): a view that takes the focus a
   * button hands it (tabIndex -1, as a call to action does) asks this, so no developer flag says it.
   */
  scrolledTo?: boolean;
}

const BY_NAME = new Map<string, SectionSchema>(SECTION_SCHEMAS.map((type) => [type.name, type]));

/** The type a section's `"type"` names; one no schema has fails, naming it. */
export function sectionSchemaOf(name: string): SectionSchema {
  const type = BY_NAME.get(name);
  if (!type) throw new Error(`No section type "${name}" in lib/sections/schemas.ts`);
  return type;
}

/** Whether a page opening with this section starts with a see-through header. */
export const hasDarkTop = (section: { type: string }): boolean => BY_NAME.get(section.type)?.darkTop(section) ?? false;

/** The audiences whose partner enquiry these sections' buttons open, each once, in the order of the audiences (the page holds a dialog for each). */
export const partnerAudiences = (sections: readonly { type: string }[]): PartnerAudience[] => {
  const wanted = new Set(sections.flatMap((section) => BY_NAME.get(section.type)?.partnerAudiences(section) ?? []));
  return PARTNER_AUDIENCES.filter((audience) => wanted.has(audience));
};

/** The anchors the page's buttons scroll to (their "section" actions), each once. */
export const scrollTargets = (sections: readonly { type: string }[]): Set<string> =>
  new Set(
    sections.flatMap((section) => (BY_NAME.get(section.type)?.actions(section) ?? []).flatMap((button) => (button.type === "section" ? [button.section] : []))),
  );

/**
 * The anchors of a page's sections, in order (lib/sections/anchors.ts): the
 * renderer draws them as ids, the page's check holds its buttons' scroll
 * targets to them. A type it does not know (a half-typed section in the
 * editor's preview) gets none rather than failing the whole page.
 */
export const pageAnchors = (sections: readonly { type: string }[]): (string | undefined)[] =>
  uniqueAnchors(sections.map((section) => BY_NAME.get(section.type)?.anchorSource(section)));

/**
 * The anchors of a page's sections that a link from another page may land at: those a
 * section gives itself ("Anchor for links", or a launch type's fixed id), in order. An
 * anchor made from a heading changes with the heading, so no link names it.
 */
export const linkableAnchors = (sections: readonly { type: string }[]): string[] =>
  sections.flatMap((section) => {
    const given = BY_NAME.get(section.type)?.anchorSource(section)?.given;
    return given === undefined ? [] : [given];
  });

/**
 * A type's example (SectionSchemaOptions.example) as a page file's section
 * reaches its view: checked by the type's schema, then its figure {slot}s
 * filled and, given the pages' paths, its links turned into them, as
 * lib/content/load.ts does for a page. An example its schema refuses
 * fails here, naming the type and each field, so the gallery's build and the
 * render test stop on it rather than draw something no page could hold.
 */
export function exampleSection(type: SectionSchema, figures: Readonly<Record<string, string>>, pagePaths?: PagePaths): { type: string } {
  const problems = contentProblems(`the example of "${type.name}" (lib/sections/${type.name}/schema.ts)`, type.schema, type.example);
  if (problems.length) throw new Error(problems.join("\n"));
  const section = fillSlots(type.schema.parse(type.example), figures);
  // Its links name pages, as a page file's do: drawn, they open those pages' paths (lib/content/page-links.ts).
  return pagePaths
    ? withPagePaths(type.schema, section, pagePaths, (name, at) => {
        throw new Error(`the example of "${type.name}" (lib/sections/${type.name}/schema.ts): ${at}: names the page "${name}", which no page file has`);
      })
    : section;
}
