/**
 * The one check of a page file (lib/content/page-problems.ts) that the build
 * fails on and the editor runs before Save: each rule broken once, on a page
 * made of a real page file's fields and the section types' examples, and the
 * words naming the section and field as the editor labels them. Words come
 * from the content modules and the examples, never literals.
 */
import { PAGE_PATHS, SECTION_FILES } from "@/lib/content/load";
import { FIGURE_VALUES, PAGE_FILES } from "@/lib/content/shared-files";
import { vercelStegaEncode } from "@vercel/stega";
import { outsideFont, outsideFontMessage } from "@/lib/content/font-coverage";
import { invisibleCharacters, invisibleMessage, withoutInvisible } from "@/lib/content/invisible-characters";
import { fieldLabel } from "@/lib/content/field-label";
import { pageNameOf } from "@/lib/content/page-files.mjs";
import { descriptionProblem, fieldWords, pageProblems, problemLine, type PageCheck } from "@/lib/content/page-problems";
import { SNIPPET_LIMITS } from "@/lib/snippet-limits.mjs";
import { mainHeadingMissing } from "@/lib/content/page.schema";
import { SECTION_SCHEMAS, sectionSchemaOf } from "@/lib/sections/schemas";
import { EXAMPLE_DRAWINGS } from "@/lib/sections/hero/drawing";

const home = PAGE_FILES.find((file) => pageNameOf(file.file) === "home")!;
const homeData = home.data as Record<string, unknown>;
const CLAIMS = SECTION_FILES.claims.claims.map((claim) => claim.name);

/** A new page (not yet in the site's pages): the home file's own fields at a path of its own, with these sections. */
const NEW_FILE = "lib/content/pages/campaigns-check.json";
const newPage = (sections: readonly object[], more: Record<string, unknown> = {}) => ({ ...homeData, path: "/campaigns/check", sections, ...more });
const check = (data: unknown, o: Partial<PageCheck> = {}) =>
  pageProblems({ file: NEW_FILE, data, pagePaths: PAGE_PATHS, claims: CLAIMS, figures: FIGURE_VALUES, ...o });

/** A section as "Add" starts it in the editor: its type's example, figures as slots. */
const added = (type: string, more: Record<string, unknown> = {}) => ({ ...sectionSchemaOf(type).example, ...more });
const label = (type: string) => sectionSchemaOf(type).label;

