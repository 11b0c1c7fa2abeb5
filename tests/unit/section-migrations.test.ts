/**
 * @jest-environment node
 *
 * Section types folded into the general ones (lib/sections/migrations.mjs): a
 * page file still holding an old type (a marketer's branch opened before the
 * fold) is refused by the page check with one problem naming the command, and
 * `npm run migrate-sections` moves it to a section the check accepts, with its
 * words. Each old section is written as such a branch holds it, its words the
 * launch page's own (or the new type's example, where a marketer removed it).
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { PAGE_PATHS, SECTION_FILES } from "@/lib/content/load";
import { FIGURE_VALUES, PAGE_FILES } from "@/lib/content/shared-files";
import { PAGES_DIR, pageNameOf } from "@/lib/content/page-files.mjs";
import { pageProblems } from "@/lib/content/page-problems";
import { BENEFIT_ICONS, MIGRATE_COMMAND, PLATFORM_CODE_NAMES, SECTION_MIGRATIONS, migratePage } from "@/lib/sections/migrations.mjs";
import { sectionSchemaOf } from "@/lib/sections/schemas";
import { EXAMPLE_DRAWINGS, type DrawingKind } from "@/lib/sections/hero/drawing";
import { EXAMPLE_STEPS } from "@/lib/sections/shared/examples";
import { migrateSections } from "../../scripts/migrate-sections.mjs";

const CLAIMS = SECTION_FILES.claims.claims.map((claim) => claim.name);
const check = (file: string, data: unknown) => pageProblems({ file, data, pagePaths: PAGE_PATHS, claims: CLAIMS, figures: FIGURE_VALUES });

type Section = Record<string, unknown> & { type: string };
type Page = { file: string; data: { sections: Section[] } };

type Button = { type: string; label: string; section?: string };
const drawingOf = (s: Section) => (s.drawing as ({ type: string } & Record<string, unknown>)[] | undefined)?.[0];
const HERO = sectionSchemaOf("hero").example as unknown as Section & { headline: string; eyebrow: string; intro: string; buttons: Button[] };

/** A donation-API page's hero: a dark Hero with that page's drawing, as its old type held it (its drawing's words under `words`). */
const apiHero = (from: string, page: string, kind: DrawingKind, words: string) => ({
  from,
  page,
  is: (s: Section) => s.type === "hero" && drawingOf(s)?.type === kind,
  fallback: {
    type: "hero",
    eyebrow: HERO.eyebrow,
    headline: HERO.headline,
    intro: HERO.intro,
    buttons: [{ type: "placeholder", label: HERO.buttons[0]!.label }],
    background: "dark",
    drawing: [EXAMPLE_DRAWINGS[kind]],
  },
  old: (s: Section) => {
    const [main, second] = s.buttons as Button[];
    const drawn = Object.fromEntries(Object.entries(drawingOf(s)!).filter(([key]) => key !== "type"));
    return {
      type: from,
      eyebrow: s.eyebrow,
      title: s.headlineAccent ? [s.headline, s.headlineAccent] : s.headline,
      body: s.intro,
      cta: main!.label,
      ...(main!.type === "section" ? { target: main!.section } : {}),
      ...(second ? { secondary: second.label } : {}),
      [words]: drawn,
    };
  },
});

/**
 * Each fold: the launch page that had the old type, how to find the section it became there (or the new type's
 * example, with the choice the fold sets), and the section as the old type held it.
 */
