import { claimValuesOf } from "@/lib/content/claim-values";
import { pageProblems } from "@/lib/content/page-problems";
import { FIGURE_VALUES, PAGE_FILES, SHARED_FILES } from "@/lib/content/shared-files";
import { pagePathsOf } from "@/lib/content/page-files.mjs";
import { SECTION_SCHEMAS, sectionSchemaOf } from "@/lib/sections/schemas";

/**
 * A marketer's first steps (issue 40): New page, a Hero, then any type the editor's "Add section" offers, as Add
 * makes it (its example); a type that draws the page's main heading (a hero of its own) instead of the Hero. Each such page passes the check the editor runs on Save and the build runs on every page
 * (lib/content/page-problems.ts): no example points at a section the page may lack, or needs another of its kind.
 */
const FILE = "lib/content/pages/add-section-alone.json";
const claims = Object.keys(claimValuesOf(SHARED_FILES.claims.content.claims));
const hero = sectionSchemaOf("hero").example;

const pageWith = (sections: readonly object[]) => ({
  path: "/campaigns/add-section-alone",
  title: "A page a marketer has just made",
  description: "A page made of a hero and one more section, as the editor's Add makes them, to check it saves and builds.",
  label: "Add section alone",
  headline: "A page a marketer has just made",
  showInFooter: false,
  sections,
});

describe.each(SECTION_SCHEMAS.filter((type) => type.name !== "hero").map((type) => [type.label, type] as const))(
  "%s, added after a Hero (or in its place)",
  (_, type) => {
    it("saves and builds as Add makes it", () => {
      const problems = pageProblems({
        file: FILE,
        data: pageWith(type.mainHeading ? [type.example] : [hero, type.example]),
        pagePaths: pagePathsOf(PAGE_FILES),
        claims,
        figures: FIGURE_VALUES,
      });
      expect(problems.map((p) => p.words)).toEqual([]);
    });
  },
);
