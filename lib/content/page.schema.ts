import { z } from "zod";
import { BASE_PATH } from "@/lib/constants";
import { actionProblem } from "@/lib/sections/shared/action";
import { SECTION_SCHEMAS, pageAnchors, sectionSchemaOf } from "@/lib/sections/schemas";
import { NOT_RESERVED_PATH, PAGE_PATH, RESERVED_LIST, reservedPathProblem } from "./page-path.mjs";
import { description, fields, href, list, noneOrOne, oneOfKinds, text, title } from "./schema";

/** A list's items as a non-empty tuple, for zod's unions. */
function nonEmpty<T>(items: readonly T[]): [T, ...T[]] {
  const [first, ...rest] = items;
  if (first === undefined) throw new Error("the schemas' index (lib/sections/schemas.ts) lists no section type");
  return [first, ...rest];
}

/** Where `target` (an object, by identity) sits inside `root`: [] for root itself, undefined when it is not there. */
function pathTo(root: unknown, target: object): (string | number)[] | undefined {
  if (root === target) return [];
  if (!root || typeof root !== "object") return undefined;
  for (const [key, value] of Object.entries(root)) {
    const rest = pathTo(value, target);
    if (rest) return [Array.isArray(root) ? Number(key) : key, ...rest];
  }
  return undefined;
}

/** A page's address: "/" or lowercase words and dashes after a slash, not a reserved address. */
const pagePath = () =>
  z
    .string({ error: "must be text" })
    .regex(PAGE_PATH, { error: 'must be "/" or lowercase words and dashes after a slash, like /campaigns/giving-tuesday' })
    .regex(NOT_RESERVED_PATH, { error: (issue) => (typeof issue.input === "string" && reservedPathProblem(issue.input)) || "is an address the site keeps" });

/** The editor's section gallery, every type drawn from its example (app/(gallery)/admin/sections/page.tsx). */
export const SECTION_GALLERY_PATH = `${BASE_PATH}/admin/sections`;

/** Why a page with no section drawing its h1 is refused, naming the general type that does. */
export const mainHeadingMissing = (): string =>
  `none holds the page's main heading (its h1, what search engines and screen readers read first): add a "${sectionSchemaOf("hero").label}" section at the top`;

/** One section of a page: any type of the schemas' index, told apart by its "type". */
export const sectionSchema = z.discriminatedUnion("type", nonEmpty(SECTION_SCHEMAS.map((type) => type.schema)), {
  error: `must be a section whose "type" is one of ${SECTION_SCHEMAS.map((type) => type.name).join(", ")}`,
});

/**
 * A page's sections: exactly one draws the page's h1 (its type's
 * `mainHeading`); a type that may appear once per page (its h1, or an
 * element id of its own) appears once; no two sections give the same anchor;
 * and every button that scrolls to a section finds its anchor on the page
 * (pageAnchors, as the renderer draws them), or the check names the button.
 */
const pageSections = list(sectionSchema)
  .superRefine((sections, ctx) => {
    const seen = new Map<string, number>();
    sections.forEach((section, i) => {
      const type = sectionSchemaOf(section.type);
      if (!type.oncePerPage(section)) return;
      const first = seen.get(type.name);
      if (first === undefined) seen.set(type.name, i);
      else ctx.addIssue({ code: "custom", path: [i], message: `is a second "${type.label}" section (the first is section ${first + 1}): a page has one` });
    });
    // Exactly one section draws the page's h1: what search engines and screen readers read first.
    const headings = sections.flatMap((section, i) => (sectionSchemaOf(section.type).mainHeading ? [i] : []));
    const [firstHeading] = headings;
    if (firstHeading === undefined) ctx.addIssue({ code: "custom", path: [], message: mainHeadingMissing() });
    for (const i of headings.slice(1)) {
      const first = sections[firstHeading!]!;
      // A second of the same once-per-page type is named as that above.
      if (sections[i]!.type === first.type && sectionSchemaOf(first.type).oncePerPage(first)) continue;
      ctx.addIssue({
        code: "custom",
        path: [i],
        message: `holds the page's main heading, as section ${firstHeading! + 1} (${sectionSchemaOf(first.type).label}) does: a page has one; remove one of them`,
      });
    }
    const given = new Map<string, number>();
    sections.forEach((section, i) => {
      const anchor = sectionSchemaOf(section.type).anchorSource(section)?.given;
      if (anchor === undefined) return;
      const first = given.get(anchor);
      // The field that gave it: "Anchor for links", or a launch type's fixed id.
      const field = Reflect.get(section, "anchor") === anchor ? "anchor" : "id";
      if (first === undefined) given.set(anchor, i);
      else
        ctx.addIssue({
          code: "custom",
          path: [i, field],
          message: `has the anchor "${anchor}", as section ${first + 1} does: an anchor names one section of a page`,
        });
    });
    const anchors = new Set(pageAnchors(sections).filter((anchor) => anchor !== undefined));
    sections.forEach((section, i) => {
      for (const button of sectionSchemaOf(section.type).actions(section)) {
        const problem = actionProblem(button, anchors);
        // Named at the button's own field, so the editor can say which button of which section.
        if (problem) ctx.addIssue({ code: "custom", path: [i, ...(pathTo(section, button) ?? []), "section"], message: problem });
      }
    });
  })
  .meta({
    // The editor shows it under "Add sections", as Markdown: the gallery (app/(gallery)/admin/sections) draws every type before a marketer adds one.
    description: `Add sections in the order the page shows them. See what each kind looks like first in the [section gallery](${SECTION_GALLERY_PATH}).`,
  });

