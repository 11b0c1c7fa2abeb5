import { loadPages } from "@/lib/content/load";
import { fieldWords } from "@/lib/content/page-problems";
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { CONTENT_FILES, allContentProblems, assertContent, type ContentFile } from "@/lib/content/shared-files";
import { withFigures } from "@/lib/content/figures";
import { PAGES_DIR, pageFiles, pageRoutes } from "@/lib/content/page-files.mjs";
import { RESERVED_PATHS, reservedPathProblem } from "@/lib/content/page-path.mjs";
import { FREE_DROPS_DAILY, SITE_NAME } from "@/lib/constants";
import { outsideFontMessage } from "@/lib/content/font-coverage";
import { sectionSchemaOf } from "@/lib/sections/schemas";
import { featureRowId } from "@/lib/sections/features/drawings";

/**
 * The content files marketers edit (lib/content/*.json): each passes its
 * schema, a bad one is refused with a message naming file, field and rule, and
 * they are written the way the editor writes them, so a first save in the
 * editor changes only what the marketer changed.
 */

const ROOT = path.resolve(__dirname, "../..");
const clone = <T>(value: T): T => JSON.parse(JSON.stringify(value));
const home = CONTENT_FILES.find((f) => f.file === "lib/content/pages/home.json")!;
/** Where a section of a type sits in the home page's file: tests find sections by type, never by a place a marketer may change. */
const indexOf = (type: string, look?: string) => {
  const sections: unknown = home.data && typeof home.data === "object" && "sections" in home.data ? home.data.sections : [];
  const i = Array.isArray(sections) ? sections.findIndex((section) => section?.type === type && (look === undefined || section?.look === look)) : -1;
  if (i < 0) throw new Error(`lib/content/pages/home.json has no "${type}" section${look ? ` in the ${look} look` : ""}`);
  return i;
};
const HERO = indexOf("hero");
/** The home page's features (a marketer may have chosen either look: the tests below choose the rows). */
const FEATURES = indexOf("features");
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- an edit reaches into any content file's JSON, whatever its shape
const with_ = (entry: ContentFile, edit: (data: any) => void): ContentFile => {
  const data = clone(entry.data);
  edit(data);
  return { ...entry, data };
};

describe("content files", () => {
  it("all pass their schemas", () => {
    expect(allContentProblems()).toEqual([]);
    expect(() => assertContent()).not.toThrow();
  });

  it.each(CONTENT_FILES.map((f) => [f.file]))("%s is written as the editor writes it (2-space JSON and a final newline)", (file) => {
    const text = readFileSync(path.join(ROOT, file), "utf8");
    expect(`${JSON.stringify(JSON.parse(text), null, 2)}\n`).toBe(text);
  });

  it("are every JSON file in lib/content and its folders (of the pages, those pageFiles holds)", () => {
    const onDisk = (readdirSync(path.join(ROOT, "lib/content"), { recursive: true }) as string[])
      .filter((f) => f.endsWith(".json"))
      .map((f) => `lib/content/${f.split(path.sep).join("/")}`);
    // Under the unit tests pageFiles holds the launch pages and the pages they need (jest.config.js), not every page.
    const held = new Set(pageFiles().map((page) => page.file));
    expect(CONTENT_FILES.map((f) => f.file).sort()).toEqual(onDisk.filter((f) => !f.startsWith(`${PAGES_DIR}/`) || held.has(f)).sort());
  });
});

