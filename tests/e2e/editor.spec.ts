import { PAGE_PATHS, SECTION_CONTEXT, SECTION_FILES, pagePath, sectionOf, sectionsOf } from "@/lib/content/load";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { expect, test as base, type Locator, type Page } from "@playwright/test";
import { vercelStegaDecode, vercelStegaSplit } from "@vercel/stega";
import { CONTENT_FILES, CONTENT_GROUPS, PAGE_FILES, SHARED_FILES } from "@/lib/content/shared-files";
import { exampleFieldsOf, launchCopyOf } from "@/lib/content/example-words";
import { contentProblems } from "@/lib/content/schema";
import { stringsAt, stringsIn } from "@/lib/content/json-strings.mjs";
import { markdownPlainText } from "@/lib/content/markdown";
import { samplePageFiles } from "@/lib/content/sample-pages";
import { LAUNCH_PAGES, PAGES_DIR, pageNameOf, pageRoutes, readPageFiles, routeSlug } from "@/lib/content/page-files.mjs";
import { references } from "@/lib/content/references";
import { PAGE_PICKER_LABEL, sharedFilesShownBy } from "@/lib/content/shared-reads";
import { DROPLIST_INLINE_FORM } from "@/lib/content/droplist";
import { copyField, editorConfig, fieldLabel, type EditorField } from "@/lib/content/editor-config";
import { outsideFontMessage } from "@/lib/content/font-coverage";
import { invisibleMessage } from "@/lib/content/invisible-characters";
import { FIGURE_VALUES } from "@/lib/content/figures";
import { FIGURES_FILE as figures } from "@/lib/content/island-files/figures";
import { PARTNER_DIALOG } from "@/lib/content/partner-enquiry";
import { SECTION_GALLERY_PATH, mainHeadingMissing, pageSchema } from "@/lib/content/page.schema";
import { SECTION_SCHEMAS, linkableAnchors, sectionSchemaOf } from "@/lib/sections/schemas";
import { action } from "@/lib/sections/shared/action";
import { fillSlots } from "@/lib/template";
import { KNOWN_PAGES_KEY } from "@/components/editor/save-checks";
import { SECTION_CHOICE } from "@/components/editor/page-link-control";
import { formerPathsOf, lostPaths, pageRedirects, retiredTargetOf } from "@/lib/content/redirects.mjs";
import { SAVE_REFUSED } from "@/components/editor/save-notice";
import { PAGE_HISTORY, STATUS_WORDS } from "@/components/editor/page-history-words";
import { HEAD_BYTES, PICTURE_ACCEPT, uploadProblems } from "@/components/editor/upload-checks";
import { PICTURES_FOLDER, PICTURES_PUBLIC_FOLDER, PICTURE_TYPES } from "@/lib/editor-media.mjs";
import { fieldWords, linkedProblems, pageEntryWords, pageLinksIn, pageProblems } from "@/lib/content/page-problems";
import { CHECKED_SITE_PAGES } from "./checked-pages";
import { backendPort, carryBackend, guard, logIn, openEntry, save, startEditorBackend, unfoldSections, type EditorBackend } from "./editor-backend";

const HOME_HERO = sectionOf("/", "hero");
const BRANDS_HERO = sectionOf(pagePath("brands"), "hero");
/** The brands page's example campaign sections, if it has one (a marketer may remove it). */
const BRANDS_FUND_DROPS = sectionsOf(pagePath("brands"), "picture-text").filter((section) => section.drawing?.[0]?.type === "campaign-card");

/**
 * The whole editing loop, offline: the editor at /admin/ on the served export,
 * its local backend (decap-server in git mode) pointed at a temporary clone of
 * this repository (never the working tree: it checks branches out). A save
 * must become a cms/... branch whose file passes its schema, with main
 * untouched; an edit the schema would refuse is refused in the editor, with a
 * visible message, and never reaches a branch. No CSP violation on the way.
 *
 * Two sets of tests, each on a clone and in an editor of its own, side by side on Playwright's two workers: the
 * tests that save (editorGroup "writes", below), in the order written, the first finding no branch but its own and
 * the last publishing to main; and all the others (the default, "reads"), which leave the clone as they found it.
 */

const ROOT = path.resolve(__dirname, "../..");

/** The clone of this worker's set of tests (the editor fixture's). */
let backend: EditorBackend;
let mainAtStart = "";
const git = (...args: string[]) => backend.git(...args);
const branches = () => backend.branches();
const fileOn = (ref: string, file: string) => backend.fileOn(ref, file);
const readOn = (ref: string, file: string) => backend.readOn(ref, file);

/**
 * For each set of tests (editorGroup, a worker option: the two sets never share a worker), a clone with its
 * decap-server on the worker's own port (backendPort), and one logged-in editor, kept from test to test as a marketer
 * keeps the tab: each test opens its entry by the address's hash (openEntry), not by a new load of the editor, whose
 * start (Decap's script, its config's parse and check) took 5 to 10 s a load on this machine. A test that needs a
 * fresh load says so and makes one. Worker-scoped: a worker started again after a failure makes its own of both.
 * Decap's questions are answered as a marketer would: yes to leaving unsaved changes, deleting and publishing, and no
 * to a local backup of unsaved changes (a test never wants another's).
 */
/** Unfolds the innermost list item holding a "Go to a page" button (by its kind's title), which opens folded. */
async function unfoldPageLink(page: Page) {
  const pageKind = action()
    .options.find((kind) => kind.shape.type.value === "page")!
    .meta()!.title!;
  await page
    .getByLabel("list field")
    .filter({ has: page.getByText(pageKind, { exact: true }) })
    .last()
    .getByRole("button", { name: "Expand" })
    .first()
    .click({ timeout: 60_000 });
}

const test = base.extend<object, { editorGroup: "reads" | "writes"; editorPage: Page }>({
  editorGroup: ["reads", { scope: "worker", option: true }],
  editorPage: [
    async ({ browser, editorGroup }, use, workerInfo) => {
      const port = backendPort(workerInfo.parallelIndex);
      backend = await startEditorBackend(port, editorGroup);
      mainAtStart = backend.mainAtStart;
      const { baseURL, viewport } = workerInfo.project.use;
      const context = await browser.newContext({ baseURL, viewport });
      const page = await context.newPage();
      page.on("dialog", (dialog) => void (/backup/i.test(dialog.message()) ? dialog.dismiss() : dialog.accept()));
      await carryBackend(page, port);
      await use(page);
      await context.close();
      await backend.stop();
    },
    { scope: "worker", timeout: 60_000 },
  ],
  page: async ({ editorPage }, use) => use(editorPage),
  context: async ({ editorPage }, use) => use(editorPage.context()),
});

/** The tests that save, on a clone of their own (a worker of their own): in the order written (the file's mode, below). */
const testThatSaves = test.extend<object, { editorGroup: "reads" | "writes" }>({ editorGroup: ["writes", { scope: "worker" }] });

// Each set in the order written, in a worker of its own: the sets side by side, not each test apart (whose worker
// would start a clone and an editor of its own, 10 to 20 s each).
test.describe.configure({ mode: "default" });

// The previews find no draft (the tests that save run on a clone of their own): the built page is what the editor opens.

/**
 * The texts of the h1 and h2 headings in a part of a page, in order, by role (hidden ones too: the pane is narrower
 * than the page). In the editor's pane, its words carry click-to-edit's invisible marks (Decap's visualEditing): read
 * without them, so the preview is held to the built page with the marks in place; `marked` counts the headings with.
 */
async function headings(scope: Locator) {
  const raw = (level: number) => scope.getByRole("heading", { level, includeHidden: true }).evaluateAll((els) => els.map((el) => el.textContent ?? ""));
  const texts = async (level: number) => (await raw(level)).map((text) => vercelStegaSplit(text).cleaned.replace(/\s+/g, " ").trim());
  return { h1: await texts(1), h2: await texts(2) };
}
const markedHeadings = async (scope: Locator) =>
  (await scope.getByRole("heading", { includeHidden: true }).allTextContents()).filter((t) => vercelStegaDecode(t)).length;

// A test a page file: the launch pages and the pages this branch changes (checked-pages.ts), each in the one logged-in editor.
// The section types on no launch page are drawn by the site's own views in the editor's gallery (section-gallery.spec.ts).
test.describe("a page file previews as the site draws it: the pane has the built page's h1 and h2 headings", () => {
  for (const { file, path: route } of CHECKED_SITE_PAGES) {
    test(`${path.basename(file)} (${route})`, async ({ page: editor, context, baseURL }) => {
      test.setTimeout(90_000);
      const problems = guard(editor, baseURL!);
      const built = await context.newPage();
      await built.goto(route);
      const expected = await headings(built.locator("main"));
      expect(expected.h1).toHaveLength(1);
      await built.close();
      await openEntry(editor, `pages/entries/${path.basename(file, ".json")}`);
      const pane = editor.frameLocator("#preview-pane").locator("main");
      await expect.poll(() => headings(pane), { timeout: 60_000 }).toEqual(expected);
      // Drawn from the marked values (the page's h1 is a field's, and marked).
      expect(await markedHeadings(pane)).toBeGreaterThan(0);
      expect(problems).toEqual([]);
    });
  }
});