/**
 * A page of the site: one file in lib/content/pages/ (the editor's "Pages",
 * where "New page" makes one). Its path is its address; its sections are drawn
 * in order by their types' views.
 */
export const pageSchema = fields({
  path: pagePath().meta({
    description: `The page's address: a slash, then lowercase words and dashes, like /campaigns/giving-tuesday. Each page has its own. Not ${RESERVED_LIST}, nor a path under them: the site and its host answer there. Changing it moves the page: its old address then redirects here.`,
  }),
  /**
   * The paths the page had on main before it moved: each redirects here (301, scripts/build/host-rules.mjs).
   * The editor writes it on Save (components/editor/save-checks.ts formerPathsOf), so a marketer never types it.
   */
  formerPaths: list(pagePath(), { min: 0 })
    .meta({ hidden: true, description: "The page's earlier addresses, each sent here: the editor keeps them when the page moves." })
    .optional(),
  /** The browser tab and search result; " | Drops" is added, except on the home page, whose title is used as written. */
  title: title(),
  /** What search results show under the title. */
  description: description({ figures: true }),
  /** The page's name in the footer's list of pages. */
  label: text({ max: 40, hint: "The page's name in the footer's list of pages." }),
  /** Whether the footer's list of pages links to it (the sitemap and the social cards list every page). A new page starts listed. */
  // Optional, off when absent: Decap takes a required switch left off for a field left empty, and refuses the Save.
  showInFooter: z.boolean({ error: "must be true or false" }).optional().meta({
    description: "Tick to list the page in the footer's list of pages. Every page is in the sitemap either way, unless it is hidden from search engines.",
    default: true,
  }),
  /** Kept out of search engines: noindex, and not in the sitemap. */
  // Optional, off when absent, as "Show in footer".
  hideFromSearch: z.boolean({ error: "must be true or false" }).optional().meta({
    description:
      "Tick to keep the page out of search engines: it is marked noindex and left out of the sitemap. For a page visitors reach only from a form or a link you give them, never from a search.",
    default: false,
  }),
  /** The headline on the page's social card. */
  headline: text({ max: 60, hint: "The big words on the page's social card (the picture a shared link shows)." }),
  sections: pageSections,
  // Last in the editor: taking a page down is rare, and its sections' list stays the form's first list.
  /** Taken down: not built, its address (and its former ones) sent where this says (lib/content/redirects.mjs). */
  retiredTo: noneOrOne(
    oneOfKinds("a place to send visitors", [
      fields({ type: z.literal("page"), page: href() }).meta({ title: "Send its visitors to a page" }),
      fields({
        type: z.literal("url"),
        url: z
          .string({ error: "must be text" })
          .regex(/^https:\/\/[^\s"'<>]+$/, { error: "must be an address on another site starting with https://, like https://example.org/giving" })
          .meta({ description: "The address on another site, starting with https://." }),
      }).meta({ title: "Send its visitors to another site" }),
    ]),
    "Retire the page instead of deleting it: add where its visitors go. The page is then no longer built, nor in the footer or the sitemap, and its address (and its former ones) sends visitors there, so old links, emails and QR codes keep working.",
  ).optional(),
});

export type PageContent = z.infer<typeof pageSchema>;
export type PageSection = PageContent["sections"][number];
