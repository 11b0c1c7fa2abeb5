import { z } from "zod";
import { fields } from "@/lib/content/schema";
import type { AnchorSource } from "./anchors";
import type { PartnerAudience } from "@/lib/partner-enquiry";
import { partnerAudiencesOf, type Action } from "./shared/action";

/** What a page needs to know of a section, decided from its data: a general type may say yes for one section and no for the next. */
type SectionFact<D> = (section: D) => boolean;

export interface SectionSchemaOptions<S extends z.ZodRawShape> {
  /** What a marketer picks from the editor's "Add section" list. */
  label: string;
  /** One sentence on what it is for, under its label where the type is shown (the gallery, the schema's description). */
  hint?: string;
  /** Its fields: the schema's building blocks (lib/content/schema.ts) give the editor its widgets and limits. */
  fields: S;
  /**
   * A valid value of its fields, in example words (never the site's copy): the
   * render test's fixture, the editor's gallery (/admin/sections) and the
   * defaults a newly added section starts with, so all three show the same thing.
   */
  example: NoInfer<z.input<z.ZodObject<S>>>;
  /** Its top is dark: the header starts see-through over it when it opens a page. */
  darkTop?: SectionFact<z.output<z.ZodObject<S>>>;
  /**
   * The audiences whose partner enquiry its buttons open: the page holds that
   * audience's dialog in its HTML, once (the buttons open it with no script).
   * Defaults to asking its `actions`.
   */
  partnerAudiences?: (section: z.output<z.ZodObject<S>>) => readonly PartnerAudience[];
  /** Its buttons (lib/sections/shared/action.ts): the page checks their scroll targets and holds the partner enquiry for the audiences they open. */
  actions?: (section: z.output<z.ZodObject<S>>) => readonly Action[];
  /**
   * The words its anchor is made from when it gives none (its heading): a type
   * with this has an anchor on the page (lib/sections/anchors.ts), its
   * `anchor` field ("Anchor for links", anchorForLinks()) first. Asked of a
   * half-typed section in the editor's preview too, so it may give undefined.
   */
  heading?: (section: z.output<z.ZodObject<S>>) => string | undefined;
  /** A page may hold one such section (its h1, or an element id of its own): the page schema refuses a second. */
  oncePerPage?: boolean | SectionFact<z.output<z.ZodObject<S>>>;
  /**
   * Its view draws the page's main heading, the h1: a page has exactly one
   * such section (lib/content/page.schema.ts), so a page saved without one,
   * or with two, is refused before it is built. The section examples' test
   * holds this to what the view draws.
   */
  mainHeading?: boolean;
  /**
   * The shared files its view reads besides its own words (lib/content/section-context.ts): the editor's preview of
   * such a file draws the pages holding a section that reads it (lib/content/shared-reads.ts). Claims and figures are
   * read through the section's own fields (a claim's name, a {slot}), so they are not listed. The section examples'
   * test holds this to what the view reads. A function where it depends on the section (a hero reads the drawings'
   * words only when it draws the app's feed); asked of a half-typed section in the editor's preview too.
   */
  reads?: readonly SharedRead[] | ((section: z.output<z.ZodObject<S>>) => readonly SharedRead[]);
  /**
   * What its fields cannot say alone, two fields that exclude each other: each problem at the field it names (a path
   * inside the section) with the rule broken. The page check names the section before it (lib/content/page-problems.ts).
   */
  problems?: (section: z.output<z.ZodObject<S>>) => readonly { at: readonly (string | number)[]; message: string }[];
}

/** The shared files a view may read whole, not through a field of its section (SectionSchemaOptions.reads). */
export const SHARED_READS = ["demos", "illustrations", "loyaltyCharities"] as const;
export type SharedRead = (typeof SHARED_READS)[number];

/**
 * A section type as lib/ and the editor know it, without its view: what the
 * page schema, the routes and the editor's config and preview frame read.
 * Methods, so each type's own section shape fits: a type is only handed the
 * sections that carry its name.
 */