test("every shared file that pages show previews with the site's components that show it", async ({ page, context, baseURL }) => {
  test.setTimeout(180_000);
  const problems = guard(page, baseURL!);
  const built = await context.newPage();
  const pane = page.frameLocator("#preview-pane");
  const open = (entry: string) => openEntry(page, `shared/entries/${entry}`);

  await test.step("the 404: its page, as the export answers an address it does not have", async () => {
    await built.goto("/no-page-has-this-address");
    const expected = await headings(built.locator("body"));
    expect(expected.h1).toHaveLength(1);
    await open("not-found");
    await expect.poll(() => headings(pane.locator("body")), { timeout: 60_000 }).toEqual(expected);
  });

  await test.step("the header and footer: the site's own", async () => {
    await built.goto("/");
    const expected = await headings(built.getByRole("contentinfo"));
    const home = await built.getByRole("banner").getByRole("link").first().getAttribute("aria-label");
    await open("layout");
    await expect.poll(() => headings(pane.getByRole("contentinfo")), { timeout: 60_000 }).toEqual(expected);
    await expect(pane.getByRole("banner").getByRole("link", { name: home! })).toBeVisible();
  });

  await test.step("the Droplist: the footer's form and the window's", async () => {
    await open("droplist");
    // The footer's form, a landmark by its name; the window's, whose dialog names it on the site: both email fields.
    await expect(pane.getByRole("form", { name: DROPLIST_INLINE_FORM.formLabel })).toHaveCount(1, { timeout: 60_000 });
    await expect(pane.getByRole("textbox", { name: DROPLIST_INLINE_FORM.emailLabel })).toHaveCount(2);
  });

  await test.step("the partner enquiry: the dialog's form, for brands and for charities", async () => {
    await open("partner-enquiry");
    for (const copy of Object.values(PARTNER_DIALOG)) await expect(pane.getByRole("form", { name: copy.title })).toBeVisible({ timeout: 60_000 });
  });

  await test.step("the figures: the pages again, with the figure being edited in their words", async () => {
    // A line a page shows (in a section: not its title or description) that quotes the figure, and no slot an island fills.
    const quotes = (text: string) => text.includes("{freeDropsDaily}") && [...text.matchAll(/\{(\w+)\}/g)].every(([, slot]) => slot! in FIGURE_VALUES);
    const files = readPageFiles(ROOT);
    const holder = files.find((file) => [...stringsIn((file.data as { sections?: unknown }).sections)].some(quotes));
    const line = holder && [...stringsIn((holder.data as { sections?: unknown }).sections)].find(quotes);
    expect(line).toBeDefined();
    const edited = String(figures.freeDropsDaily + 7);
    await open("figures");
    const field = page.getByLabel(fieldLabel("freeDropsDaily"), { exact: true });
    await expect(field).toHaveValue(String(figures.freeDropsDaily), { timeout: 60_000 });
    // One page is drawn at a time: where several show the figures, the page holding the line is picked.
    if (files.filter((file) => sharedFilesShownBy(file.data).has("figures")).length > 1) {
      const { label, path: at } = holder!.data as { label: string; path: string };
      await pane.getByRole("combobox", { name: new RegExp(`^${PAGE_PICKER_LABEL}`) }).selectOption({ label: `${label} (${at})` });
    }
    await expect(pane.locator("body")).toContainText(fillSlots(line!, FIGURE_VALUES));
    await field.fill(edited);
    await expect(pane.locator("body")).toContainText(fillSlots(line!, { ...FIGURE_VALUES, freeDropsDaily: edited }));
  });
  await built.close();
  expect(problems).toEqual([]);
});

/** The home page's file, as the repository holds it, and its hero section. */
const HOME_FILE = "lib/content/pages/home.json";
const heroOf = (page: { sections: { type: string }[] }) => page.sections.find((section) => section.type === "hero") as unknown as typeof HOME_HERO;

testThatSaves("a saved edit becomes a cms/ branch whose file passes its schema; main is untouched", async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  const problems = guard(page, baseURL!);
  await openEntry(page, "pages/entries/home");

  const text = fileOn("main", HOME_FILE);
  const before = JSON.parse(text);
  // The page's own headline (its social card's) comes first; the hero's two lines next.
  await unfoldSections(page);
  const headline = page.getByLabel("Headline", { exact: true }).nth(1);
  await expect(headline).toHaveValue(heroOf(before).headline, { timeout: 60_000 });

  await headline.fill("Giving that");
  // The preview pane shows the new words in the site's own markup and stylesheet.
  const preview = page.frameLocator("#preview-pane");
  await expect(preview.getByRole("heading", { level: 1 })).toContainText("Giving that");
  // In the site's own display face, not a fallback.
  await expect(preview.getByRole("heading", { level: 1 })).toHaveCSS("font-family", /^"Archivo Accents", archivo,/);
  // Figures in place of their {slots}, as the page shows them.
  await expect(preview.locator("body")).toContainText(HOME_HERO.intro);
  await expect(preview.locator("body")).not.toContainText(/\{\w+\}/);
  await save(page);

  // The backend makes the branch, then commits to it.
  const headlineOnBranch = () => (branches().includes("cms/pages/home") ? heroOf(JSON.parse(fileOn("cms/pages/home", HOME_FILE))).headline : undefined);
  await expect.poll(headlineOnBranch, { timeout: 30_000 }).toBe("Giving that");
  // A first save opens the entry again, as the draft it now is (Decap's Editor, handlePersistEntry), its sections
  // folded: the test ends once the editor has, not while that load is on its way (it would redraw the next test's
  // entry, the same page, under it).
  await expect(page.getByRole("button", { name: "Status: Draft", exact: true })).toBeVisible();
  await expect.poll(async () => (await headline.count()) === 1 && !(await headline.isVisible()), { timeout: 30_000 }).toBe(true);
  expect(branches()).toEqual(["cms/pages/home"]);
  const data = JSON.parse(fileOn("cms/pages/home", HOME_FILE));
  const home = CONTENT_FILES.find((f) => f.file === HOME_FILE)!;
  expect(contentProblems(home.file, home.schema, data)).toEqual([]);
  // Written as the repository writes it: the save changed one line and nothing else.
  const changed = git("diff", "--unified=0", "main", "cms/pages/home", "--", HOME_FILE)
    .split("\n")
    .filter((line) => /^[-+](?![-+])/.test(line));
  const old = text.split("\n").find((line) => line.trim() === `"headline": ${JSON.stringify(heroOf(before).headline)},`)!;
  expect(changed).toEqual([`-${old}`, `+${old.replace(JSON.stringify(heroOf(before).headline), JSON.stringify("Giving that"))}`]);
  expect(git("diff", "--name-only", "main", "cms/pages/home")).toBe(HOME_FILE);

  expect(git("rev-parse", "main")).toBe(mainAtStart);
  expect(fileOn("main", HOME_FILE)).toBe(text);
  expect(problems).toEqual([]);
});

test("a page previews with its figures in place of their {slots}, and no id a marketer cannot reach", async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  const problems = guard(page, baseURL!);
  await openEntry(page, "pages/entries/brands");
  const preview = page.frameLocator("#preview-pane").locator("body");
  await expect(preview).toContainText(BRANDS_HERO.intro, { timeout: 60_000 });
  await expect(preview).not.toContainText(/\{\w+\}/);
  await expect(preview).not.toContainText("No preview for widget");
  for (const { anchor } of BRANDS_FUND_DROPS) if (anchor) await expect(preview).not.toContainText(anchor);
  expect(problems).toEqual([]);
});

test("a field that shows a claim offers every claim by name, and the preview shows the figure of the one picked", async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  const problems = guard(page, baseURL!);
  const [stats] = sectionsOf(pagePath("donation-api-charities"), "numbers");
  test.skip(!stats, "the page has no numbers section (removed in the editor)");
  // A claim the band does not show yet, with a figure of its own.
  const shown = new Set(stats!.figures.map((figure) => SECTION_CONTEXT.claims[figure.claim]));
  const other = Object.keys(SECTION_CONTEXT.claims).find((name) => !shown.has(SECTION_CONTEXT.claims[name]));
  expect(other).toBeDefined();
  await openEntry(page, "pages/entries/donation-api-charities");
  const band = page.frameLocator("#preview-pane").getByRole("region", { name: stats!.heading });
  await expect(band).toBeVisible({ timeout: 60_000 });
  await unfoldSections(page);
  // Decap's relation widget: a combobox searching the names in the claims file's list (it draws only the options in view).
  const field = page.getByRole("combobox", { name: fieldLabel("claim"), exact: true }).first();
  await field.click({ timeout: 60_000 });
  for (const name of Object.keys(SECTION_CONTEXT.claims)) {
    await field.fill(name);
    await expect(page.getByRole("option", { name, exact: true })).toBeVisible();
  }
  // The list is drawn again as its search answers (the relation widget loads options asynchronously): a click can
  // land on whatever option is drawn where the wanted one was a moment before. A marketer picks, looks, picks again:
  // so does the test, until the band shows the picked claim's figure.
  await expect(async () => {
    await field.fill(other!);
    await page.getByRole("option", { name: other!, exact: true }).click({ timeout: 5_000 });
    await expect(band.getByText(markedOrNot(SECTION_CONTEXT.claims[other!]!))).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 30_000 });
  expect(problems).toEqual([]);
});