const FOLDS: { from: string; page: string; is: (s: Section) => boolean; fallback: Section; old: (s: Section) => Section }[] = [
  {
    from: "api-stats",
    page: "donation-api-charities",
    is: (s) => s.type === "numbers" && s.headingVisibility === "hidden",
    fallback: { ...sectionSchemaOf("numbers").example, headingVisibility: "hidden" },
    old: (s) => ({ type: "api-stats", label: s.heading, stats: s.figures }),
  },
  {
    from: "closing-cta",
    page: "home",
    is: (s) => s.type === "call-to-action" && s.anchor === "closing",
    fallback: { ...sectionSchemaOf("call-to-action").example, button: [{ type: "droplist", label: "Join" }], anchor: "closing" },
    old: (s) => ({ type: "closing-cta", title: s.title, body: s.line, cta: (s.button as { label: string }[])[0]!.label }),
  },
  {
    from: "brands-closing",
    page: "brands",
    is: (s) => s.type === "call-to-action" && s.look === "bright",
    fallback: { ...sectionSchemaOf("call-to-action").example, look: "bright" },
    old: (s) => ({ type: "brands-closing", title: s.title, body: s.line, cta: (s.button as { label: string }[])[0]!.label }),
  },
  {
    from: "how-it-works",
    page: "donation-api-loyalty",
    is: (s) => s.type === "steps" && s.look === "dark",
    fallback: { ...sectionSchemaOf("steps").example, look: "dark" },
    old: (s) => ({ type: "how-it-works", id: s.anchor, title: s.heading, steps: s.steps }),
  },
  {
    // The charities' "Get started", which the hero's button scrolls to: the branch holds its developer's focusTarget.
    from: "api-cta",
    page: "donation-api-charities",
    is: (s) => s.type === "call-to-action" && (s.button as { type: string }[]).every((button) => button.type === "placeholder"),
    fallback: {
      type: "call-to-action",
      title: (sectionSchemaOf("call-to-action").example as Section).title,
      line: (sectionSchemaOf("call-to-action").example as Section).line,
      button: [
        { type: "placeholder", label: "First" },
        { type: "placeholder", label: "Second" },
      ],
      anchor: "get-started",
    },
    old: (s) => {
      const [primary, secondary] = s.button as { label: string }[];
      return { type: "api-cta", id: s.anchor, title: s.title, body: s.line, primary: primary!.label, secondary: secondary!.label, focusTarget: true };
    },
  },
  {
    from: "nonprofit-stats",
    page: "brands",
    is: (s) => s.type === "numbers" && s.look === "cards",
    fallback: {
      type: "numbers",
      heading: (sectionSchemaOf("numbers").example as Section).heading,
      figures: (sectionSchemaOf("numbers").example as Section).figures,
      look: "cards",
    },
    old: (s) => ({ type: "nonprofit-stats", eyebrow: s.eyebrow, title: s.heading, intro: s.intro, stats: s.figures }),
  },
  {
    // Each feature's icon as the benefit named the same drawing (the fold's own map, read back).
    from: "api-benefits",
    page: "donation-api-charities",
    is: (s) => s.type === "features" && s.eyebrow !== undefined,
    fallback: {
      type: "features",
      eyebrow: "An eyebrow",
      heading: (sectionSchemaOf("features").example as Section).heading,
      intro: "An introduction.",
      features: [
        { icon: "percent", title: "First", line: "A line." },
        { icon: "shieldTick", title: "Second", line: "A line." },
      ],
    },
    old: (s) => ({
      type: "api-benefits",
      eyebrow: s.eyebrow,
      title: s.heading,
      body: s.intro,
      benefits: (s.features as { icon: string; title: string; line: string }[]).map((feature) => ({
        title: feature.title,
        body: feature.line,
        icon: Object.entries(BENEFIT_ICONS).find(([, icon]) => icon === feature.icon)![0],
      })),
    }),
  },
  {
    from: "receive-drops",
    page: "charities",
    is: (s) => s.type === "picture-text" && (s.drawing as { type: string }[] | undefined)?.[0]?.type === "feed-phone",
    fallback: {
      type: "picture-text",
      ...Object.fromEntries(Object.entries(sectionSchemaOf("picture-text").example).filter(([key]) => key !== "picture")),
      eyebrow: "An example eyebrow",
      points: ["A first point"],
      buttons: [{ type: "partner-enquiry", label: "Apply", audience: "charity" }],
      drawing: [{ type: "feed-phone", tilted: true }],
      anchor: "example-feed",
    },
    old: (s) => ({
      type: "receive-drops",
      id: s.anchor,
      eyebrow: s.eyebrow,
      title: s.heading,
      body: s.body,
      points: s.points,
      apply: (s.buttons as { label: string }[])[0]!.label,
    }),
  },
  {
    from: "checkout-api",
    page: "charities",
    is: (s) => s.type === "picture-text" && (s.drawing as { type: string }[] | undefined)?.[0]?.type === "checkout-card",
    fallback: {
      type: "picture-text",
      ...Object.fromEntries(Object.entries(sectionSchemaOf("picture-text").example).filter(([key]) => key !== "picture")),
      eyebrow: "An example eyebrow",
      points: ["A first point"],
      buttons: [
        { type: "partner-enquiry", label: "Apply", audience: "charity" },
        { type: "page", label: "Read more", page: "home" },
      ],
      drawing: [{ type: "checkout-card", title: "A", badge: "B", label: "C", method: "D", fee: "E", giftAid: "F {giftAid}", donate: "G {amount}" }],
      pictureSide: "right",
      anchor: "example-checkout",
    },
    old: (s) => {
      // The old type's two buttons, by what they do (a marketer may have reordered or removed one: the test's own words then).
      const buttons = s.buttons as { type: string; label: string; page?: string }[];
      const apply = buttons.find((button) => button.type === "partner-enquiry") ?? { label: "Apply" };
      const more = buttons.find((button) => button.type === "page") ?? { label: "Read more", page: "home" };
      const sample = Object.fromEntries(Object.entries((s.drawing as Record<string, unknown>[])[0]!).filter(([key]) => key !== "type"));
      return {
        type: "checkout-api",
        id: s.anchor,
        eyebrow: s.eyebrow,
        title: s.heading,
        body: s.body,
        points: s.points,
        apply: apply.label,
        more: { href: more.page, label: more.label },
        sample,
      };
    },
  },
  {
    from: "fund-drops",
    page: "brands",
    is: (s) => s.type === "picture-text" && (s.drawing as { type: string }[] | undefined)?.[0]?.type === "campaign-card",
    fallback: {
      type: "picture-text",
      ...Object.fromEntries(Object.entries(sectionSchemaOf("picture-text").example).filter(([key]) => key !== "picture")),
      eyebrow: "An example eyebrow",
      steps: [{ title: "A first step", body: "What happens first" }],
      drawing: [
        {
          type: "campaign-card",
          title: "A",
          caption: "B",
          badge: "C",
          budget: { claim: CLAIMS[0], label: "D" },
          figures: [{ claim: CLAIMS[0], label: "E" }],
          lifts: [{ claim: CLAIMS[0], label: "F" }],
        },
      ],
      pictureSide: "right",
      anchor: "example-campaign",
    },
    old: (s) => ({
      type: "fund-drops",
      id: s.anchor,
      eyebrow: s.eyebrow,
      title: s.heading,
      body: s.body,
      steps: s.steps,
      campaign: Object.fromEntries(Object.entries((s.drawing as Record<string, unknown>[])[0]!).filter(([key]) => key !== "type")),
    }),
  },
  apiHero("api-hero-settled", "donation-api-charities", "settled-donation", "settled"),
  apiHero("api-hero-order", "donation-api-ecommerce", "order", "order"),
  apiHero("api-hero-points", "donation-api-loyalty", "points", "value"),
  {
    from: "home-hero",
    page: "home",
    is: (s) => s.type === "hero" && drawingOf(s)?.type === "feed",
    fallback: { ...apiHero("home-hero", "home", "feed", "").fallback, headlineAccent: HERO.eyebrow },
    old: (s) => {
      const [main] = s.buttons as Button[];
      return {
        type: "home-hero",
        badge: s.eyebrow,
        headline: [s.headline, s.headlineAccent],
        tagline: drawingOf(s)!.tagline,
        intro: s.intro,
        cta: main!.label,
        ...(main!.type === "section" ? { target: main!.section } : {}),
      };
    },
  },
  {
    from: "brands-hero",
    page: "brands",
    is: (s) => s.type === "hero" && drawingOf(s)?.type === "budget-flow",
    fallback: {
      ...apiHero("brands-hero", "brands", "budget-flow", "").fallback,
      headlineAccent: HERO.eyebrow,
      buttons: [{ type: "partner-enquiry", label: HERO.buttons[0]!.label, audience: "brand" }],
      background: "light",
    },
    old: (s) => {
      const [main, second] = s.buttons as Button[];
      const flow = Object.fromEntries(Object.entries(drawingOf(s)!).filter(([key]) => key !== "type"));
      return {
        type: "brands-hero",
        eyebrow: s.eyebrow,
        headline: [s.headline, s.headlineAccent],
        intro: s.intro,
        cta: main!.label,
        secondary: { label: second?.label ?? main!.label, ...(second?.type === "section" ? { href: `#${second.section}` } : {}) },
        flow,
      };
    },
  },
  {
    from: "charities-hero",
    page: "charities",
    is: (s) => s.type === "hero" && drawingOf(s)?.type === "verified-cause",
    fallback: {
      ...apiHero("charities-hero", "charities", "verified-cause", "").fallback,
      headlineAccent: HERO.eyebrow,
      buttons: [{ type: "partner-enquiry", label: HERO.buttons[0]!.label, audience: "charity" }],
      background: "light",
      drawing: [{ ...EXAMPLE_DRAWINGS["verified-cause"], stepsTitle: HERO.eyebrow, steps: EXAMPLE_STEPS }],
    },
    old: (s) => {
      const [main] = s.buttons as Button[];
      const { stepsTitle, steps, ...card } = Object.fromEntries(Object.entries(drawingOf(s)!).filter(([key]) => key !== "type"));
      return {
        type: "charities-hero",
        eyebrow: s.eyebrow,
        headline: [s.headline, s.headlineAccent],
        intro: s.intro,
        apply: main!.label,
        stepsTitle,
        steps,
        card,
      };
    },
  },
  {
    // The checkout's one sample, named "checkout"; its Request Demo the section action to the demo its target named.
    from: "api-checkout-code",
    page: "donation-api-charities",
    is: (s) => s.type === "code-samples" && (s.samples as { code: string }[]).some((sample) => sample.code === "checkout"),
    fallback: {
      type: "code-samples",
      heading: (sectionSchemaOf("code-samples").example as Section).heading,
      note: "A note.",
      samples: [{ id: "example-checkout", code: "checkout", title: "example.js", copyLabel: "Copy the code" }],
    },
    old: (s) => {
      const [button] = (s.buttons as { label: string; section: string }[] | undefined) ?? [];
      const [sample] = s.samples as { id: string; title: string; copyLabel: string }[];
      return {
        type: "api-checkout-code",
        eyebrow: s.eyebrow,
        title: s.heading,
        intro: s.intro,
        requestDemo: button?.label ?? "A label the old type held with no button drawn",
        requestDemoNote: s.note,
        target: button?.section,
        snippet: { id: sample!.id, title: sample!.title, copyLabel: sample!.copyLabel },
      };
    },
  },
  {
    // The platforms' samples by their place: the first Shopify's code, the second WooCommerce's (the fold's own list).
    from: "api-code-samples",
    page: "donation-api-ecommerce",
    is: (s) => s.type === "code-samples" && (s.samples as { code: string }[]).every((sample) => PLATFORM_CODE_NAMES.includes(sample.code)),
    fallback: sectionSchemaOf("code-samples").example as Section,
    old: (s) => ({
      type: "api-code-samples",
      eyebrow: s.eyebrow,
      title: s.heading,
      body: s.intro,
      samples: (s.samples as Record<string, unknown>[]).map((sample) => Object.fromEntries(Object.entries(sample).filter(([key]) => key !== "code"))),
    }),
  },
  {
    // The feature rows: each feature's drawing named by its kind ("illustration"), the words of each kind the section's own.
    from: "home-features",
    page: "home",
    is: (s) => s.type === "features" && s.look === "rows",
    fallback: {
      type: "features",
      heading: "Rows of the test's own",
      features: [
        { eyebrow: "One", title: "A first row", line: "Its line.", points: ["A point"], drawing: [{ type: "feed", tilted: false }] },
        {
          eyebrow: "Two",
          title: "A second row",
          line: "Its line.",
          points: ["A point"],
          drawing: [{ type: "impact", badge: "Badge", message: "A message", detail: "A detail", streak: "A streak" }],
        },
      ],
      look: "rows",
    },
    old: (s) => {
      const features = s.features as { id?: string; eyebrow: string; title: string; line: string; points: string[]; drawing: Section[] }[];
      const words = (kind: string) => {
        const drawing = features.flatMap((feature) => feature.drawing).find((one) => one.type === kind);
        return drawing && Object.fromEntries(Object.entries(drawing).filter(([key]) => key !== "type"));
      };
      return {
        type: "home-features",
        id: s.anchor,
        label: s.heading,
        features: features.map(({ id, eyebrow, title, line, points, drawing }) => ({ id, eyebrow, title, body: line, points, illustration: drawing[0]!.type })),
        tapPhone: words("tap"),
        impactCard: words("impact"),
        inviteCard: words("waves"),
      };
    },
  },
];

