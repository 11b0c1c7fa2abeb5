/**
 * Every content file, its schema and how the editor at /admin/ shows it. The
 * root layout checks them all when the site is built (a bad file fails the
 * build, naming file, field and rule); the editor's config is made from this
 * list (lib/content/editor-config.ts). Server code only: it loads the schema
 * library, which no page ships to the browser.
 */
import "server-only";
import type { z } from "zod";
import chatReplies from "./chat-replies.json";
import { chatRepliesSchema } from "./chat-replies.schema";
import claims from "./claims.json";
import { claimsSchema } from "./claims.schema";
import demos from "./demos.json";
import { demosSchema } from "./demos.schema";
import loyaltyCharities from "./donation-api/loyalty-charities.json";
import { loyaltyCharitiesSchema } from "./donation-api/loyalty-charities.schema";
import droplist from "./droplist.json";
import { droplistSchema } from "./droplist.schema";
import figures from "./figures.json";
import { figuresSchema } from "./figures.schema";
import illustrations from "./illustrations.json";
import { illustrationsSchema } from "./illustrations.schema";
import layout from "./layout.json";
import { layoutSchema } from "./layout.schema";
import notFound from "./not-found.json";
import { notFoundSchema } from "./not-found.schema";
import partnerEnquiry from "./partner-enquiry.json";
import { partnerEnquirySchema } from "./partner-enquiry.schema";
import { readPageFiles } from "./page-files.mjs";
import { pageSchema } from "./page.schema";
import { contentProblems } from "./schema";
import site from "./site.json";
import { siteSchema } from "./site.schema";
import socialCard from "./social-card.json";
import { socialCardSchema } from "./social-card.schema";

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

/** One editor collection per group, in this order. */
export interface ContentGroup {
  name: string;
  label: string;
  files: readonly ContentFile[];
}

export const CONTENT_GROUPS: readonly ContentGroup[] = [
  {
    name: "shared",
    label: "Shared (every page)",
    files: [
      { name: "site", label: "Site title and description", file: "lib/content/site.json", schema: siteSchema, data: site },
      { name: "layout", label: "Header and footer", file: "lib/content/layout.json", schema: layoutSchema, data: layout },
      { name: "droplist", label: "Droplist sign-up", file: "lib/content/droplist.json", schema: droplistSchema, data: droplist },
      {
        name: "partner-enquiry",
        label: "Partner enquiry (brands and charities)",
        file: "lib/content/partner-enquiry.json",
        schema: partnerEnquirySchema,
        data: partnerEnquiry,
      },
      { name: "social-card", label: "Social cards (words on every card)", file: "lib/content/social-card.json", schema: socialCardSchema, data: socialCard },
      { name: "illustrations", label: "Drawn phones and cards", file: "lib/content/illustrations.json", schema: illustrationsSchema, data: illustrations },
      { name: "demos", label: "Code samples and demos (donation API pages)", file: "lib/content/demos.json", schema: demosSchema, data: demos },
      { name: "not-found", label: "Page not found (404)", file: "lib/content/not-found.json", schema: notFoundSchema, data: notFound },
      { name: "figures", label: "Figures (drops a day, fees)", file: "lib/content/figures.json", schema: figuresSchema, data: figures },
      { name: "claims", label: "Claims (the big figures pages pick by name)", file: "lib/content/claims.json", schema: claimsSchema, data: claims },
      {
        name: "chat-replies",
        label: "Chat assistant's replies",
        file: "lib/content/chat-replies.json",
        route: "/chatbot",
        schema: chatRepliesSchema,
        data: chatReplies,
      },
      {
        name: "loyalty-charities",
        label: "Loyalty demo's sample charities",
        file: "lib/content/donation-api/loyalty-charities.json",
        route: "/donation-api/loyalty",
        schema: loyaltyCharitiesSchema,
        data: loyaltyCharities,
      },
    ],
  },
];

/** Every page file (lib/content/pages/): the editor's "Pages" collection, one entry each. */
export const PAGE_FILES: readonly ContentFile[] = readPageFiles().map(({ file, data }) => ({
  name: file.replace(/^.*\/|\.json$/g, ""),
  label: file,
  file,
  schema: pageSchema,
  data,
}));

export const CONTENT_FILES: readonly ContentFile[] = [...PAGE_FILES, ...CONTENT_GROUPS.flatMap((group) => group.files)];

/** Every problem of every content file, one line each. */
export function allContentProblems(files: readonly ContentFile[] = CONTENT_FILES): string[] {
  return files.flatMap((entry) => contentProblems(entry.file, entry.schema, entry.data));
}

/** Fails the build when a content file breaks its schema. */
export function assertContent(files: readonly ContentFile[] = CONTENT_FILES): void {
  const problems = allContentProblems(files);
  if (problems.length) throw new Error(`Content files break their schemas:\n  ${problems.join("\n  ")}`);
}