/** Exactly `text`, or `text` and click-to-edit's invisible marks after it (./click-to-edit.ts): a figure as the preview draws it. */
const markedOrNot = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}[\u200B-\u200D\uFEFF]*$`);

/**
 * Opens the entry of `file`, types `bad` into a field and saves: the editor must show its
 * rule's message and refuse the save, so the entry's cms/ branch (if any) and main keep what
 * they had, and the field still holds what was typed, with no CSP violation on the way.
 */
async function expectRefused(
  page: Page,
  baseURL: string,
  o: { file: string; entry: string; field: (page: Page) => Locator; bad: string; message: (page: Page) => Locator; unfold?: boolean },
) {
  test.setTimeout(120_000);
  const problems = guard(page, baseURL);
  const branch = `cms/${o.entry.replace("/entries/", "/")}`;
  const onBranch = () => (branches().includes(branch) ? fileOn(branch, o.file) : undefined);
  await openEntry(page, o.entry);
  if (o.unfold) await unfoldSections(page);
  const field = o.field(page);
  await expect(field).toHaveValue(/.+/, { timeout: 60_000 });
  const before = onBranch();

  await field.fill(o.bad);
  await save(page);
  await expect(o.message(page)).toBeVisible();
  await expect(field).toHaveValue(o.bad);

  expect(onBranch()).toBe(before);
  expect(git("rev-parse", "main")).toBe(mainAtStart);
  expect(problems).toEqual([]);
}

/** Words the test types, each with a letter the site's font lacks (Ω): the test's own, not a marketer's. */
const FONT_REFUSED = "Zoë in Łódź gives €5 a month 👍 and reads the Ωmega newsletter about giving to charity each week.";
const FONT_REFUSED_SHORT = "Ωmega 👍";
/** The site's file as the editor lists it, in its words before Save (lib/content/editor-config.ts fontFiles). */
const SHARED_SITE = (() => {
  const group = CONTENT_GROUPS.find((g) => g.files.some((f) => f.file === SHARED_FILES.site.file))!;
  return `${group.label}, ${SHARED_FILES.site.label} (${SHARED_FILES.site.file})`;
})();
/**
 * The home page as built, and its hero's headline, the field the tests type into: in the form it is the second field
 * labelled Headline (the page's own, for its social card, comes first), wherever a marketer has put the hero.
 */
const HOME_DATA = readPageFiles().find((p) => p.file === HOME_FILE)!.data as { sections: { type: string }[] };
const HERO_HEADLINE = ["sections", HOME_DATA.sections.findIndex((section) => section.type === "hero"), "headline"];
const heroHeadlineField = (p: Page) => p.getByLabel(fieldLabel("headline"), { exact: true }).nth(1);

/** The site's description in Shared → Site: one field, two rules it can break. */
const SITE_DESCRIPTION = { file: SHARED_FILES.site.file, entry: "shared/entries/site", field: (p: Page) => p.getByLabel("Description", { exact: true }) };

const REFUSED: [title: string, refused: Parameters<typeof expectRefused>[2]][] = [
  [
    "an empty required field is refused with a message, and the branch does not get it",
    {
      file: HOME_FILE,
      entry: "pages/entries/home",
      unfold: true,
      field: heroHeadlineField,
      bad: "",
      message: (p) => p.getByText(`${fieldLabel("headline")} is required.`),
    },
  ],
  [
    "a 200-character description is refused with its rule, and no branch gets it",
    { ...SITE_DESCRIPTION, bad: "A".repeat(200), message: (p) => p.getByText("Between 70 and 160 characters.") },
  ],
  [
    "a letter the site's font lacks (Ω) in a shared file is refused naming the file, the field and the letter, and no branch gets it",
    // Long enough for the field's length rule: only the letter breaks a rule.
    {
      ...SITE_DESCRIPTION,
      bad: FONT_REFUSED,
      message: (p) =>
        p
          .getByRole("alert", { name: SAVE_REFUSED.saveFile })
          .getByRole("listitem")
          .filter({ hasText: `${SHARED_SITE}: ${fieldLabel("description")}: ${outsideFontMessage(FONT_REFUSED)}` }),
    },
  ],
  [
    "a letter the site's font lacks (Ω) in a page is refused naming the section, the field and the letter, and no branch gets it",
    {
      file: HOME_FILE,
      entry: "pages/entries/home",
      unfold: true,
      field: heroHeadlineField,
      bad: FONT_REFUSED_SHORT,
      message: (p) =>
        p
          .getByRole("alert", { name: SAVE_REFUSED.save })
          .getByRole("listitem")
          .filter({ hasText: `${fieldWords(HOME_DATA, HERO_HEADLINE)}: ${outsideFontMessage(FONT_REFUSED_SHORT)}` }),
    },
  ],
  [
    "a zero-width character pasted into a page's field (as text copied from the preview carries) is refused on Save, naming the section, the field and the character",
    {
      file: HOME_FILE,
      entry: "pages/entries/home",
      unfold: true,
      field: heroHeadlineField,
      bad: `${heroOf(HOME_DATA).headline}\u200B`,
      message: (p) =>
        p
          .getByRole("alert", { name: SAVE_REFUSED.save })
          .getByRole("listitem")
          .filter({ hasText: `${fieldWords(HOME_DATA, HERO_HEADLINE)}: ${invisibleMessage(`${heroOf(HOME_DATA).headline}\u200B`)}` }),
    },
  ],
];

// The home page's on the clone of the tests that save, after the saved edit above: the draft it made keeps what it had.
for (const [title, refused] of REFUSED)
  (refused.file === HOME_FILE ? testThatSaves : test)(title, ({ page, baseURL }) => expectRefused(page, baseURL!, refused));

test("a page at an address the site keeps (/admin/promo) is refused with the reason, and no branch gets it", async ({ page, baseURL }) => {
  const brands = pageRoutes().find((route) => route.path === pagePath("brands"))!;
  // The editor's message for the rule is the field's own description of it, naming the addresses it keeps.
  const pages = editorConfig({ origin: baseURL!, repo: "owner/drops-site" }).collections.find((c) => c.name === "pages");
  const rule = pages && "fields" in pages ? pages.fields?.find((f) => f.name === "path")?.pattern?.[1] : undefined;
  if (!rule) throw new Error("the Pages collection has no pattern on its path field");
  await expectRefused(page, baseURL!, {
    file: brands.file,
    entry: `pages/entries/${path.basename(brands.file, ".json")}`,
    field: (p) => p.getByLabel(fieldLabel("path"), { exact: true }),
    bad: "/admin/promo",
    message: (p) => p.getByRole("listitem").filter({ hasText: rule }),
  });
});

test("the sections' hint links to the gallery, and a section added starts as its type's example", async ({ page, context, baseURL }) => {
  test.setTimeout(120_000);
  const problems = guard(page, baseURL!);
  await openEntry(page, "pages/entries/home");

  const link = page.getByRole("link", { name: "section gallery" });
  await expect(link).toHaveAttribute("href", SECTION_GALLERY_PATH, { timeout: 60_000 });
  const opened = context.waitForEvent("page");
  await link.click();
  const gallery = await opened;
  await expect(gallery.getByRole("navigation", { name: "Section types" })).toBeVisible();
  await expect(gallery.locator("article[data-section-type]")).toHaveCount(SECTION_SCHEMAS.length);
  await gallery.close();

  const type = sectionSchemaOf("call-to-action");
  const title = "title" in type.example && typeof type.example.title === "string" ? type.example.title : undefined;
  if (!title) throw new Error("the call-to-action example has no title");
  await page.getByRole("button", { name: `Add ${fieldLabel("sections")}` }).click();
  await page.getByRole("menuitem", { name: type.label, exact: true }).click();
  await expect(page.getByLabel(fieldLabel("title"), { exact: true }).last()).toHaveValue(title);
  await expect(page.frameLocator("#preview-pane").getByRole("heading", { name: title })).toBeVisible({ timeout: 60_000 });
  expect(problems).toEqual([]);
});

/**
 * What the build would refuse, the editor refuses on Save (components/editor/save-checks.ts), as a
 * marketer meets it: a new page with two sections giving one anchor, and no section holding its h1,
 * is not saved, and the editor lists the problems naming the section and the field as it labels
 * them; with the field fixed and a Hero added, the same Save goes through.
 */
testThatSaves("Save refuses a page the build would refuse, naming section and field; fixed, it saves", async ({ page, baseURL }) => {
  test.setTimeout(180_000);
  const problems = guard(page, baseURL!);
  // The words of a page made here: the test's own, not a marketer's.
  const made = { path: "/campaigns/check-test", title: "A page the editor checks", label: "Check test page", headline: "A page checked before Save" };
  const description = "A page made by the editor test with two sections giving one anchor and no hero, which Save refuses until fixed.";
  const name = routeSlug(made.path);
  const file = `lib/content/pages/${name}.json`;
  const steps = sectionSchemaOf("steps");

  await openEntry(page, "pages/new");
  await page.getByLabel(fieldLabel("path"), { exact: true }).fill(made.path, { timeout: 60_000 });
  await page.getByLabel(fieldLabel("title"), { exact: true }).fill(made.title);
  await page.getByLabel(fieldLabel("description"), { exact: true }).fill(description);
  await page.getByLabel(fieldLabel("label"), { exact: true }).fill(made.label);
  await page.getByLabel(fieldLabel("headline"), { exact: true }).first().fill(made.headline);
  // Two Steps sections, each added as its example, which gives an anchor: the same one twice.
  for (let i = 0; i < 2; i++) {
    await page.getByRole("button", { name: `Add ${fieldLabel("sections")}` }).click();
    await page.getByRole("menuitem", { name: steps.label, exact: true }).click();
  }
  await save(page);

  // What the build's check says of that page: the editor lists the same words.
  const typed = { ...made, description, showInFooter: true, sections: [steps.example, steps.example] };
  const expected = pageProblems({ file, data: typed, pagePaths: PAGE_PATHS, claims: SECTION_FILES.claims.claims.map((c) => c.name), figures: FIGURE_VALUES });
  expect(expected.map((p) => p.at)).toEqual([["sections"], ["sections", 1, "anchor"]]);
  expect(expected[0]!.words).toBe(`${fieldLabel("sections")}: ${mainHeadingMissing()}`);
  expect(expected[1]!.words).toMatch(new RegExp(`^Section 2, ${steps.label}: ${fieldLabel("anchor")}: `));
  const notice = page.getByRole("alert", { name: SAVE_REFUSED.save });
  await expect(notice.getByRole("listitem")).toHaveText(
    expected.map((p) => p.words),
    { timeout: 30_000 },
  );
  expect(branches().filter((branch) => branch.endsWith(`/${name}`))).toEqual([]);

  // Fixed as the messages say: the second section gives no anchor of its own (its heading makes one),
  // and a Hero is added. An optional field: Decap labels it "Anchor for links (optional)".
  await page
    .getByLabel(`${fieldLabel("anchor")} (optional)`, { exact: true })
    .nth(1)
    .fill("");
  await addSection(page, "hero");
  await save(page);
  // The build would take it now; its sections still hold their examples' words, which the editor warns of, naming
  // each field as the page check does (lib/content/example-words.ts). The same Save again keeps them.
  const fixed = { ...typed, sections: [steps.example, { ...steps.example, anchor: "" }, sectionSchemaOf("hero").example] };
  const examples = exampleFieldsOf(fixed, LAUNCH_COPY).map((field) => field.words);
  expect(examples).toContain(fieldWords(fixed, ["sections", 2, "headline"]));
  const warning = page.getByRole("alert", { name: SAVE_REFUSED.examples });
  await expect(warning.getByRole("listitem")).toHaveText(examples, { timeout: 30_000 });
  expect(branches().filter((branch) => branch.endsWith(`/${name}`))).toEqual([]);
  await save(page);
  await expect(page).toHaveURL(new RegExp(`/collections/pages/entries/${name}$`), { timeout: 60_000 });
  await expect(notice).toHaveCount(0);
  await expect(warning).toHaveCount(0);
  await expect.poll(() => readOn(`cms/pages/${name}`, file), { timeout: 60_000 }).toBeDefined();
  expect(contentProblems(file, pageSchema, JSON.parse(fileOn(`cms/pages/${name}`, file)))).toEqual([]);
  expect(git("rev-parse", "main")).toBe(mainAtStart);
  expect(problems).toEqual([]);
});

/** A picture made here, in a temporary folder (a plain blue JPEG, 96 × 64, no photo of anyone): its path, name and bytes. */
async function madePicture(name: string) {
  const file = path.join(mkdtempSync(path.join(tmpdir(), "drops-upload-")), name);
  await sharp({ create: { width: 96, height: 64, channels: 3, background: { r: 24, g: 110, b: 180 } } })
    .jpeg({ quality: 80 })
    .toFile(file);
  return { file, name, bytes: readFileSync(file) };
}

/** A file that is not a picture, under a picture's name: its path, name and bytes. */
function madeFile(name: string, text: string) {
  const file = path.join(mkdtempSync(path.join(tmpdir(), "drops-upload-")), name);
  writeFileSync(file, text);
  return { file, name, bytes: readFileSync(file) };
}

/** What upload-checks.ts says of a file, from its name, size and first bytes, as the editor reads them before Save. */
const refusalOf = (made: { name: string; bytes: Buffer }) =>
  uploadProblems({ name: made.name, size: made.bytes.length, head: new Uint8Array(made.bytes.subarray(0, HEAD_BYTES)) });

/** The media library Decap opens from a picture field: a modal dialog. */
const mediaLibrary = (page: Page) => page.getByRole("dialog");

/** Decap's own label on a picture field's button (decap-cms-locales, en: editorWidgets.image.choose and chooseDifferent), not the site's words. */
const DECAP_IMAGE_LABELS = { choose: "Choose an image", chooseDifferent: "Choose different image" };
const DECAP_IMAGE_BUTTON = new RegExp(`^(?:${Object.values(DECAP_IMAGE_LABELS).join("|")})$`);

/**
 * Uploads a file as a marketer does: the picture field's button opens Decap's media library,
 * whose Upload button is a file input; the upload is then the library's selection, which
 * "Choose selected" puts in the field.
 */
async function uploadInto(page: Page, field: Locator, made: { file: string; name: string }) {
  await field.getByRole("button", { name: DECAP_IMAGE_BUTTON }).click();
  const library = mediaLibrary(page);
  await library.locator('input[type="file"]').setInputFiles(made.file);
  // Uploaded, the file is the library's selection (Decap selects the newest), shown as a draft until Save.
  await expect(library.getByText(made.name, { exact: true })).toBeVisible();
  await library.getByRole("button", { name: "Choose selected" }).click();
  await expect(library).toHaveCount(0);
}

/**
 * A picture field, by its label: Decap's image widget, which names itself "image field". Decap adds " (optional)" to
 * the label of an optional one (the Hero's and Picture and text's, each of which may show a drawing instead).
 */
const pictureField = (page: Page, label: string) =>
  page.getByLabel("image field").filter({ has: page.getByText(label, { exact: true }).or(page.getByText(`${label} (optional)`, { exact: true })) });

/**
 * A picture field's thumbnail (Decap's own, beside the field) has loaded the picture itself, at its
 * size (not Decap's empty stand-in drawn while it loads, nor a broken image): the file as the editor
 * holds it (a blob: URL of the backend's copy), never asked of the site at /media/<file>, which the
 * site does not serve (components/editor/picture-control.tsx).
 */
async function expectThumbnailLoaded(field: Locator, size: { width: number; height: number }) {
  const thumbnail = field.locator("img");
  await expect
    .poll(() => thumbnail.evaluate((img: HTMLImageElement) => (img.complete ? { width: img.naturalWidth, height: img.naturalHeight } : undefined)), {
      timeout: 60_000,
    })
    .toEqual(size);
  expect(await thumbnail.getAttribute("src")).toMatch(/^blob:/);
}

/** A new page's required words, typed in (the test's own words, not a marketer's), and a Hero as added: the h1 every page needs. */
async function newPage(page: Page, made: { path: string; title: string; description: string; label: string; headline: string }) {
  await openEntry(page, "pages/new");
  await page.getByLabel(fieldLabel("path"), { exact: true }).fill(made.path, { timeout: 60_000 });
  await page.getByLabel(fieldLabel("title"), { exact: true }).fill(made.title);
  await page.getByLabel(fieldLabel("description"), { exact: true }).fill(made.description);
  await page.getByLabel(fieldLabel("label"), { exact: true }).fill(made.label);
  await page.getByLabel(fieldLabel("headline"), { exact: true }).first().fill(made.headline);
  await addSection(page, "hero");
}

/** Saves a page that still holds its sections' example words: the editor warns of them (save-checks.ts), and the same Save again keeps them. */
async function saveKeepingExamples(page: Page) {
  await save(page);
  await expect(page.getByRole("alert", { name: SAVE_REFUSED.examples })).toBeVisible({ timeout: 30_000 });
  await save(page);
}

/** The launch pages' words, which Save does not take for an example's. */
const LAUNCH_COPY = launchCopyOf(PAGE_FILES.filter(({ file }) => LAUNCH_PAGES.includes(pageNameOf(file))));

/** Adds a section of a type at the end of the page's list, as its example. */
async function addSection(page: Page, type: string) {
  await page.getByRole("button", { name: `Add ${fieldLabel("sections")}` }).click();
  await page.getByRole("menuitem", { name: sectionSchemaOf(type).label, exact: true }).click();
}

/**
 * A picture uploaded as a marketer does (issue #31 §1): a new page with a Picture and text
 * section, its picture field's upload refused before Save when it is not a picture (an HTML
 * page, an SVG drawing, each named .png), with upload-checks.ts's words naming the file; a real
 * JPEG drawn at once in the preview pane from Decap's copy of it; Save refused while the
 * picture has no alt text and is not decorative, then passing with "Decorative" ticked; the
 * branch holds the upload's bytes in the media folder and the page names it.
 */
testThatSaves(
  "a picture uploaded in a picture field: not-pictures refused by name, the upload previewed, no alt text refused, and the branch holds it",
  async ({ page, baseURL }) => {
    test.setTimeout(240_000);
    const problems = guard(page, baseURL!);
    const made = {
      path: "/campaigns/picture-test",
      title: "A page with an uploaded picture",
      description: "A page made by the editor test with a picture uploaded in the editor, to see it previewed and saved with the page.",
      label: "Picture test page",
      headline: "A page with a picture",
    };
    const name = routeSlug(made.path);
    const file = `lib/content/pages/${name}.json`;
    const photo = await madePicture("picup-drops.jpg");
    const upload = `${PICTURES_FOLDER}/${photo.name}`;
    const src = `${PICTURES_PUBLIC_FOLDER}/${photo.name}`;
    const noBranch = () => expect(branches().filter((branch) => branch.endsWith(`/${name}`))).toEqual([]);

    await newPage(page, made);
    await addSection(page, "picture-text");
    const field = page
      .locator('[data-testid="image-field"], [id]')
      .filter({ has: page.getByRole("button", { name: DECAP_IMAGE_BUTTON }) })
      .last();

    for (const bad of [
      madeFile("picup-page.png", "<!doctype html><html><body><p>Not a picture</p></body></html>\n"),
      madeFile("picup-drawing.png", '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>\n'),
    ]) {
      await test.step(`${bad.name}: Save is refused naming the file, before anything reaches a branch`, async () => {
        const expected = refusalOf(bad);
        expect(expected).toHaveLength(1);
        await uploadInto(page, field, bad);
        await save(page);
        await expect(page.getByText(expected[0]!)).toBeVisible({ timeout: 30_000 });
        noBranch();
        // Removed from the library: an upload the entry holds is committed with it, used or not.
        await field.getByRole("button", { name: DECAP_IMAGE_LABELS.chooseDifferent }).click();
        await mediaLibrary(page).getByText(bad.name, { exact: true }).click();
        await mediaLibrary(page).getByRole("button", { name: "Delete selected" }).click();
        await expect(mediaLibrary(page).getByText(bad.name, { exact: true })).toHaveCount(0);
        await mediaLibrary(page).getByRole("button", { name: "Close" }).click();
      });
    }

    await test.step("a JPEG: the preview draws it from the editor's copy, before Save", async () => {
      await uploadInto(page, field, photo);
      await page
        .getByLabel(`${fieldLabel("alt")} (optional)`, { exact: true })
        .last()
        .fill("Blue, made by the editor test");
      const shown = page.frameLocator("#preview-pane").getByRole("img", { name: "Blue, made by the editor test" });
      await expect(shown).toHaveAttribute("src", /^blob:/, { timeout: 30_000 });
      await expect.poll(() => shown.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(96);
    });

    await test.step("no alt text and not decorative: Save is refused naming the picture", async () => {
      await page
        .getByLabel(`${fieldLabel("alt")} (optional)`, { exact: true })
        .last()
        .fill("");
      await save(page);
      const notice = page.getByRole("alert", { name: SAVE_REFUSED.save });
      const picture = { ...sectionSchemaOf("picture-text").example, type: "picture-text", picture: { src } };
      const expected = pageProblems({
        file,
        data: { ...made, showInFooter: true, sections: [sectionSchemaOf("hero").example, picture] },
        pagePaths: PAGE_PATHS,
        claims: SECTION_FILES.claims.claims.map((c) => c.name),
        figures: FIGURE_VALUES,
      });
      expect(expected.map((p) => p.at)).toEqual([["sections", 1, "picture", "alt"]]);
      await expect(notice.getByRole("listitem")).toHaveText(
        expected.map((p) => p.words),
        { timeout: 30_000 },
      );
      noBranch();
    });

    await test.step('"Decorative" ticked: Save passes; the branch holds the upload and the page names it', async () => {
      await page
        .getByLabel(`${fieldLabel("decorative")} (optional)`, { exact: true })
        .last()
        .check();
      await saveKeepingExamples(page);
      await expect(page).toHaveURL(new RegExp(`/collections/pages/entries/${name}$`), { timeout: 60_000 });
      await expect.poll(() => readOn(`cms/pages/${name}`, file), { timeout: 60_000 }).toBeDefined();
      const saved = JSON.parse(fileOn(`cms/pages/${name}`, file));
      expect(contentProblems(file, pageSchema, saved)).toEqual([]);
      expect(saved.sections[1].picture).toMatchObject({ src, decorative: true });
      expect(backend.bytesOn(`cms/pages/${name}`, upload).equals(photo.bytes)).toBe(true);
      // Only the picture is new on the branch: the refused files were never committed.
      const media = (ref: string) => git("ls-tree", "--name-only", ref, "--", `${PICTURES_FOLDER}/`).split("\n").filter(Boolean);
      const onMain = new Set(media(mainAtStart));
      expect(media(`cms/pages/${name}`).filter((f) => !onMain.has(f))).toEqual([upload]);
    });

    await test.step("opened again on a fresh load: the field's thumbnail is the saved upload, from the branch", async () => {
      await page.reload();
      // A saved page opens with its sections folded (Decap folds a list of typed blocks on a fresh load).
      await unfoldSections(page);
      const { width, height } = await sharp(photo.bytes).metadata();
      // The last picture field: the Picture and text section's, after the Hero's.
      await expectThumbnailLoaded(pictureField(page, fieldLabel("src")).last(), { width, height });
    });
    expect(git("rev-parse", "main")).toBe(mainAtStart);
    expect(problems).toEqual([]);
  },
);

/**
 * A hurried marketer's first page (issue 40): a Hero, then Text, Questions and answers and a Call to action, each the
 * first of its kind Add offers, and a Quote with its optional portrait removed, all as Add makes them. Save warns of
 * the examples' words, the same Save again keeps them, and the branch's file passes the build's own page check, with
 * no half-empty picture where the portrait was.
 */
testThatSaves(
  "a new page of the first hero, text, questions and call to action Add offers, and a Quote without its portrait, saves and passes the page check",
  async ({ page, baseURL }) => {
    test.setTimeout(180_000);
    const problems = guard(page, baseURL!);
    const made = {
      path: "/campaigns/first-steps-test",
      title: "A page of the first sections offered",
      description: "A page made by the editor test from the first hero, text, questions and call to action Add offers, and a Quote with no portrait.",
      label: "First steps test page",
      headline: "A page of the first sections offered",
    };
    const name = routeSlug(made.path);
    const file = `lib/content/pages/${name}.json`;
    // The first type offered that holds a page's h1 is the Hero newPage adds: no launch page's hero comes before it.
    expect(SECTION_SCHEMAS.find((type) => type.mainHeading)?.name).toBe("hero");
    await newPage(page, made);
    // Add offers the types in the editor's order, the general ones first.
    await page.getByRole("button", { name: `Add ${fieldLabel("sections")}` }).click();
    await expect(page.getByRole("menuitem")).toHaveText(SECTION_SCHEMAS.map((type) => type.label));
    await page.getByRole("menuitem", { name: sectionSchemaOf("text").label, exact: true }).click();
    const added = ["questions", "call-to-action", "quote"];
    for (const type of added) await addSection(page, type);
    // Decap's own label on the image widget's button; the last is the Quote's, after the Hero's picture.
    await page.getByRole("button", { name: "Remove image" }).last().click();
    await saveKeepingExamples(page);
    await expect(page).toHaveURL(new RegExp(`/collections/pages/entries/${name}$`), { timeout: 60_000 });
    await expect.poll(() => readOn(`cms/pages/${name}`, file), { timeout: 60_000 }).toBeDefined();
    const saved = JSON.parse(fileOn(`cms/pages/${name}`, file));
    expect(saved.sections.map((section: { type: string }) => section.type)).toEqual(["hero", "text", ...added]);
    expect(pageProblems({ file, data: saved, pagePaths: PAGE_PATHS, claims: SECTION_FILES.claims.claims.map((c) => c.name), figures: FIGURE_VALUES })).toEqual(
      [],
    );
    expect(saved.sections.at(-1)).not.toHaveProperty("portrait");
    expect(problems).toEqual([]);
  },
);

test("the header has no Media button, and a picture field's library offers the four picture formats only", async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  const problems = guard(page, baseURL!);
  await logIn(page);
  await expect(page.getByRole("button", { name: "Media" })).toHaveCount(0);
  await openEntry(page, "pages/new");
  await addSection(page, "picture-text");
  await pictureField(page, fieldLabel("src")).getByRole("button", { name: DECAP_IMAGE_LABELS.chooseDifferent }).click();
  // Decap's library for an image field (its "Images" mode), whose file picker offers only what PICTURE_ACCEPT names.
  const library = mediaLibrary(page);
  await expect(library.getByRole("heading", { name: "Images" })).toBeVisible();
  await expect(library.locator('input[type="file"]')).toHaveAttribute("accept", PICTURE_ACCEPT);
  expect(PICTURE_ACCEPT.split(",").filter((type) => type.startsWith("image/"))).toEqual(PICTURE_TYPES);
  await library.getByRole("button", { name: "Close" }).click();
  await expect(library).toHaveCount(0);
  expect(problems).toEqual([]);
});

test("a picture field's thumbnail on a fresh editor load is the media folder's picture, never asked of the site at /media/", async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  const problems = guard(page, baseURL!);
  const fromSite: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.origin === new URL(baseURL!).origin && url.pathname.startsWith(`${PICTURES_PUBLIC_FOLDER}/`)) fromSite.push(url.pathname);
  });
  // A fresh load of the editor, at a new page: nothing of this session's uploads is in it.
  await openEntry(page, "pages/new");
  await page.reload();
  // Added as its example, whose picture is one of the media folder's (no upload in this session).
  await addSection(page, "picture-text");
  const example = sectionSchemaOf("picture-text").example;
  const src: unknown = "picture" in example && example.picture && typeof example.picture === "object" ? Reflect.get(example.picture, "src") : undefined;
  if (typeof src !== "string" || !src.startsWith(`${PICTURES_PUBLIC_FOLDER}/`))
    throw new Error(`the picture-text example's picture is not in the media folder: ${String(src)}`);
  const { width, height } = await sharp(path.join(ROOT, PICTURES_FOLDER, src.slice(PICTURES_PUBLIC_FOLDER.length + 1))).metadata();
  await expectThumbnailLoaded(pictureField(page, fieldLabel("src")), { width, height });
  expect(fromSite).toEqual([]);
  expect(problems).toEqual([]);
});

