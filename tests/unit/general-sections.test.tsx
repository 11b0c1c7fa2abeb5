/**
 * The general sections' shared parts: the anchors a page gives its sections
 * (lib/sections/anchors.ts), the action model's buttons (lib/sections/shared/action.ts)
 * and what the page check makes of them: every "scroll to a section" button
 * finds its anchor or is named with it, and a button that opens the partner
 * enquiry puts that audience's dialog in the page. Words come from the types' examples, never literals.
 */
import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { render, screen } from "@testing-library/react";
import PageSections from "@/components/sections/page-sections";
import { SECTION_CONTEXT, pageAt } from "@/lib/content/load";
import { pageSchema } from "@/lib/content/page.schema";
import type { SectionContext } from "@/lib/content/section-context";
import { SITE_IDS, WRITTEN_IDS, slugify, uniqueAnchors } from "@/lib/sections/anchors";
import { SECTION_SCHEMAS, exampleSection, hasDarkTop, pageAnchors, partnerAudiences, sectionSchemaOf } from "@/lib/sections/schemas";
import { action, type Action } from "@/lib/sections/shared/action";
import { partnerDialogId } from "@/lib/top-layer-ids.mjs";

const context: SectionContext = { ...SECTION_CONTEXT, highlight: () => "" };
const example = (name: string) => exampleSection(sectionSchemaOf(name), context.figures);
// A page file as the editor writes it (the loader adds where it was read from), to hold other sections.
const page = Object.fromEntries(Object.entries(pageAt("/")).filter(([key]) => key !== "file"));
const problemsOf = (sections: readonly object[]) => {
  const result = pageSchema.safeParse({ ...page, sections });
  return result.success ? [] : result.error.issues.map((issue) => ({ path: issue.path, message: issue.message }));
};
const button = (value: unknown): Action => action().parse(value);