/** JSON as a page file holds it: a key whose value is undefined is no key. */
const asWritten = (value: unknown): Section => JSON.parse(JSON.stringify(value));

/**
 * The page as a branch from before the fold holds it (its section in the old type, made of the fields of the section
 * the site has, or of the fold's example appended where a marketer removed it), and as the fold leaves it: that
 * section again in its place, as the fold makes it. On the launch content that is the section the site has (the fold
 * moved the launch pages, and the review showed them unchanged); once a marketer changed a choice the old type did not
 * have (as the every-edit run does), the fold makes it as it was.
 */
function pages(fold: (typeof FOLDS)[number]) {
  const page = PAGE_FILES.find((p) => pageNameOf(p.file) === fold.page) as Page;
  const found = page.data.sections.findIndex(fold.is);
  const sections = found >= 0 ? page.data.sections : [...page.data.sections, fold.fallback];
  const at = found >= 0 ? found : sections.length - 1;
  const old = fold.old(sections[at]!);
  const made = asWritten((migratePage({ sections: [old] }).data as { sections: Section[] }).sections[0]);
  const after = { ...page.data, sections: sections.map((section, i) => (i === at ? made : section)) };
  const before = { ...page.data, sections: sections.map((section, i) => (i === at ? old : section)) };
  return { file: page.file, at, after, before };
}