/** The anchors a link may land at on a page file (lib/sections/schemas.ts linkableAnchors). */
const linkableAnchorsOf = (file: { data: unknown }) => linkableAnchors((file.data as { sections: { type: string }[] }).sections);

/**
 * Addresses that last (issue #63): a page moved in the editor keeps its old address, the former path written by Save
 * in the same file, and moving it back takes it out; a section that another page's link lands at cannot be removed.
 * The page moved is one another page links to, found in the content; the new address is the test's own.
 */
testThatSaves(
  "moving a page writes its old path among its former paths on the branch, moving it back takes it out, and removing a section another page links to is refused naming that page",
  async ({ page, baseURL }) => {
    test.setTimeout(240_000);
    const problems = guard(page, baseURL!);
    const files = readPageFiles(ROOT);
    // A link to a section of another page, and the two pages: found in the content, never assumed.
    const linking = files
      .flatMap((from) => pageLinksIn(from.file, pageEntryWords(from.data), pageSchema, from.data).map((link) => ({ from, link })))
      .find(({ from, link }) => link.anchor && link.name !== pageNameOf(from.file));
    if (!linking) throw new Error("no page links to a section of another page: the test needs one");
    // The linking page moves; the page it links to loses the section the link lands at.
    const moved = linking.from;
    const target = files.find((f) => pageNameOf(f.file) === linking.link.name)!;
    const entry = pageNameOf(moved.file);
    const mainPath = (JSON.parse(fileOn("main", moved.file)) as { path: string }).path;
    const newPath = `/moved-by-the-editor-test`;
    const onBranch = () =>
      branches().includes(`cms/pages/${entry}`) ? (JSON.parse(fileOn(`cms/pages/${entry}`, moved.file)) as Record<string, unknown>) : undefined;

    await test.step("moved: the branch's file holds the new path and main's among its former paths", async () => {
      await openEntry(page, `pages/entries/${entry}`);
      const pathField = page.getByLabel(fieldLabel("path"), { exact: true });
      await expect(pathField).toHaveValue(mainPath, { timeout: 60_000 });
      // The link's field offers the section it lands at, among the anchors its page gives (page-link-control.tsx).
      await unfoldSections(page);
      await unfoldPageLink(page);
      const landing = page.getByRole("combobox", { name: SECTION_CHOICE.label });
      await expect(landing).toHaveValue(linking.link.anchor!, { timeout: 60_000 });
      await expect(landing.getByRole("option")).toHaveText([SECTION_CHOICE.top, ...linkableAnchorsOf(target).map((anchor) => `#${anchor}`)]);
      if (process.env.E2E_SHOTS) {
        await landing.scrollIntoViewIfNeeded();
        await page.screenshot({ path: path.join(process.env.E2E_SHOTS, "section-choice.png") });
      }
      await pathField.fill(newPath);
      await save(page);
      await expect.poll(() => onBranch()?.path, { timeout: 30_000 }).toBe(newPath);
      // main's path joins the former paths main's file has, if any (formerPathsAfterMove, as Save writes them).
      const mainFormer = (JSON.parse(fileOn("main", moved.file)) as { formerPaths?: string[] }).formerPaths ?? [];
      expect(onBranch()!.formerPaths).toEqual([...mainFormer, mainPath]);
      await expect(page.getByRole("button", { name: "Status: Draft", exact: true })).toBeVisible();
    });

    await test.step("moved back: the path is main's again and no former path is left", async () => {
      const pathField = page.getByLabel(fieldLabel("path"), { exact: true });
      await expect(pathField).toHaveValue(newPath, { timeout: 60_000 });
      await pathField.fill(mainPath);
      await save(page);
      await expect.poll(() => onBranch()?.path, { timeout: 30_000 }).toBe(mainPath);
      // The file as main has it, its link to a section included (the link field keeps the section it lands at).
      expect(onBranch()).toEqual(JSON.parse(fileOn("main", moved.file)));
    });

    await test.step("the section the link lands at removed from its page: Save refuses, naming the linking page, and no branch gets it", async () => {
      const data = target.data as { sections: { type: string; anchor?: string; id?: string }[] };
      const at = data.sections.findIndex((section) => (section.anchor ?? section.id) === linking.link.anchor);
      const label = sectionSchemaOf(data.sections[at]!.type).label;
      await openEntry(page, `pages/entries/${linking.link.name}`);
      await unfoldSections(page);
      // The section's item in the list: its top bar's second button is Decap's remove (an icon).
      const item = page
        .locator("[class*=SortableListItem], [class*=ListItem]")
        .filter({ has: page.getByText(label, { exact: true }) })
        .first();
      await item.locator("button").nth(1).click({ timeout: 60_000 });
      await save(page);
      const without = { ...data, sections: data.sections.filter((_, i) => i !== at) };
      const [expected] = linkedProblems(target.file, without, [linking.link]);
      expect(expected).toContain(pageEntryWords(linking.from.data));
      await expect(page.getByRole("alert", { name: SAVE_REFUSED.save }).getByRole("listitem").filter({ hasText: expected! })).toBeVisible({ timeout: 30_000 });
      expect(branches()).not.toContain(`cms/pages/${linking.link.name}`);
    });
    expect(git("rev-parse", "main")).toBe(mainAtStart);
    expect(problems).toEqual([]);
  },
);