describe("a section's anchor", () => {
  test("is its heading in lowercase words and dashes, accents dropped, starting with a letter", () => {
    expect(slugify("Why We Give")).toBe("why-we-give");
    expect(slugify("  Crème brûlée, à la carte!  ")).toBe("creme-brulee-a-la-carte");
    expect(slugify("2026: a year of drops")).toBe("section-2026-a-year-of-drops");
    expect(slugify("💧💧")).toBe("section");
    const long = slugify("a very long heading that goes on and on well past any sensible length for an address");
    expect(long.length).toBeLessThanOrEqual(48);
    expect(long).toMatch(/^[a-z][a-z0-9-]*[a-z0-9]$/);
  });

  test("is unique on the page: -2, -3 for repeats, never taking an anchor another section gives", () => {
    expect(
      uniqueAnchors([{ heading: "Join us" }, { heading: "Join us" }, { heading: "Join us!" }, undefined, { given: "join-us-4" }, { heading: "Join us" }]),
    ).toEqual(["join-us", "join-us-2", "join-us-3", undefined, "join-us-4", "join-us-5"]);
    expect(uniqueAnchors([{ heading: "Our story" }, { given: "our-story", heading: "Other words" }])).toEqual(["our-story-2", "our-story"]);
  });

  test("never takes an id the site's layout or a launch view writes itself, and Anchor for links refuses one", () => {
    // Every id written as a literal in components/ and app/ (the editor's own chrome and the team's view aside), as an attribute (id="…") or in
    // a view's table of its looks (id: "…"): SITE_IDS must list it, or a heading could give a second element that id.
    const written = new Set<string>();
    for (const dir of ["components", "app"]) {
      for (const file of readdirSync(path.join(process.cwd(), dir), { recursive: true, encoding: "utf8" }).filter(
        (f) => f.endsWith(".tsx") && !f.startsWith("editor/") && !f.startsWith("team/"),
      )) {
        for (const m of readFileSync(path.join(process.cwd(), dir, file), "utf8").matchAll(/\bid(?:=|: )"([^"]+)"/g)) written.add(m[1]);
      }
    }
    expect([...written].sort()).toEqual([...WRITTEN_IDS].sort());
    for (const id of WRITTEN_IDS) expect(SITE_IDS).toContain(id);
    const [taken] = SITE_IDS;
    expect(uniqueAnchors([{ heading: taken }])).toEqual([`${taken}-2`]);
    const quote = example("quote");
    const hero = example("hero");
    expect(problemsOf([hero, { ...quote, anchor: taken }])).toEqual([expect.objectContaining({ path: ["sections", 1, "anchor"] })]);
    expect(problemsOf([hero, { ...quote, anchor: `${taken}-x` }])).toEqual([]);
  });

  test("of a page's sections: the one given, else one from the heading; a launch type's fixed id counts as given", () => {
    const steps = example("steps");
    const quote = example("quote");
    const withId = SECTION_SCHEMAS.map((type) => example(type.name)).find((section) => "id" in section && typeof section.id === "string");
    const anchors = pageAnchors([steps, quote, { ...quote }, ...(withId ? [withId] : [])]);
    expect(anchors.slice(0, 3)).toEqual([
      sectionSchemaOf("steps").anchorSource(steps)?.given,
      slugify(sectionSchemaOf("quote").anchorSource(quote)?.heading ?? ""),
      `${slugify(sectionSchemaOf("quote").anchorSource(quote)?.heading ?? "")}-2`,
    ]);
    if (withId && "id" in withId) expect(anchors[3]).toBe(withId.id);
    // A type the index does not know (a half-typed section in the preview) has none, and the rest keep theirs.
    expect(pageAnchors([{ type: "no-such-type" }, quote])).toEqual([undefined, anchors[1]]);
  });

  test("is drawn as the section's id, where its buttons point", () => {
    const steps = example("steps");
    const hero = example("hero");
    const { container } = render(<PageSections sections={[hero, steps]} context={context} />);
    const [heroAnchor, stepsAnchor] = pageAnchors([hero, steps]);
    expect(container.querySelector(`section#${heroAnchor}`)).not.toBeNull();
    expect(container.querySelector(`section#${stepsAnchor}`)).not.toBeNull();
  });
});