test("every fold is tried here, each old type once, and no page of the site holds one", () => {
  expect(FOLDS.map((fold) => fold.from).sort()).toEqual(SECTION_MIGRATIONS.map((m) => m.from).sort());
  const held = new Set(PAGE_FILES.flatMap((page) => (page as Page).data.sections.map((section) => section.type)));
  for (const migration of SECTION_MIGRATIONS) expect(held.has(migration.from)).toBe(false);
});

describe.each(FOLDS)("$from", (fold) => {
  const { file, at, after, before } = pages(fold);
  const migration = SECTION_MIGRATIONS.find((m) => m.from === fold.from)!;

  test("is one problem, at the section's type, naming the new type and the command", () => {
    const problems = check(file, before);
    expect(problems).toHaveLength(1);
    expect(problems[0]!.at).toEqual(["sections", at, "type"]);
    expect(problems[0]!.words).toContain(`Section ${at + 1}, "${fold.from}"`);
    expect(problems[0]!.words).toContain(`now part of "${migration.to}"`);
    expect(problems[0]!.words).toContain(MIGRATE_COMMAND);
  });

  test("migratePage moves it, in its place, to the section the fold makes, which the page check accepts", () => {
    const { data, moved } = migratePage(before);
    expect(moved).toEqual([{ place: at + 1, from: fold.from, to: migration.to }]);
    expect(data).toEqual(after);
    expect(check(file, data)).toEqual([]);
  });
});