/**
 * A page taken down in one save (issue #63): retired in the editor, its own file names the page its visitors go to, so
 * the branch serves every path main serves (scripts/check-kept-paths.mjs, in npm test) and its path redirects there.
 * The page retired is one no content file links to, found in the content; where it sends visitors, the home page.
 */
testThatSaves("retiring a page in the editor names, in its own file, the page its visitors go to: its path then redirects there", async ({ page, baseURL }) => {
  test.setTimeout(180_000);
  const problems = guard(page, baseURL!);
  const files = readPageFiles(ROOT);
  const linked = new Set(CONTENT_FILES.flatMap((entry) => pageLinksIn(entry.file, "", entry.schema, entry.data).map((link) => link.name)));
  const retiring = files.find((f) => (f.data as { path: string }).path !== "/" && !linked.has(pageNameOf(f.file)) && !retiredTargetOf(f.data));
  if (!retiring) throw new Error("every page but the home page is linked to: none can be retired");
  const entry = pageNameOf(retiring.file);
  const home = files.find((f) => (f.data as { path: string }).path === "/")!;
  const homeLabel = (home.data as { label: string }).label;
  await openEntry(page, `pages/entries/${entry}`);
  await page.getByRole("button", { name: `Add ${fieldLabel("retiredTo")}` }).click({ timeout: 60_000 });
  const kind = (pageSchema.shape.retiredTo.unwrap().element.options[0].meta() as { title: string }).title;
  await page.getByRole("menuitem", { name: kind, exact: true }).click();
  const field = page.getByRole("combobox", { name: fieldLabel("page"), exact: true }).last();
  await field.click({ timeout: 60_000 });
  await field.fill(homeLabel);
  await page.getByRole("option", { name: `${homeLabel} /`, exact: true }).click();
  if (process.env.E2E_SHOTS) await page.screenshot({ path: path.join(process.env.E2E_SHOTS, "retired-to.png") });
  await save(page);
  const onBranch = () => (branches().includes(`cms/pages/${entry}`) ? JSON.parse(fileOn(`cms/pages/${entry}`, retiring.file)) : undefined);
  await expect.poll(() => onBranch()?.retiredTo, { timeout: 30_000 }).toEqual([{ type: "page", page: pageNameOf(home.file) }]);
  // A first save opens the entry again, as the draft it now is, its blocks folded: the test ends once the editor has (that
  // load, still on its way, would draw this entry over the next test's).
  await expect(page.getByRole("button", { name: "Status: Draft", exact: true })).toBeVisible({ timeout: 30_000 });
  await expect.poll(async () => (await field.count()) === 0 || !(await field.isVisible()), { timeout: 30_000 }).toBe(true);
  const branchFiles = files.map((f) => (f.file === retiring.file ? { file: f.file, data: onBranch() } : f));
  expect(lostPaths(files, branchFiles, "main").problems).toEqual([]);
  expect(pageRedirects(branchFiles).redirects.filter((r) => r.file === retiring.file)).toEqual(
    [(retiring.data as { path: string }).path, ...formerPathsOf(retiring.data)].sort().map((from) => ({ from, to: "/", file: retiring.file })),
  );
  expect(problems).toEqual([]);
});