describe("the action model", () => {
  test("each kind is drawn as what it does: the existing openers, or plain links", () => {
    const label = sectionSchemaOf("hero").actions(example("hero"))[0]!.label;
    const home = pageAt("/");
    const buttons = [
      button({ type: "droplist", label: `${label} 1` }),
      button({ type: "partner-enquiry", label: `${label} 2`, audience: "charity" }),
      // A page file names the page (its file's name); the loader hands the view its path (lib/content/page-links.ts).
      { ...button({ type: "page", label: `${label} 3`, page: path.basename(home.file, ".json") }), page: home.path },
      button({ type: "section", label: `${label} 4`, section: "somewhere" }),
      button({ type: "placeholder", label: `${label} 5` }),
    ];
    const hero = { ...example("hero"), buttons: buttons.slice(0, 2) };
    const cta = (one: Action) => ({ ...example("call-to-action"), button: [one] });
    render(<PageSections sections={[hero, cta(buttons[2]!), cta(buttons[3]!), cta(buttons[4]!)]} context={context} />);
    expect(screen.getByRole("button", { name: `${label} 1` })).toHaveAttribute("aria-haspopup", "dialog");
    expect(screen.getByRole("button", { name: `${label} 2` })).toHaveAttribute("commandfor", partnerDialogId("charity"));
    expect(screen.getByRole("link", { name: `${label} 3` })).toHaveAttribute("href", home.path);
    expect(screen.getByRole("link", { name: `${label} 4` })).toHaveAttribute("href", "#somewhere");
    // The placeholder opens nothing and goes nowhere: a plain button, with no popup, target or command.
    const placeholder = screen.getByRole("button", { name: `${label} 5` });
    for (const attribute of ["aria-haspopup", "commandfor", "command", "popovertarget"]) expect(placeholder).not.toHaveAttribute(attribute);
  });

  test("the page holds the partner enquiry of each audience its buttons open, once; other buttons add none", () => {
    const cta = example("call-to-action");
    const partner = { ...cta, button: [button({ type: "partner-enquiry", label: "x", audience: "brand" })] };
    const droplist = { ...cta, button: [button({ type: "droplist", label: "x" })] };
    expect(partnerAudiences([partner])).toEqual(["brand"]);
    expect(partnerAudiences([droplist])).toEqual([]);
    const hero = { ...example("hero"), buttons: [button({ type: "partner-enquiry", label: "y", audience: "charity" }), partner.button[0]] };
    expect(partnerAudiences([hero, partner])).toEqual(["brand", "charity"]);
    // The editor's preview asks it of a section still being typed, its buttons not there yet.
    const halfTyped = { type: "hero", buttons: "not yet a list" };
    expect(partnerAudiences([{ type: "call-to-action" }, halfTyped])).toEqual([]);
  });

  test("a call to action a button of the page scrolls to takes the focus it hands it; one no button scrolls to does not", () => {
    const cta = example("call-to-action");
    for (const look of ["dark", "bright"]) {
      const aimed = { ...cta, look, anchor: "aimed-at" };
      const other = { ...cta, look, anchor: "not-aimed-at" };
      const hero = { ...example("hero"), buttons: [button({ type: "section", label: "Go", section: aimed.anchor })] };
      const { container, unmount } = render(<PageSections sections={[hero, aimed, other]} context={context} />);
      expect(container.querySelector(`#${aimed.anchor}`)).toHaveAttribute("tabindex", "-1");
      expect(container.querySelector(`#${other.anchor}`)).not.toHaveAttribute("tabindex");
      unmount();
    }
  });

  test("features a button of the page scrolls to, on cards or in rows, take the focus it hands them", () => {
    for (const look of ["cards", "rows"]) {
      const aimed = { ...example("features"), look, anchor: "aimed-at" };
      const hero = { ...example("hero"), buttons: [button({ type: "section", label: "Go", section: aimed.anchor })] };
      const { container, unmount } = render(<PageSections sections={[hero, aimed]} context={context} />);
      expect(container.querySelector(`#${aimed.anchor}`)).toHaveAttribute("tabindex", "-1");
      unmount();
    }
  });

  test("a kind's own field is required, and an unknown kind is refused naming the kinds", () => {
    expect(action().safeParse({ type: "page", label: "x" }).success).toBe(false);
    expect(action().safeParse({ type: "section", label: "x", section: "#top" }).error?.issues[0]?.message).toMatch(/without #/);
    expect(action().safeParse({ type: "phone", label: "x" }).error?.issues[0]?.message).toMatch(/one of droplist, partner-enquiry, page, section, placeholder/);
  });
});

describe("the page check", () => {
  test("accepts a page whose buttons scroll to sections it has", () => {
    expect(problemsOf([example("hero"), example("steps"), example("quote"), example("call-to-action")])).toEqual([]);
  });

  test("names the button and the anchor a page lacks", () => {
    // The hero's example with a button that scrolls to the steps' example's anchor, on a page without the steps.
    const target = { type: "section", label: "See how", section: sectionSchemaOf("steps").anchorSource(example("steps"))!.given! } as const;
    const hero = { ...example("hero"), buttons: [target] };
    const buttons = sectionSchemaOf("hero").actions(hero);
    expect(problemsOf([hero, example("steps")])).toEqual([]);
    const quote = example("quote");
    expect(problemsOf([hero, quote])).toEqual([
      {
        // At the button's own field: the hero's buttons are its "buttons" list.
        path: ["sections", 0, "buttons", buttons.indexOf(target), "section"],
        message: `the button "${target.label}" scrolls to the anchor "${target.section}", which no section of this page has (its anchors: ${pageAnchors([hero, quote]).sort().join(", ")})`,
      },
    ]);
  });

  test("refuses two sections giving the same anchor, naming the first", () => {
    const steps = example("steps");
    const anchor = sectionSchemaOf("steps").anchorSource(steps)?.given;
    expect(problemsOf([example("hero"), steps, { ...example("quote"), anchor }])).toEqual([
      { path: ["sections", 2, "anchor"], message: `has the anchor "${anchor}", as section 2 does: an anchor names one section of a page` },
    ]);
  });

  test("a dark hero starts the page under a see-through header, a light one does not; a page has one hero", () => {
    const hero = example("hero");
    const dark = { ...hero, background: "dark" };
    const light = { ...hero, background: "light" };
    expect(hasDarkTop(dark)).toBe(true);
    expect(hasDarkTop(light)).toBe(false);
    expect(problemsOf([hero, example("steps"), hero]).map((p) => p.path)).toEqual([["sections", 2]]);
  });
});

describe("the Features section", () => {
  // The test's own words: a feature with every field, one with its icon alone, one with neither.
  const full = {
    eyebrow: "First of three",
    title: "A drawn feature",
    line: "Its line.",
    points: ["Its first point", "Its second point"],
    icon: "heart",
    drawing: [{ type: "impact", badge: "A badge", message: "What the gift did", detail: "A detail", streak: "A streak" }],
  };
  const iconOnly = { title: "A feature with an icon", line: "Its line.", icon: "shield" };
  const wordsOnly = { title: "A feature of words", line: "Its line.", eyebrow: "Words alone" };
  const section = (look: string) => ({ type: "features", heading: "The test's features", features: [full, iconOnly, wordsOnly], look });
  const draw = (look: string) => render(<PageSections sections={[example("hero"), section(look)]} context={context} />);

  test("in rows: a region named by its heading, each feature a region named by its title beside its drawing, else its icon", () => {
    const { container } = draw("rows");
    const rows = screen.getByRole("region", { name: "The test's features" });
    expect(screen.queryByRole("heading", { name: "The test's features" })).toBeNull();
    const [drawn, withIcon, words] = [full, iconOnly, wordsOnly].map((feature) => screen.getByRole("region", { name: feature.title }));
    for (const row of [drawn, withIcon, words]) expect(rows).toContainElement(row!);
    expect(drawn).toHaveTextContent(full.drawing[0]!.message);
    for (const point of full.points) expect(drawn).toHaveTextContent(point);
    expect(drawn).toHaveTextContent(full.eyebrow);
    expect(withIcon!.querySelector("svg path")).not.toBeNull();
    expect(words!.querySelector("svg")).toBeNull();
    expect(words).toHaveTextContent(wordsOnly.eyebrow);
    // Each row's title id is its own, from the section's anchor and its place (no feature here holds an id).
    const ids = [...container.querySelectorAll("h2[id]")].map((h) => h.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  test("on cards: every word but the drawing's, the icon where given, no empty tile where not", () => {
    draw("cards");
    const band = screen.getByRole("region", { name: "The test's features" });
    const cards = [...band.querySelector("ul")!.children];
    expect(cards).toHaveLength(3);
    const [drawn, withIcon, words] = cards;
    for (const text of [full.eyebrow, full.title, full.line, ...full.points]) expect(drawn).toHaveTextContent(text);
    expect(drawn).not.toHaveTextContent(full.drawing[0]!.message);
    expect(withIcon!.querySelector("svg path")).not.toBeNull();
    expect(words!.querySelector("span.grid")).toBeNull();
    expect(words).toHaveTextContent(wordsOnly.eyebrow);
    expect(band).toContainElement(screen.getByRole("heading", { level: 2, name: "The test's features" }));
  });

  test("either look passes the page check, whatever of icon, drawing, eyebrow and points its features hold", () => {
    for (const look of ["cards", "rows"]) expect(problemsOf([example("hero"), section(look)])).toEqual([]);
  });
});