describe("pageProblems", () => {
  test("every page file of the site has none", () => {
    for (const { file, data } of PAGE_FILES) expect(check(data, { file })).toEqual([]);
  });

  test("a picture field naming a file that is no upload (an .svg beside them) is refused naming the file", () => {
    const quote = added("quote", { portrait: { src: "/media/drawing.svg", decorative: true } });
    const problems = check(newPage([added("hero"), added("steps"), quote]));
    expect(problems).toHaveLength(1);
    expect(problems[0]!.words).toContain('"/media/drawing.svg" is not a picture uploaded in the editor');
  });

  test("a new page of sections as added, which links to itself, has none", () => {
    const text = added("text", { body: "See [this page](/campaigns/check) and [home](/)." });
    expect(check(newPage([added("hero"), text, added("steps"), added("quote"), added("call-to-action")]))).toEqual([]);
  });

  test("a second section of a once-per-page type names the section, its type and the first", () => {
    const data = newPage([added("hero"), added("steps"), added("hero")]);
    const problems = check(data);
    expect(problems).toEqual([
      {
        file: NEW_FILE,
        at: ["sections", 2],
        words: `Section 3, ${label("hero")}: is a second "${label("hero")}" section (the first is section 1): a page has one`,
      },
    ]);
    expect(problemLine(problems[0]!)).toBe(`${NEW_FILE}: ${problems[0]!.words}`);
  });

  test("a hero given a picture and a drawing is refused once, at its drawing, naming the section; either alone is taken", () => {
    const both = newPage([added("hero", { drawing: [EXAMPLE_DRAWINGS.order] }), added("steps")]);
    const problems = check(both);
    expect(problems.map((p) => p.at)).toEqual([["sections", 0, "drawing"]]);
    expect(problems[0]!.words).toContain(`${fieldWords(both, ["sections", 0, "drawing"])}: `);
    expect(problems[0]!.words).toContain(`Section 1, ${label("hero")}`);
    expect(problems[0]!.words).toContain("a picture or a drawing, not both");
    const drawn = added("hero", { drawing: [EXAMPLE_DRAWINGS.order] });
    delete (drawn as { picture?: unknown }).picture;
    expect(check(newPage([drawn, added("steps")]))).toEqual([]);
  });

  test("a page with no section holding its h1 is refused, naming the section to add; so is a second, of another type", () => {
    const mainHeading = SECTION_SCHEMAS.filter((type) => type.mainHeading).map((type) => type.name);
    const others = SECTION_SCHEMAS.filter((type) => !type.mainHeading).map((type) => type.name);
    expect(mainHeading).toContain("hero");
    expect(check(newPage([added("text"), added("quote")]))).toEqual([
      { file: NEW_FILE, at: ["sections"], words: `${fieldLabel("sections")}: ${mainHeadingMissing()}` },
    ]);
    expect(mainHeadingMissing()).toContain(`"${label("hero")}"`);
    // Any of them, anywhere on the page, is its one h1.
    for (const type of mainHeading) expect(check(newPage([added("text"), added(type)])).filter((p) => p.at.length === 1)).toEqual([]);
    // A second of another type (while a launch type holding an h1 is left: the Hero may be the only one).
    for (const other of mainHeading.filter((type) => type !== "hero"))
      expect(check(newPage([added("hero"), added("text"), added(other)])).filter((p) => p.at.length <= 2)).toEqual([
        {
          file: NEW_FILE,
          at: ["sections", 2],
          words: `Section 3, ${label(other)}: holds the page's main heading, as section 1 (${label("hero")}) does: a page has one; remove one of them`,
        },
      ]);
    expect(others).toContain("picture");
  });

  test("two sections giving one anchor name the second's Anchor for links", () => {
    const anchor = sectionSchemaOf("steps").anchorSource(added("steps"))?.given;
    expect(anchor).toBeDefined();
    const [problem, ...rest] = check(newPage([added("hero"), added("steps"), added("quote", { anchor })]));
    expect(rest).toEqual([]);
    expect(problem?.at).toEqual(["sections", 2, "anchor"]);
    expect(problem?.words).toBe(
      `Section 3, ${label("quote")}: ${fieldLabel("anchor")}: has the anchor "${anchor}", as section 2 does: an anchor names one section of a page`,
    );
  });

  test("a scroll-to button to an anchor the page lacks names the section, the button and the anchor", () => {
    // The hero as added, its last button made one that scrolls to the steps' example's anchor: a page without the steps lacks it.
    const anchor = sectionSchemaOf("steps").anchorSource(added("steps"))?.given;
    const example = sectionSchemaOf("hero").actions(added("hero"));
    const target = { type: "section", label: example.at(-1)!.label, section: anchor! } as const;
    const hero = added("hero", { buttons: [...example.slice(0, -1), target] });
    const buttons = sectionSchemaOf("hero").actions(hero);
    expect(check(newPage([hero, added("steps")]))).toEqual([]);
    const [problem, ...rest] = check(newPage([hero, added("quote")]));
    expect(rest).toEqual([]);
    expect(problem?.at).toEqual(["sections", 0, "buttons", buttons.indexOf(target), "section"]);
    expect(problem?.words).toMatch(
      new RegExp(`^Section 1, ${escape(label("hero"))}: Buttons ${buttons.indexOf(target) + 1} › Section: the button "${escape(target.label)}" scrolls`),
    );
  });

  test("a Picture and text section with both a picture and a drawing, or neither, is named at the field", () => {
    const example = added("picture-text");
    const withoutPicture = Object.fromEntries(Object.entries(example).filter(([key]) => key !== "picture"));
    const drawing = [{ type: "feed-phone", tilted: true }];
    const words = (section: object) => check(newPage([added("hero"), section])).map((problem) => [problem.at, problem.words]);
    expect(words({ ...withoutPicture, drawing })).toEqual([]);
    expect(words({ ...example, drawing })).toEqual([
      [
        ["sections", 1, "drawing"],
        expect.stringMatching(new RegExp(`^Section 2, ${escape(label("picture-text"))}: Drawing: .*a picture or a drawing, not both`)),
      ],
    ]);
    expect(words(withoutPicture)).toEqual([
      [["sections", 1, "picture"], expect.stringMatching(new RegExp(`^Section 2, ${escape(label("picture-text"))}: Picture: .*a picture or a drawing`))],
    ]);
    expect(words({ ...withoutPicture, drawing: [] })).toHaveLength(1);
  });

  test("a link to a page no file has names the field and the page", () => {
    const cta = added("call-to-action");
    const [first] = sectionSchemaOf("call-to-action").actions(cta);
    const gone = "campaigns-gone";
    // Its one button made a "Go to a page" button, to a page no file has.
    const data = newPage([added("hero"), { ...cta, button: [{ type: "page", label: first!.label, page: gone }] }]);
    const [problem, ...rest] = check(data);
    expect(rest).toEqual([]);
    expect(problem?.at).toEqual(["sections", 1, "button", 0, "page"]);
    expect(problem?.words).toContain(`Section 2, ${label("call-to-action")}: Button 1 › Page: names the page "${gone}", which no page file has`);
  });

  test("a Markdown link to a path no page has names the field", () => {
    const data = newPage([added("hero"), added("text", { body: "See [the appeal](/campaigns/gone)." })]);
    expect(check(data).map((p) => [p.at, p.words])).toEqual([
      [
        ["sections", 1, "body"],
        `Section 2, ${label("text")}: Body: links to "/campaigns/gone", which no page has as its path (lib/content/pages/ has ${[...Object.values(PAGE_PATHS), "/campaigns/check"].join(", ")})`,
      ],
    ]);
  });

  test("a claim the claims file lacks is named with the field", () => {
    const stats = PAGE_FILES.flatMap(({ data }) => (data as { sections: { type: string }[] }).sections).find((s) => s.type === "numbers")!;
    const first = (stats as unknown as { figures: { claim: string }[] }).figures;
    const edited = { ...stats, figures: first.map((stat, i) => (i === 0 ? { ...stat, claim: "noSuchClaim" } : stat)) };
    const problems = check(newPage([added("hero"), edited]));
    const [problem, ...rest] = problems;
    expect(rest).toEqual([]);
    expect(problem?.at).toEqual(["sections", 1, "figures", 0, "claim"]);
    expect(problem?.words).toMatch(new RegExp(`^Section 2, ${escape(label("numbers"))}: Figures 1 › Claim: names the claim "noSuchClaim"`));
  });

  test("a description within its rule as written but too long once its figures are filled in", () => {
    const [slot, value] = Object.entries(FIGURE_VALUES).sort(([, a], [, b]) => b.length - a.length)[0]!;
    const { max } = SNIPPET_LIMITS.description;
    const description = `${"a".repeat(max + 1 - value.length)}{${slot}}`;
    expect(description.length).toBeLessThanOrEqual(max + 20);
    const [problem, ...rest] = check(newPage(homeData.sections as object[], { description }));
    expect(rest).toEqual([]);
    expect(problem).toEqual({
      file: NEW_FILE,
      at: ["description"],
      words: `${fieldLabel("description")}: ${descriptionProblem(`${"a".repeat(max + 1 - value.length)}${value}`)}`,
    });
    expect(problem?.words).toContain(`is ${max + 1} characters`);
  });

  test("a character the site's font lacks names the field and the character", () => {
    const letter = "Ω";
    expect(outsideFont(letter)).toEqual([letter]);
    const label = `${String(homeData.label).slice(0, 30)}${letter}`;
    expect(check(newPage(homeData.sections as object[], { label })).map((p) => p.words)).toEqual([`${fieldLabel("label")}: ${outsideFontMessage(label)}`]);
  });

  test("invisible characters copied with text from the preview are refused in any string, naming the field and each character", () => {
    // What the preview's click-to-edit ends a string with (decap-cms-core lib/stega.js), a lone zero-width space, and a
    // code sample's title (drawn in the monospace face: no font rule) and the page's path (no font rule either).
    const marks = vercelStegaEncode({ decap: "sections.0.headline.0" });
    expect(invisibleCharacters(marks).length).toBeGreaterThan(0);
    const hero = added("hero");
    const { headline } = hero as unknown as { headline: string };
    const samples = added("code-samples") as unknown as { samples: { title: string }[] };
    const data = newPage([
      { ...hero, headline: `${headline}${marks}` },
      added("steps"),
      { ...samples, samples: samples.samples.map((sample, i) => (i === 0 ? { ...sample, title: `${sample.title}\u200B` } : sample)) },
    ]);
    const words = check(data).map((p) => p.words);
    expect(words).toEqual([
      `${fieldWords(data, ["sections", 0, "headline"])}: ${invisibleMessage(`${headline}${marks}`)}`,
      `${fieldWords(data, ["sections", 2, "samples", 0, "title"])}: ${invisibleMessage(`${samples.samples[0]!.title}\u200B`)}`,
    ]);
    expect(words[0]).toContain("Section 1");
    expect(words[1]).toContain("U+200B");
  });

  test("a zero-width joiner inside an emoji is no invisible mark; one between letters is", () => {
    expect(invisibleCharacters("👩\u200D💻 and 👍🏽")).toEqual([]);
    expect(invisibleCharacters("Dro\u200Dps")).toEqual(["U+200D"]);
    expect(withoutInvisible("👩\u200D💻 Dro\u200Dps\u200B")).toBe("👩\u200D💻 Drops");
  });

  test("a path another page has names that page; the page keeping its own path, or renaming it, is fine", () => {
    const [other, otherPath] = Object.entries(PAGE_PATHS).find(([name]) => name !== "home")!;
    expect(check(newPage(homeData.sections as object[], { path: otherPath })).map((p) => [p.at, p.words])).toEqual([
      [["path"], `${fieldLabel("path")}: ${otherPath} is already the path of the page ${other} (lib/content/pages/${other}.json); each page needs its own`],
    ]);
    expect(check(homeData, { file: home.file })).toEqual([]);
    expect(check({ ...homeData, path: "/welcome" }, { file: home.file })).toEqual([]);
  });
});

describe("fieldWords", () => {
  test("say a field as the editor labels it, never a JSON path", () => {
    const data = newPage([added("quote"), added("steps")]);
    expect(fieldWords(data, ["sections", 1, "steps", 0, "title"])).toBe(`Section 2, ${label("steps")}: Steps 1 › Title`);
    expect(fieldWords(data, ["sections", 0])).toBe(`Section 1, ${label("quote")}`);
    expect(fieldWords(data, ["showInFooter"])).toBe(fieldLabel("showInFooter"));
    expect(fieldWords(data, [])).toBe("The page");
  });
});

function escape(words: string) {
  return words.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