// Last: it publishes a page, which moves the clone's main on (the tests above check main is untouched).
testThatSaves(
  "a link picks a page of the Pages collection, one made and published in the same session too (the editor's build and this browser not knowing it), and the branch's file stores the page's name",
  async ({ page, baseURL }) => {
    test.setTimeout(240_000);
    const problems = guard(page, baseURL!);
    // The words of a page made here: the test's own, not a marketer's.
    const made = { path: "/campaigns/link-test", title: "A page to link to", label: "Link test page", headline: "A page made to be linked to" };
    const description = "A page made by the editor test so that another page can link to it in the same session, by its name.";
    const name = routeSlug(made.path);

    await test.step("New page: a page made and published", async () => {
      await openEntry(page, "pages/new");
      await page.getByLabel(fieldLabel("path"), { exact: true }).fill(made.path, { timeout: 60_000 });
      await page.getByLabel(fieldLabel("title"), { exact: true }).fill(made.title);
      await page.getByLabel(fieldLabel("description"), { exact: true }).fill(description);
      await page.getByLabel(fieldLabel("label"), { exact: true }).fill(made.label);
      await page.getByLabel(fieldLabel("headline"), { exact: true }).first().fill(made.headline);
      await addSection(page, "hero");
      await addSection(page, "call-to-action");
      await saveKeepingExamples(page);
      // Decap names the file from the path, once: the page's name, which links store.
      // Saved: the editor moves to the entry, named from the path.
      await expect(page).toHaveURL(new RegExp(`/collections/pages/entries/${name}$`), { timeout: 60_000 });
      await expect.poll(() => readOn(`cms/pages/${name}`, `lib/content/pages/${name}.json`), { timeout: 60_000 }).toBeDefined();
      const saved = JSON.parse(fileOn(`cms/pages/${name}`, `lib/content/pages/${name}.json`));
      expect(contentProblems(`${name}.json`, pageSchema, saved)).toEqual([]);
      // A new page starts listed in the footer.
      expect(saved.showInFooter).toBe(true);
      await page.getByRole("button", { name: /^Status: / }).click();
      await page.getByRole("menuitem", { name: "Ready" }).click();
      // Decap moves the status once the backend has it; a Publish before then only alerts "update status to Ready".
      await expect(page.getByRole("button", { name: "Status: Ready", exact: true })).toBeVisible({ timeout: 30_000 });
      await page.getByRole("button", { name: "Publish", exact: true }).click();
      await page.getByRole("menuitem", { name: "Publish now" }).click();
      await expect.poll(() => readOn("main", `lib/content/pages/${name}.json`), { timeout: 30_000 }).toBeDefined();
    });

    await test.step("another page links to it, picked from the Pages collection, and stores its name", async () => {
      // A page file with a link a marketer sees (the page's own links, not the header's).
      const linking = readPageFiles(ROOT).find((file) => references(pageSchema, file.data, "page").length > 0);
      if (!linking) throw new Error("no page file has a link to a page");
      const entry = pageNameOf(linking.file);
      const before = references(pageSchema, linking.data, "page").map((link) => link.name);
      // As in a colleague's browser: the page was made elsewhere, so this browser's storage does not know it
      // and neither does the build the editor came with; the link field's pick tells the checks (page-link-control.tsx).
      await page.evaluate((key) => localStorage.removeItem(key), KNOWN_PAGES_KEY);
      // Through the collection's list, as a marketer goes from one entry to another (Decap keeps an entry's editor, fields and
      // all, when the address alone moves to another entry).
      await openEntry(page, `pages/entries/${entry}`);
      await unfoldSections(page);
      // Decap's relation widget: a combobox searching the pages by label and path, each shown as "label path".
      // The link's own field, by the label the editor gives it: a button's "page", in its section's list of buttons, which
      // opens folded (the innermost list holding a "Go to a page" button, by the kind's title, is unfolded).
      const [link] = references(pageSchema, linking.data, "page");
      await unfoldPageLink(page);
      const field = page.getByRole("combobox", { name: fieldLabel(String(link!.key)), exact: true }).first();
      await field.click({ timeout: 60_000 });
      await field.fill(made.label);
      await page.getByRole("option", { name: `${made.label} ${made.path}`, exact: true }).click();
      await save(page);
      const linksOnBranch = () =>
        branches().includes(`cms/pages/${entry}`)
          ? references(pageSchema, JSON.parse(fileOn(`cms/pages/${entry}`, linking.file)), "page").map((link) => link.name)
          : undefined;
      await expect.poll(linksOnBranch, { timeout: 30_000 }).toContain(name);
      // One link changed, to the new page's name; the others as they were.
      const after = linksOnBranch()!;
      expect(after.filter((link, i) => link !== before[i])).toEqual([name]);
      expect(after).toHaveLength(before.length);
    });
    expect(problems).toEqual([]);
  },
);

