import { exampleFieldsOf, launchCopyOf } from "@/lib/content/example-words";
import { LAUNCH_PAGES, pageNameOf } from "@/lib/content/page-files.mjs";
import { fieldWords } from "@/lib/content/page-problems";
import { PAGE_FILES } from "@/lib/content/shared-files";
import { sectionSchemaOf } from "@/lib/sections/schemas";

const example = (type: string) => JSON.parse(JSON.stringify(sectionSchemaOf(type).example)) as Record<string, unknown>;
const page = (...sections: object[]) => ({ path: "/campaigns/x", title: "A page", sections });
const flagged = (data: unknown) => exampleFieldsOf(data).map((field) => field.words);

describe("fields still holding their section's example", () => {
  it("names every word field of a section as Add made it, as the editor labels it, in the page's order", () => {
    const data = page(example("hero"), example("text"));
    const fields = exampleFieldsOf(data);
    expect(fields.length).toBeGreaterThan(2);
    expect(fields.every((field) => field.words === fieldWords(data, field.at))).toBe(true);
    expect(fields.map((field) => field.at[1])).toEqual([...fields.map((field) => field.at[1])].sort());
    expect(flagged(data)).toContain(fieldWords(data, ["sections", 0, "headline"]));
    expect(flagged(data)).toContain(fieldWords(data, ["sections", 1, "heading"]));
    // A button's label too (a typed block), by its field, not its place: the buttons swapped, both still count.
    expect(flagged(data)).toContain(fieldWords(data, ["sections", 0, "buttons", 0, "label"]));
    const hero = example("hero");
    const buttons = hero.buttons as { type: string; label: string }[];
    hero.buttons = [buttons[1], buttons[0]];
    const swapped = page(hero);
    for (const i of [0, 1]) expect(flagged(swapped)).toContain(fieldWords(swapped, ["sections", 0, "buttons", i, "label"]));
    hero.buttons = [{ ...buttons[1]!, label: "Our own label" }, buttons[0]];
    expect(flagged(page(hero))).not.toContain(fieldWords(page(hero), ["sections", 0, "buttons", 0, "label"]));
  });

  it("lets go of a field once its words are the marketer's, and of a list item added with words of its own", () => {
    const hero = example("hero");
    const before = flagged(page(hero));
    hero.headline = "Our own headline";
    const after = flagged(page(hero));
    expect(after).toHaveLength(before.length - 1);
    expect(after).not.toContain(fieldWords(page(hero), ["sections", 0, "headline"]));
  });

  it("flags a picture once, by its file, and not once the file is another", () => {
    const quote = example("picture");
    const data = page(quote);
    const at = fieldWords(data, ["sections", 0, "picture"]);
    expect(flagged(data).filter((words) => words === at)).toHaveLength(1);
    expect(flagged(data).some((words) => words.startsWith(`${at} ›`))).toBe(false);
    quote.picture = { ...(quote.picture as object), src: "/media/our-own.jpg" };
    expect(flagged(page(quote))).not.toContain(at);
  });

  it("passes over a developer's hidden fields and the choices, which are not words", () => {
    const band = example("api-checkout-demo");
    expect(typeof band.id).toBe("string");
    const words = flagged(page(band));
    expect(words).not.toContain(fieldWords(page(band), ["sections", 0, "id"]));
    const picture = example("picture-text");
    expect(flagged(page(picture))).not.toContain(fieldWords(page(picture), ["sections", 0, "pictureSide"]));
  });

  it("passes over the words a launch page publishes in the same place, and only those", () => {
    const demo = example("api-checkout-demo");
    const data = page(demo);
    const all = flagged(data);
    const back = fieldWords(data, ["sections", 0, "back"]);
    const title = fieldWords(data, ["sections", 0, "title"]);
    // A launch page whose demo says Back as the example does (the site's words, not a placeholder), its title its
    // own, and the example's title only in another place (its eyebrow).
    const launchDemo = { ...example("api-checkout-demo"), title: "Our own title", eyebrow: demo.title };
    const launch = launchCopyOf([{ data: page(example("hero"), launchDemo) }]);
    const kept = exampleFieldsOf(data, launch).map((field) => field.words);
    expect(all).toContain(back);
    expect(kept).not.toContain(back);
    expect(kept).toContain(title);
    expect(kept.every((words) => all.includes(words))).toBe(true);
    expect(flagged(page({ type: "no-such-type", heading: "x" }))).toEqual([]);
  });

  it("never flags a launch page against the site's launch pages, whatever their words", () => {
    const launchPages = PAGE_FILES.filter(({ file }) => LAUNCH_PAGES.includes(pageNameOf(file)));
    expect(launchPages.length).toBeGreaterThan(0);
    const launch = launchCopyOf(launchPages);
    for (const { file, data } of launchPages) expect({ file, flagged: exampleFieldsOf(data, launch) }).toEqual({ file, flagged: [] });
  });
});