export interface SectionSchema {
  name: string;
  label: string;
  hint?: string;
  schema: z.ZodObject<{ type: z.ZodLiteral<string> }>;
  /** A section of this type in example words, its "type" included: see SectionSchemaOptions.example. */
  example: { type: string };
  darkTop(section: { type: string }): boolean;
  partnerAudiences(section: { type: string }): readonly PartnerAudience[];
  oncePerPage(section: { type: string }): boolean;
  /** Its view draws the page's h1: see SectionSchemaOptions.mainHeading. */
  mainHeading: boolean;
  /** The shared files its view reads whole when it draws this section: see SectionSchemaOptions.reads. */
  reads(section: { type: string }): readonly SharedRead[];
  actions(section: { type: string }): readonly Action[];
  /** What names it on the page: its own anchor (or fixed id) and its heading; undefined for a type with neither. */
  anchorSource(section: { type: string }): AnchorSource | undefined;
}

/** A string field of a section, read without knowing its type (the preview's half-typed sections included). */
function stringField(section: object, key: string): string | undefined {
  const value: unknown = Object.entries(section).find(([name]) => name === key)?.[1];
  return typeof value === "string" && value !== "" ? value : undefined;
}

const no = () => false;

/**
 * A section type's schema: its fields plus `"type": name` (the key the
 * editor's list of typed blocks writes), its label as the schema's title (the
 * editor's "Add section" list, lib/content/editor-config.ts) and the facts the
 * page needs, each a function of the section's data. The facts are methods so
 * that the index's `SectionSchema` takes each type's own section shape.
 */
export function defineSectionSchema<const N extends string, S extends z.ZodRawShape>(name: N, options: SectionSchemaOptions<S>) {
  const { darkTop = no, oncePerPage = false, heading, reads = [], problems } = options;
  // The preview asks this of half-typed sections too: a list of buttons not there yet is none.
  const actions = (section: z.output<z.ZodObject<S>>): readonly Action[] => {
    const buttons = options.actions?.(section);
    return Array.isArray(buttons) ? buttons : [];
  };
  const partnerAudiences = options.partnerAudiences ?? ((section) => partnerAudiencesOf(actions(section)));
  // A section of this type as the page holds it: its fields and its "type".
  type Data = z.output<z.ZodObject<S>> & { type: N };
  const example = { type: name, ...options.example };
  return {
    name,
    label: options.label,
    example,
    // The example rides in the JSON Schema too: the editor's config (lib/content/editor-config.ts) makes it a new section's defaults.
    schema: fields({ type: z.literal(name), ...options.fields })
      .superRefine((section, ctx) => {
        for (const { at, message } of problems?.(section as unknown as z.output<z.ZodObject<S>>) ?? [])
          ctx.addIssue({ code: "custom", path: [...at], message });
      })
      .meta({
        title: options.label,
        examples: [example],
        ...(options.hint ? { description: options.hint } : {}),
      }),
    hint: options.hint,
    mainHeading: options.mainHeading ?? false,
    reads(section: Data): readonly SharedRead[] {
      const read = typeof reads === "function" ? reads(section) : reads;
      return Array.isArray(read) ? read : [];
    },
    darkTop(section: Data): boolean {
      return darkTop(section);
    },
    partnerAudiences(section: Data): readonly PartnerAudience[] {
      return partnerAudiences(section);
    },
    oncePerPage(section: Data): boolean {
      return typeof oncePerPage === "function" ? oncePerPage(section) : oncePerPage;
    },
    actions(section: Data): readonly Action[] {
      return actions(section);
    },
    anchorSource(section: Data): AnchorSource | undefined {
      // "Anchor for links" first; a launch type's fixed "id" names its section too, so a button may scroll to it.
      const given = stringField(section, "anchor") ?? stringField(section, "id");
      const words = heading?.(section);
      return given === undefined && words === undefined ? undefined : { given, heading: words };
    },
  };
}