/**
 * A page's history (issue #64): a page edited in the editor and its change merged on the clone's main as a pull
 * request is (--no-ff), its history lists both versions, newest first; the older opens drawn by the site's views (the
 * built page's headings, the build being of that version); Restore saves it through Decap's own save as a new draft: a
 * cms/ branch with the save's workflow label, its file the older version byte for byte, which passes the page check.
 * Restore is then refused while that draft is open, naming it. Last of the tests that save: it moves main on.
 */
testThatSaves(
  "a page's history lists its versions on main; Restore saves an older one as a new draft, refused while a draft is open",
  async ({ page, context, baseURL }) => {
    test.setTimeout(180_000);
    const problems = guard(page, baseURL!);
    // A launch page no test before left a draft of.
    const name = LAUNCH_PAGES.find((launch) => !branches().includes(`cms/pages/${launch}`) && readOn("main", `${PAGES_DIR}/${launch}.json`));
    if (!name) throw new Error("every launch page has a draft");
    const file = `${PAGES_DIR}/${name}.json`;
    const branch = `cms/pages/${name}`;
    const label = () => git("config", "--get", `branch.${branch}.description`);
    const history = page.getByRole("dialog", { name: new RegExp(`^${PAGE_HISTORY.title("")}`) });
    const versions = history.getByRole("list", { name: PAGE_HISTORY.list }).getByRole("listitem");

    // The test's own words, on the page's social card headline.
    await openEntry(page, `pages/entries/${name}`);
    await page.getByLabel(fieldLabel("headline"), { exact: true }).first().fill("A headline the history test saves", { timeout: 60_000 });
    await save(page);
    await expect.poll(() => readOn(branch, file), { timeout: 30_000 }).toContain("A headline the history test saves");
    await expect(page.getByRole("button", { name: "Status: Draft", exact: true })).toBeVisible({ timeout: 30_000 });
    // What a save makes beside its branch: decap-server's workflow label, its pull request.
    const saveLabel = label();
    expect(saveLabel).toMatch(/draft/);

    // Merged as GitHub merges a pull request with a merge commit; the branch goes with it.
    const older = git("log", "--first-parent", "-1", "--format=%H", "main", "--", file);
    git("merge", "--quiet", "--no-ff", branch, "-m", `Merge pull request #64 from drops/${branch}`);
    git("branch", "--quiet", "-D", branch);
    const merge = git("rev-parse", "main");

    await openEntry(page, `pages/entries/${name}`);
    await page.getByRole("button", { name: PAGE_HISTORY.open }).click({ timeout: 60_000 });
    await expect(versions.first()).toContainText(merge.slice(0, 7), { timeout: 30_000 });
    await expect(versions.first()).toContainText(PAGE_HISTORY.pullRequest(64));
    await expect(versions.nth(1)).toContainText(older.slice(0, 7));

    // The older version, as the site draws it: the build is of it, so the built page's h1 and h2 headings.
    const built = await context.newPage();
    await built.goto(pagePath(name));
    const expected = await headings(built.locator("main"));
    await built.close();
    // Its button names its date (in the browser's time zone) and its commit.
    const [before, after] = PAGE_HISTORY.openVersion("\0", older)
      .split("\0")
      .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"));
    await history.getByRole("button", { name: new RegExp(`^${before}.+${after}$`) }).click();
    const frame = page.frameLocator(`iframe[title^="${PAGE_HISTORY.frame("").trim()}"]`);
    await expect.poll(() => headings(frame.locator("main")), { timeout: 30_000 }).toEqual(expected);

    await history.getByRole("button", { name: PAGE_HISTORY.restore }).click();
    await expect(history.getByRole("status")).toHaveText(PAGE_HISTORY.restored(branch), { timeout: 60_000 });
    expect(branches()).toContain(branch);
    // The older version, with the label a save gives, and the page check passes it. Its content: Decap writes the file
    // as a save does, the same bytes for a file a save wrote (the pages here), its own key order for one written otherwise
    // (the every-edit run's copy, whose files its script wrote).
    const restored = JSON.parse(fileOn(branch, file));
    expect(restored).toEqual(JSON.parse(fileOn(older, file)));
    expect(label()).toBe(saveLabel);
    expect(git("rev-parse", `${branch}~1`)).toBe(merge);
    expect(
      pageProblems({ file, data: restored, pagePaths: PAGE_PATHS, claims: SECTION_FILES.claims.claims.map((c) => c.name), figures: FIGURE_VALUES }),
    ).toEqual([]);

    // A draft is open now: Restore is refused, naming it, and nothing is saved.
    const head = git("rev-parse", branch);
    await history.getByRole("button", { name: PAGE_HISTORY.restore }).click();
    await expect(history.getByRole("alert")).toHaveText(PAGE_HISTORY.draftOpen(branch, STATUS_WORDS.draft), { timeout: 30_000 });
    expect(git("rev-parse", branch)).toBe(head);
    await history.getByRole("button", { name: PAGE_HISTORY.close }).click();
    expect(problems).toEqual([]);
  },
);

/**
 * Click-to-edit (issue #64): Decap's visualEditing marks every string of copy the preview draws with its field
 * (lib/content/editor-config.ts copyField; decap-cms-core lib/stega.js), and a click on it focuses that field, the
 * list items holding it opened. Each section type once, on a page that holds it: a launch page in the clone, or for a
 * type no launch page holds, the sample page holding it (lib/content/sample-pages.ts), committed to the clone's main
 * for this test and taken off again after.
 */
const PAGE_FIELDS = (() => {
  const pages = editorConfig({ origin: "http://localhost", repo: "owner/drops-site" }).collections.find((c) => c.name === "pages");
  return (pages && !("files" in pages) ? pages.fields : []) as EditorField[];
})();

