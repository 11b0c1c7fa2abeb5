import type { ComponentType, ReactNode } from "react";
import { z } from "zod";
import type { ClaimValues } from "@/lib/content/claim-values";
import type { DemosContent } from "@/lib/content/demos.schema";
import type { SampleCharity } from "@/lib/content/donation-api/loyalty-charities.schema";
import type { IllustrationsContent } from "@/lib/content/illustrations.schema";
import type { CodeLanguage } from "@/lib/highlight";
import { fields } from "@/lib/content/schema";

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
  /** Code as coloured HTML for the code blocks: shiki at build time (lib/highlight.ts), loaded before the page renders. */
  highlight: (code: string, language: CodeLanguage) => string;
}

export interface SectionProps<T> {
  /** The section's own fields, as its schema gives them, figures filled in. */
  section: T;
  context: SectionContext;
}

export interface SectionOptions<S extends z.ZodRawShape> {
  /** What a marketer picks from the editor's "Add section" list. */
  label: string;
  /** Its fields: the schema's building blocks (lib/content/schema.ts) give the editor its widgets and limits. */
  fields: S;
  Component: ComponentType<SectionProps<z.infer<z.ZodObject<S>>>>;
  /** Its top is dark: the header starts see-through over it when it opens a page. */
  darkTop?: boolean;
  /** It has buttons that open the partner enquiry: the page mounts the dialog's host once. */
  partnerEnquiry?: boolean;
}

/** A section type as the registry holds it (components/sections/registry.ts). */
export interface SectionType {
  name: string;
  label: string;
  darkTop: boolean;
  partnerEnquiry: boolean;
  schema: z.ZodType<{ type: string }>;
  // A method, so each type's own section shape fits here: the registry only hands a type the sections that carry its name.
  render(section: { type: string }, context: SectionContext, key?: string | number): ReactNode;
}

/**
 * A section type: its schema (its fields plus `"type": name`, the key the editor's
 * list of typed blocks writes) and a renderer. `render` is handed a section the
 * loader (or the preview) has matched to this schema by its `type`.
 */
export function defineSection<const N extends string, S extends z.ZodRawShape>(name: N, options: SectionOptions<S>) {
  // The title is the type's name in the editor's "Add section" list (lib/content/editor-config.ts).
  const schema = fields({ type: z.literal(name), ...options.fields }).meta({ title: options.label });
  const { Component } = options;
  return {
    name,
    label: options.label,
    darkTop: options.darkTop ?? false,
    partnerEnquiry: options.partnerEnquiry ?? false,
    schema,
    /** The section, drawn by its component. */
    render(section: z.infer<z.ZodObject<S>> & { type: N }, context: SectionContext, key?: string | number): ReactNode {
      return <Component key={key} section={section} context={context} />;
    },
  };
}
