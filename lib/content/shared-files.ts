/**
 * The content manifest: every shared content file registered once, with its
 * path, schema, editor label and group (and the page it feeds, for the
 * editor's preview link). The loader, the editor's config
 * (lib/content/editor-config.ts), the editor's preview data
 * (out/admin/preview.json) and the content tests read this list; nothing else
 * imports a shared file's JSON (tests/unit/section-registry.test.ts) but the
 * manifest's island half, lib/content/island-files/: an island may not load
 * this module (the schema library, the claims), so the few files an island
 * ships are imported there, a module each holding only the import, and
 * registered here with the data it holds. Each file
 * is checked here, once, when the build loads it: a bad file fails the build,
 * every problem of every file on its own line, naming file, field and rule.
 * The figure values are worked out here, once, from the checked files.
 * Modelled on a content-collections manifest (one list, derived values
 * computed once). Server code only: it runs the schema library.
 */
import "server-only";
import type { z } from "zod";
import { chatRepliesSchema } from "./chat-replies.schema";
import claims from "./claims.json";
import { claimsSchema } from "./claims.schema";
import demos from "./demos.json";
import { demosSchema } from "./demos.schema";
import { loyaltyCharitiesSchema } from "./donation-api/loyalty-charities.schema";
import { droplistSchema } from "./droplist.schema";
import { figureValuesOf } from "./figure-values";
import { figuresSchema } from "./figures.schema";
import illustrations from "./illustrations.json";
import { illustrationsSchema } from "./illustrations.schema";
import layout from "./layout.json";
import { layoutSchema } from "./layout.schema";
import { CHAT_REPLIES_FILE } from "./island-files/chat-replies";
import { DROPLIST_FILE } from "./island-files/droplist";
import { FIGURES_FILE } from "./island-files/figures";
import { LOYALTY_CHARITIES_FILE } from "./island-files/loyalty-charities";
import { PARTNER_ENQUIRY_FILE } from "./island-files/partner-enquiry";
import notFound from "./not-found.json";
import { notFoundSchema } from "./not-found.schema";
import { pageFiles } from "./page-files.mjs";
import { pageSchema } from "./page.schema";
import { partnerEnquirySchema } from "./partner-enquiry.schema";
import { contentProblems } from "./schema";
import site from "./site.json";
import { siteSchema } from "./site.schema";
import socialCard from "./social-card.json";
import { socialCardSchema } from "./social-card.schema";
import type { FigureSlot } from "./schema";

export interface ContentFile {
  /** The editor's name for it (and its URL in the editor). */
  name: string;
  /** What a marketer sees in the editor's list. */
  label: string;
  /** Path from the repository's root. */
  file: string;
  /** The page it feeds, for the preview link; shared files have none. */
  route?: string;
  schema: z.ZodType;
  data: unknown;
}

/** The editor's collections of shared files, in this order. */
const GROUPS = [{ name: "shared", label: "Shared (every page)" }] as const;

/** One editor collection per group. */
export interface ContentGroup {
  name: string;
  label: string;
  files: readonly SharedFile[];
}

/** A shared file as registered, and its data as its schema reads it (checked once, when the manifest loads). */
export interface SharedFile<S extends z.ZodType = z.ZodType> extends ContentFile {
  group: (typeof GROUPS)[number]["name"];
  schema: S;
  /** Every problem the file has, one line each ("file: field: rule"); none once the build has got past the manifest. */
  problems: readonly string[];
  content: z.output<S>;
}

/** Registers a file: its data parsed by its schema, once; the problems are kept for the one message below. */
function shared<S extends z.ZodType>(entry: Omit<SharedFile<S>, "problems" | "content">): SharedFile<S> {
  const result = entry.schema.safeParse(entry.data);
  const problems = result.success ? [] : contentProblems(entry.file, entry.schema, entry.data);
  return {
    ...entry,
    problems,
    get content(): z.output<S> {
      if (!result.success) throw new Error(`${entry.file} breaks its schema:\n  ${problems.join("\n  ")}`);
      return result.data;
    },
  };
}

