/**
 * @jest-environment node
 *
 * Section types folded into the general ones (lib/sections/migrations.mjs): a
 * page file still holding an old type (a marketer's branch opened before the
 * fold) is refused by the page check with one problem naming the command, and
 * `npm run migrate-sections` moves it to a section the check accepts, with its
 * words. The old section is written as the branch holds it, its words the
 * launch page's own.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { PAGE_PATHS, SECTION_FILES } from "@/lib/content/load";
import { FIGURE_VALUES, PAGE_FILES } from "@/lib/content/shared-files";
import { PAGES_DIR, pageNameOf } from "@/lib/content/page-files.mjs";
import { pageProblems } from "@/lib/content/page-problems";
import { MIGRATE_COMMAND, SECTION_MIGRATIONS, migratePage } from "@/lib/sections/migrations.mjs";
import { migrateSections } from "../../scripts/migrate-sections.mjs";

const CLAIMS = SECTION_FILES.claims.claims.map((claim) => claim.name);
const check = (file: string, data: unknown) => pageProblems({ file, data, pagePaths: PAGE_PATHS, claims: CLAIMS, figures: FIGURE_VALUES });

/** The charities' API page as a branch opened before the fold holds it: its figures band an "api-stats" section. */
const charities = PAGE_FILES.find((page) => pageNameOf(page.file) === "donation-api-charities")!;
type Section = Record<string, unknown> & { type: string };
const sections = (charities.data as { sections: Section[] }).sections;
const at = sections.findIndex((section) => section.type === "numbers" && section.headingVisibility === "hidden");
const band = sections[at]!;
const before = {
  ...(charities.data as object),
  sections: sections.map((section, i) => (i === at ? { type: "api-stats", label: band.heading, stats: band.figures } : section)),
};

test("every folded type names a type the site has, and no type is folded twice", () => {
  expect(new Set(SECTION_MIGRATIONS.map((m) => m.from)).size).toBe(SECTION_MIGRATIONS.length);
  const types = new Set(sections.map((section) => section.type));
  for (const migration of SECTION_MIGRATIONS) expect(types.has(migration.from)).toBe(false);
});

test("an old type is one problem, at the section's type, naming the new type and the command", () => {
  expect(at).toBeGreaterThanOrEqual(0);
  const problems = check(charities.file, before);
  expect(problems).toHaveLength(1);
  expect(problems[0]!.at).toEqual(["sections", at, "type"]);
  expect(problems[0]!.words).toContain(`Section ${at + 1}, "api-stats"`);
  expect(problems[0]!.words).toContain('now part of "numbers"');
  expect(problems[0]!.words).toContain(MIGRATE_COMMAND);
});

test("migratePage moves it to the page as the site has it, and leaves a page without old types as it was", () => {
  const { data, moved } = migratePage(before);
  expect(moved).toEqual([{ place: at + 1, from: "api-stats", to: "numbers" }]);
  expect(data).toEqual(charities.data);
  expect(check(charities.file, data)).toEqual([]);
  for (const page of PAGE_FILES) expect(migratePage(page.data)).toEqual({ data: page.data, moved: [] });
});

test("npm run migrate-sections rewrites only the page files that hold an old type, as the editor writes them", () => {
  const root = mkdtempSync(path.join(tmpdir(), "drops-migrate-"));
  try {
    mkdirSync(path.join(root, PAGES_DIR), { recursive: true });
    const old = path.join(root, charities.file);
    writeFileSync(old, JSON.stringify(before, null, 2) + "\n");
    const home = PAGE_FILES.find((page) => pageNameOf(page.file) === "home")!;
    const untouched = path.join(root, home.file);
    writeFileSync(untouched, JSON.stringify(home.data)); // not in the editor's format: rewritten only if changed
    const lines = migrateSections(root);
    expect(lines).toEqual([`${charities.file}: section ${at + 1}, "api-stats" is now "numbers"`, "migrate-sections: 1 section(s) moved"]);
    expect(readFileSync(old, "utf8")).toBe(JSON.stringify(charities.data, null, 2) + "\n");
    expect(readFileSync(untouched, "utf8")).toBe(JSON.stringify(home.data));
    expect(migrateSections(root)).toEqual(["migrate-sections: no page file holds a folded section type"]);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});
