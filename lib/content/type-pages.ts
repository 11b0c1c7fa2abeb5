/**
 * Pages that together hold every section type: the one way sections of every
 * type are put on pages that the page check takes. The every-edit run adds
 * such pages (tests/every-edit/plan.ts, sections as the editor's "Add" makes
 * them), and a test build draws such pages from each type's example
 * (lib/content/sample-pages.ts) for the browser checks that run once per type.
 * No file is read here, and nothing is React.
 */
import { sectionSchemaOf } from "@/lib/sections/schemas";
import { mainHeadingMissing, pageSchema } from "./page.schema";

type Section = Record<string, unknown>;

/** Whether the page check the build runs takes a page file's data (its schema: section types, its one h1, once-per-page, anchors, buttons' targets). */
export const pageAccepts = (data: unknown) => pageSchema.safeParse(data).success;

/** Whether the page check takes these sections together, the page's h1 aside: a group may be the part of a page a hero opens. */
const sectionsFit = (data: unknown) => {
  const result = pageSchema.safeParse(data);
  return result.success || result.error.issues.every((issue) => issue.message === mainHeadingMissing());
};

/** Whether one of these sections holds the page's h1 (its type's mainHeading). */
export const holdsMainHeading = (sections: readonly Section[]) => sections.some((section) => sectionSchemaOf(String(section.type)).mainHeading);

const typeOf = (section: unknown) => (section && typeof section === "object" && "type" in section ? String(section.type) : "");

/**
 * The sections given, on pages: grouped as the launch pages group their types
 * (the types first used on one launch page together, then the rest), so each
 * page stays within the budgets a launch page keeps and has its h1; a group
 * the page check refuses as one page (a second once-per-page section, an
 * anchor twice) is split where it refuses a section, and sections left on a
 * page without an h1 join a page that has one, each on the first that takes
 * it, as a marketer adds a section to a page; or, given an `opener` (a hero as
 * the editor adds it), each such page opens with one of its own, as a marketer
 * opens a new page, so that no page holds the sections of several launch pages.
 * Several sections of one type (its variants) stay together in the order
 * given. `pageData` makes a page file's data of some sections (what the page
 * check is asked about).
 */
export function sectionsOnPages(
  sections: readonly Section[],
  launchPages: readonly { data: unknown }[],
  pageData: (sections: readonly Section[]) => unknown,
  opener?: Section,
): Section[][] {
  const groups: string[][] = [];
  const placed = new Set<string>();
  for (const page of launchPages) {
    const onPage = page.data && typeof page.data === "object" && "sections" in page.data && Array.isArray(page.data.sections) ? page.data.sections : [];
    const group = onPage.map(typeOf).filter((type) => sections.some((s) => s.type === type) && !placed.has(type));
    group.forEach((type) => placed.add(type));
    if (group.length) groups.push([...new Set(group)]);
  }
  const rest = [...new Set(sections.map(typeOf))].filter((type) => !placed.has(type));
  if (rest.length) groups.push(rest);
  const pages: Section[][] = [];
  for (const group of groups) {
    const whole = group.flatMap((type) => sections.filter((s) => s.type === type));
    // The group on one page where the page check takes it (a hero's button may scroll to a later section's anchor).
    if (sectionsFit(pageData(whole))) {
      pages.push(whole);
      continue;
    }
    let current: Section[] = [];
    for (const section of whole) {
      const candidate = [...current, section];
      if (current.length && !sectionsFit(pageData(candidate))) {
        pages.push(current);
        current = [section];
      } else current = candidate;
    }
    if (current.length) pages.push(current);
  }
  // A page needs a section holding its h1: a group without one opens with the opener, where the page check takes it so,
  // else joins the pages that have one.
  const openedByOpener = (onPage: Section[]) => (opener && pageAccepts(pageData([opener, ...onPage])) ? [opener, ...onPage] : onPage);
  const withOpeners = pages.map((onPage) => (holdsMainHeading(onPage) ? onPage : openedByOpener(onPage)));
  const headless = withOpeners.filter((onPage) => !holdsMainHeading(onPage));
  const opened = withOpeners.filter(holdsMainHeading);
  for (const section of headless.flat()) {
    const host = opened.find((onPage) => pageAccepts(pageData([...onPage, section])));
    if (!host) throw new Error(`no page with a main heading takes a "${typeOf(section)}" section as given`);
    host.push(section);
  }
  return opened;
}