describe("a list a marketer can grow", () => {
  it("takes a feature row added in the editor, which has no id (the editor hides ids); the page gives it its place's", () => {
    const added = {
      eyebrow: "05 · More",
      title: "One more thing",
      line: "And a line about it.",
      points: ["A point"],
      drawing: [{ type: "feed", tilted: false }],
    };
    const edited = with_(home, (d) => {
      d.sections[FEATURES].look = "rows";
      d.sections[FEATURES].features.push(added);
    });
    expect(allContentProblems([edited])).toEqual([]);
    const features: { id?: string }[] = (edited.data as { sections: { features: { id?: string }[] }[] }).sections[FEATURES]!.features;
    const ids = features.map((feature, i) => featureRowId(feature, i, "the-rows"));
    expect(ids.every((id) => /^[a-z][a-z0-9-]*$/.test(id))).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe("a bad file", () => {
  const problems = (entry: ContentFile) => allContentProblems([entry]);

  it("with an empty headline names the file, the field and the rule", () => {
    expect(problems(with_(home, (d) => (d.sections[HERO].headline = "")))).toEqual([
      `lib/content/pages/home.json: sections[${HERO}].headline: must not be empty`,
    ]);
  });

  it("with a description outside 70–160 characters", () => {
    const site = CONTENT_FILES.find((f) => f.name === "site")!;
    expect(problems(with_(site, (d) => (d.description = "Too short.")))).toEqual(["lib/content/site.json: description: must be at least 70 characters"]);
    expect(problems(with_(site, (d) => (d.description = "x".repeat(161))))).toEqual(["lib/content/site.json: description: must be at most 160 characters"]);
  });

  it("with an unknown key", () => {
    expect(problems(with_(home, (d) => (d.sections[HERO].subtitle = "Hi")))).toEqual([
      `lib/content/pages/home.json: sections[${HERO}]: unknown key "subtitle" (not in the schema)`,
    ]);
  });

  it("with a figure that is not a number", () => {
    const figures = CONTENT_FILES.find((f) => f.name === "figures")!;
    expect(problems(with_(figures, (d) => (d.freeDropsDaily = "five")))).toEqual(["lib/content/figures.json: freeDropsDaily: must be a number"]);
  });

  it("with a figure an island does not have, in the Droplist (an island's copy ships to the browser, the claims stay on the server)", () => {
    const droplist = CONTENT_FILES.find((f) => f.name === "droplist")!;
    expect(problems(with_(droplist, (d) => (d.modal.title = "Join, with {freeDropsDaily} free drops")))).toEqual([]);
    const [problem] = problems(with_(droplist, (d) => (d.modal.title = "Fees {lowerFees} lower")));
    expect(problem).toMatch(
      /^lib\/content\/droplist\.json: modal\.title: names a slot that does not exist in .*; the slots are \{siteName\}, \{freeDropsDaily\}$/,
    );
  });

  it("with a missing field", () => {
    expect(problems(with_(home, (d) => delete d.sections[HERO].intro))).toEqual([
      `lib/content/pages/home.json: sections[${HERO}].intro: is missing (required)`,
    ]);
  });

  it("with a template naming a slot that does not exist", () => {
    const [problem] = problems(with_(home, (d) => (d.sections[HERO].intro = "Brands fund your first {freeDrops} every day.")));
    expect(problem).toMatch(
      new RegExp(
        `^lib/content/pages/home\\.json: sections\\[${HERO}\\]\\.intro: names a slot that does not exist in .*\\{freeDrops\\}.*; the slots are \\{siteName\\}, \\{freeDropsDaily\\}`,
      ),
    );
    // A slot the island fills is allowed only where the island fills it.
    const tap = { type: "tap", cause: "A cause", need: "A need", tap: "Tap", freeToday: "Free today", left: "{left} of {total} left" };
    const tapped = with_(home, (d) => {
      d.sections[FEATURES].look = "rows";
      d.sections[FEATURES].features[0].drawing = [tap];
    });
    expect(problems(tapped)).toEqual([]);
    expect(problems(with_(home, (d) => (d.sections[HERO].eyebrow = "{left} left")))).toHaveLength(1);
  });

  it("an island imports, naming a figure the island does not have", () => {
    const replies = CONTENT_FILES.find((f) => f.name === "chat-replies")!;
    expect(problems(with_(replies, (d) => (d.generic[0] = "Brands fund {freeDropsDaily} drops on {siteName}.")))).toEqual([]);
    expect(problems(with_(replies, (d) => (d.generic[0] = "Up to {lowerFees} lower fees.")))).toEqual([
      'lib/content/chat-replies.json: generic[0]: names a slot that does not exist in "Up to {lowerFees} lower fees."; the slots are {siteName}, {freeDropsDaily}',
    ]);
    const charities = CONTENT_FILES.find((f) => f.name === "loyalty-charities")!;
    expect(problems(with_(charities, (d) => (d.charities[0].name = "{siteName} Trust")))).toEqual([
      'lib/content/donation-api/loyalty-charities.json: charities[0].name: names a slot that does not exist in "{siteName} Trust"; this line has no slots',
    ]);
  });

  it("with a character the site's font lacks names the file, the field and the character; accents, € and emoji pass, and code samples take any", () => {
    expect(problems(with_(home, (d) => (d.sections[HERO].intro = "Zoë in Łódź gives €2 to Straße 5 👍🏽 ❤️")))).toEqual([]);
    expect(problems(with_(home, (d) => (d.sections[HERO].intro = "Ωmega ǅ")))).toEqual([
      `lib/content/pages/home.json: sections[${HERO}].intro: ${outsideFontMessage("Ωmega ǅ")}`,
    ]);
    expect(outsideFontMessage("Ωmega ǅ")).toMatch(/^"Ω" \(U\+03A9\) and "ǅ" \(U\+01C5\) are not in the site's font/);
    // The prompt is drawn in the monospace face, like code: the font's rule does not apply.
    const ecommerce = CONTENT_FILES.find((f) => f.file === "lib/content/pages/donation-api-ecommerce.json")!;
    // The page's prompt, or the type's example added where a marketer removed it.
    const promptOf = (d: { sections: { type: string; text: string; label: string }[] }) => {
      const found = d.sections.find((s) => s.type === "api-prompt");
      if (found) return found;
      const added = { text: "", label: "", ...clone(sectionSchemaOf("api-prompt").example) };
      d.sections.push(added);
      return added;
    };
    expect(problems(with_(ecommerce, (d) => (promptOf(d).text = "Return Ω → λ")))).toEqual([]);
    expect(problems(with_(ecommerce, (d) => (promptOf(d).label = "Return Ω")))).toHaveLength(1);
  });

  it("at an address the site or its host keeps, names the address and why", () => {
    for (const taken of ["/admin/promo", "/api/x", "/index", "/cdn-cgi/x", "/og/home", "/404"]) {
      const reserved = Object.keys(RESERVED_PATHS).find((p) => taken === p || taken.startsWith(`${p}/`))!;
      const [problem] = problems(with_(home, (d) => (d.path = taken)));
      expect(problem).toBe(`lib/content/pages/home.json: path: ${reservedPathProblem(taken)}`);
      expect(problem).toContain(RESERVED_PATHS[reserved as keyof typeof RESERVED_PATHS]);
    }
    // Only the address itself and what is under it: a path that merely starts with the same letters is a page's.
    expect(problems(with_(home, (d) => (d.path = "/admin-tools")))).toEqual([]);
    expect(problems(with_(home, (d) => (d.path = "/indexes/api")))).toEqual([]);
  });

  it("at a reserved address stops the build's list of routes, naming the file and why", () => {
    const root = mkdtempSync(path.join(tmpdir(), "drops-pages-"));
    try {
      mkdirSync(path.join(root, PAGES_DIR), { recursive: true });
      writeFileSync(path.join(root, PAGES_DIR, "promo.json"), JSON.stringify({ path: "/admin/promo" }));
      expect(() => pageRoutes(root)).toThrow(`${PAGES_DIR}/promo.json: path: ${reservedPathProblem("/admin/promo")}.`);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  it("fails the build where it is loaded, with all its problems", () => {
    const broken = with_(home, (d) => (d.sections[HERO].headline = ""));
    // The field as the editor labels it: the section's place and type, then the field's label.
    expect(() => loadPages([broken])).toThrow(`\n  lib/content/pages/home.json: ${fieldWords(broken.data, ["sections", HERO, "headline"])}: must not be empty`);
  });
});

describe("figure slots", () => {
  it("are filled in at build time; an island's own slots are left for it", () => {
    expect(withFigures({ a: ["Your first {freeDropsDaily} drops, on {siteName}"], b: "{left} of {total} left" })).toEqual({
      a: [`Your first ${FREE_DROPS_DAILY} drops, on ${SITE_NAME}`],
      b: "{left} of {total} left",
    });
  });
});