test("migratePage leaves a page without old types as it was", () => {
  for (const page of PAGE_FILES) expect(migratePage(page.data)).toEqual({ data: page.data, moved: [] });
});

test("npm run migrate-sections rewrites only the page files that hold an old type, as the editor writes them", () => {
  const root = mkdtempSync(path.join(tmpdir(), "drops-migrate-"));
  try {
    mkdirSync(path.join(root, PAGES_DIR), { recursive: true });
    const [first, second] = FOLDS.map(pages);
    const old = path.join(root, first!.file);
    writeFileSync(old, JSON.stringify(first!.before, null, 2) + "\n");
    const untouched = path.join(root, second!.file);
    writeFileSync(untouched, JSON.stringify(second!.after)); // not in the editor's format: rewritten only if changed
    const lines = migrateSections(root);
    expect(lines).toEqual([
      `${first!.file}: section ${first!.at + 1}, "${FOLDS[0]!.from}" is now "${SECTION_MIGRATIONS.find((m) => m.from === FOLDS[0]!.from)!.to}"`,
      "migrate-sections: 1 section(s) moved",
    ]);
    expect(JSON.parse(readFileSync(old, "utf8"))).toEqual(first!.after);
    expect(readFileSync(old, "utf8")).toBe(JSON.stringify(JSON.parse(readFileSync(old, "utf8")), null, 2) + "\n");
    expect(readFileSync(untouched, "utf8")).toBe(JSON.stringify(second!.after));
    expect(migrateSections(root)).toEqual(["migrate-sections: no page file holds a folded section type"]);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});