/** The editor's field at `at` in a page's data (list items by place, a typed block's fields by its type). */
function fieldAt(data: unknown, at: readonly (string | number)[]): EditorField | undefined {
  let fields: readonly EditorField[] = PAGE_FIELDS;
  let field: EditorField | undefined;
  let value: unknown = data;
  for (const key of at) {
    value = value && typeof value === "object" ? Reflect.get(value, key) : undefined;
    if (typeof key === "number") {
      const type: unknown = value && typeof value === "object" ? Reflect.get(value, "type") : undefined;
      if (field?.types) fields = field.types.find((t) => t.name === type)?.fields ?? [];
      else if (field?.field) field = field.field;
      continue;
    }
    field = fields.find((f) => f.name === key);
    if (!field) return undefined;
    fields = field.fields ?? [];
  }
  return field;
}

/** The copy of a page's section: each string a click leads to, where it is in the page, in the page's order. */
const copyOf = (data: unknown, index: number) =>
  [...stringsAt((data as { sections: unknown[] }).sections[index], ["sections", index])]
    .filter(({ at }) => {
      const field = fieldAt(data, at);
      return field !== undefined && copyField(field);
    })
    .map(({ at, text }) => ({ path: at, text, data }));

/** A string's words as drawn: a Markdown value's first block without its marks, any other as it is. */
const words = ({ text, path: at, data }: { text: string; path: readonly (string | number)[]; data: unknown }, filled = true) => {
  const shown = filled ? fillSlots(text, FIGURE_VALUES) : text;
  return fieldAt(data, at)?.widget === "markdown" ? markdownPlainText(shown).split("\n")[0]! : shown;
};

/** Clicks the first word of `text` where `holder` in the preview draws it, as a marketer clicks a word. */
async function clickWords(page: Page, holder: Locator, text: string) {
  await holder.scrollIntoViewIfNeeded();
  const word = text.trim().split(/\s+/)[0]!;
  const at = await holder.evaluate((el, word) => {
    const walker = el.ownerDocument.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const i = node.textContent?.indexOf(word) ?? -1;
      if (i < 0) continue;
      const range = el.ownerDocument.createRange();
      range.setStart(node, i);
      range.setEnd(node, i + word.length);
      const box = range.getBoundingClientRect();
      return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    }
    return undefined;
  }, word);
  const pane = await page.locator("#preview-pane").boundingBox();
  if (!at || !pane) throw new Error(`the preview draws no "${word}" there`);
  await page.mouse.click(pane.x + at.x, pane.y + at.y);
}

/** The field the editor has focused: its value (a Markdown field's words), and whether it is in view. */
const focusedField = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement;
    const value = el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement ? el.value : (el?.textContent ?? "");
    return { tag: el?.tagName.toLowerCase(), value };
  });

test("a click on a section's heading and on a word of its text in the preview focuses the field holding it, its section opened; each section type", async ({
  page,
  baseURL,
}) => {
  test.setTimeout(300_000);
  const problems = guard(page, baseURL!);
  const onClone = readPageFiles(ROOT).filter((file) => LAUNCH_PAGES.includes(pageNameOf(file.file)));
  const samples = samplePageFiles(readPageFiles(ROOT)).map(({ data }) => ({ file: `${PAGES_DIR}/${routeSlug(data.path)}.json`, data }));
  const before = git("rev-parse", "main");
  try {
    for (const sample of samples) writeFileSync(path.join(git("rev-parse", "--show-toplevel"), sample.file), `${JSON.stringify(sample.data, null, 2)}\n`);
    git("add", PAGES_DIR);
    git("commit", "--quiet", "-m", "The sample pages, for the click-to-edit test");
    // Each type on the first page holding it: a launch page, else a sample page.
    const pagesHolding = [...onClone, ...samples];
    const holders = SECTION_SCHEMAS.map((type) => {
      const holder = pagesHolding.find(({ data }) => (data as { sections: { type: string }[] }).sections.some((s) => s.type === type.name))!;
      const index = (holder.data as { sections: { type: string }[] }).sections.findIndex((s) => s.type === type.name);
      return { type: type.name, holder, index };
    }).sort((a, b) => pagesHolding.indexOf(a.holder) - pagesHolding.indexOf(b.holder) || a.index - b.index);
    let opened: string | undefined;
    for (const { type, holder, index } of holders) {
      await test.step(`${type} (${holder.file}, section ${index + 1})`, async () => {
        // Each page once, its form loaded (a click before Decap has drawn the field has nothing to focus).
        if (opened !== holder.file) {
          await openEntry(page, `pages/entries/${pageNameOf(holder.file)}`);
          await expect(page.getByLabel(fieldLabel("path"), { exact: true })).toHaveValue((holder.data as { path: string }).path, { timeout: 60_000 });
          opened = holder.file;
        }
        const pane = page.frameLocator("#preview-pane");
        const copy = copyOf(holder.data, index);
        await expect(pane.locator("main")).toContainText(words(copy[0]!), { timeout: 60_000 });
        // The heading: the section's own (its type names it: anchorSource), else the first of its copy drawn in a
        // heading; the text: the longest of its copy drawn in a paragraph (or a list's line, a question), in view.
        const named = sectionSchemaOf(type).anchorSource((holder.data as { sections: { type: string }[] }).sections[index]!)?.heading;
        const drawnIn = async (selector: string, order: typeof copy) => {
          for (const string of order) {
            const holders = pane.locator(selector).filter({ hasText: words(string), visible: true });
            if ((await holders.count()) > 0) return { ...string, at: holders.first() };
          }
          return undefined;
        };
        const heading = await drawnIn(
          "h1, h2, h3",
          [...copy].sort((a, b) => Number(!named?.includes(words(a))) - Number(!named?.includes(words(b)))),
        );
        // (An answer folded away under its question is not in view: its question is.)
        const body = await drawnIn(
          "p, li, summary, blockquote, dd",
          [...copy].sort((a, b) => b.text.length - a.text.length),
        );
        // A type that names its heading has it clicked; every type has some copy clicked.
        if (named) expect(heading).toBeDefined();
        const clicked = [heading, body].filter((found) => found !== undefined);
        expect(clicked.length).toBeGreaterThan(0);
        for (const found of clicked) {
          await clickWords(page, found.at, words(found));
          const markdown = fieldAt(holder.data, found.path)?.widget === "markdown";
          await expect
            .poll(async () => {
              const { value } = await focusedField(page);
              return markdown ? value.includes(words(found, false)) : value === found.text;
            })
            .toBe(true);
          await expect(page.locator(":focus")).toBeVisible();
        }
      });
    }
  } finally {
    git("reset", "--quiet", "--hard", before);
  }
  expect(problems).toEqual([]);
});

/** The field the editor has focused, by its label, and the words of the control it is in (a relation's pick). */
const focusedControl = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement;
    const label = el?.id ? document.querySelector(`label[for="${CSS.escape(el.id)}"]`) : null;
    // The control around it: the first of its holders with words (a relation's pick is drawn beside its search box).
    let holder = el?.parentElement;
    while (holder && !holder.textContent?.trim()) holder = holder.parentElement;
    return { label: label?.textContent ?? "", control: holder?.textContent ?? "", value: el instanceof HTMLInputElement ? el.value : "" };
  });

test("a click on a figure in a page's preview focuses the field picking its claim; in the claims' preview, the claim's own figure", async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const problems = guard(page, baseURL!);
  const holder = readPageFiles(ROOT).find((file) => LAUNCH_PAGES.includes(pageNameOf(file.file)) && references(pageSchema, file.data, "claim").length > 0);
  expect(holder).toBeDefined();
  const [ref] = references(pageSchema, holder!.data, "claim");
  const figure = SECTION_CONTEXT.claims[ref!.name]!;
  await openEntry(page, `pages/entries/${pageNameOf(holder!.file)}`);
  await expect(page.getByLabel(fieldLabel("path"), { exact: true })).toHaveValue((holder!.data as { path: string }).path, { timeout: 60_000 });
  const pane = page.frameLocator("#preview-pane");
  await pane.getByText(figure).first().click({ timeout: 60_000 });
  // Decap's relation widget: a combobox named by its field, showing the claim it picks.
  await expect.poll(() => focusedControl(page)).toMatchObject({ label: fieldLabel("claim"), control: expect.stringContaining(ref!.name) });
  await expect(page.locator(":focus")).toBeVisible();

  // The claims file: the figure of a claim a page shows, clicked where the preview draws it, is that claim's.
  const claims = SECTION_FILES.claims.claims;
  await openEntry(page, "shared/entries/claims");
  await expect(page.getByRole("button", { name: `Add ${fieldLabel("claims")}` })).toBeVisible({ timeout: 60_000 });
  const shownClaim = claims.find((claim) => claim.name === ref!.name)!;
  // One page is drawn at a time: where several show the claims, the page holding the figure is picked.
  const picker = pane.getByRole("combobox", { name: new RegExp(`^${PAGE_PICKER_LABEL}`) });
  await expect(pane.locator("main")).toBeVisible({ timeout: 60_000 });
  if (await picker.count()) {
    const { label, path: at } = holder!.data as { label: string; path: string };
    await picker.selectOption({ label: `${label} (${at})` });
  }
  await pane.getByText(figure).first().click({ timeout: 60_000 });
  await expect.poll(async () => (await focusedControl(page)).value).toBe(String(shownClaim.value));
  await expect(page.locator(":focus")).toBeVisible();
  expect(problems).toEqual([]);
});