/** Every shared file, once, by its editor name, in the editor's order. */
export const SHARED_FILES = {
  site: shared({ name: "site", group: "shared", label: "Site title and description", file: "lib/content/site.json", schema: siteSchema, data: site }),
  layout: shared({ name: "layout", group: "shared", label: "Header and footer", file: "lib/content/layout.json", schema: layoutSchema, data: layout }),
  droplist: shared({
    name: "droplist",
    group: "shared",
    label: "Droplist sign-up",
    file: "lib/content/droplist.json",
    schema: droplistSchema,
    data: DROPLIST_FILE,
  }),
  "partner-enquiry": shared({
    name: "partner-enquiry",
    group: "shared",
    label: "Partner enquiry (brands and charities)",
    file: "lib/content/partner-enquiry.json",
    schema: partnerEnquirySchema,
    data: PARTNER_ENQUIRY_FILE,
  }),
  "social-card": shared({
    name: "social-card",
    group: "shared",
    label: "Social cards (words on every card)",
    file: "lib/content/social-card.json",
    schema: socialCardSchema,
    data: socialCard,
  }),
  illustrations: shared({
    name: "illustrations",
    group: "shared",
    label: "Drawn phones and cards",
    file: "lib/content/illustrations.json",
    schema: illustrationsSchema,
    data: illustrations,
  }),
  demos: shared({
    name: "demos",
    group: "shared",
    label: "Code samples and demos (donation API pages)",
    file: "lib/content/demos.json",
    schema: demosSchema,
    data: demos,
  }),
  "not-found": shared({
    name: "not-found",
    group: "shared",
    label: "Page not found (404)",
    file: "lib/content/not-found.json",
    schema: notFoundSchema,
    data: notFound,
  }),
  figures: shared({
    name: "figures",
    group: "shared",
    label: "Figures (drops a day, fees)",
    file: "lib/content/figures.json",
    schema: figuresSchema,
    data: FIGURES_FILE,
  }),
  claims: shared({
    name: "claims",
    group: "shared",
    label: "Claims (the big figures pages pick by name)",
    file: "lib/content/claims.json",
    schema: claimsSchema,
    data: claims,
  }),
  "chat-replies": shared({
    name: "chat-replies",
    group: "shared",
    label: "Chat assistant's replies",
    file: "lib/content/chat-replies.json",
    route: "/chatbot",
    schema: chatRepliesSchema,
    data: CHAT_REPLIES_FILE,
  }),
  "loyalty-charities": shared({
    name: "loyalty-charities",
    group: "shared",
    label: "Loyalty demo's sample charities",
    file: "lib/content/donation-api/loyalty-charities.json",
    route: "/donation-api/loyalty",
    schema: loyaltyCharitiesSchema,
    data: LOYALTY_CHARITIES_FILE,
  }),
};

const SHARED_LIST: readonly SharedFile[] = Object.values(SHARED_FILES);

/** Fails the build when there are problems: one message, every problem of every file on its own line. */
export function failOnProblems(problems: readonly string[]): void {
  if (problems.length) throw new Error(`Content files break their schemas:\n  ${problems.join("\n  ")}`);
}

// Every shared file is checked as the manifest loads (each parsed once, above): one message for all of them.
failOnProblems(SHARED_LIST.flatMap((entry) => entry.problems));

/** The shared files by group: the editor's collections (lib/content/editor-config.ts). */
export const CONTENT_GROUPS: readonly ContentGroup[] = GROUPS.map((group) => ({ ...group, files: SHARED_LIST.filter((entry) => entry.group === group.name) }));

/**
 * Every page file (lib/content/pages/), as read once in this process
 * (lib/content/page-files.mjs pageFiles): the editor's "Pages" collection, one
 * entry each. lib/content/load.ts checks them where it loads the pages.
 */
export const PAGE_FILES: readonly ContentFile[] = pageFiles().map(({ file, data }) => ({
  name: file.replace(/^.*\/|\.json$/g, ""),
  label: file,
  file,
  schema: pageSchema,
  data,
}));

/** Every content file the editor writes: the pages, then the shared files. */
export const CONTENT_FILES: readonly ContentFile[] = [...PAGE_FILES, ...SHARED_LIST];

/** Every problem of the files given, one line each (the tests check edited copies of the files with it). */
export function allContentProblems(files: readonly ContentFile[] = CONTENT_FILES): string[] {
  return files.flatMap((entry) => contentProblems(entry.file, entry.schema, entry.data));
}

/** The files given checked again, as the build checks them (the tests' check of every file at once). */
export const assertContent = (files: readonly ContentFile[] = CONTENT_FILES): void => failOnProblems(allContentProblems(files));

/**
 * What each figure slot reads on the site ("{freeDropsDaily}" → "5"), worked
 * out once from the checked figures and claims: the copy's slots, the
 * sections' context and the editor's preview data all read this one object.
 */
export const FIGURE_VALUES: Readonly<Record<FigureSlot, string>> = figureValuesOf(SHARED_FILES.figures.content, SHARED_FILES.claims.content.claims);
