/**
 * A section type is tested where it is defined: each type's example (beside its
 * schema, lib/sections/<type>/schema.ts) is a value its schema accepts, and is
 * drawn by its view with the site's real context (shared files, figures, the
 * build's highlighter). Each drawing must be a named region with a heading,
 * every button and link must have a name, it must draw an h1 exactly when its
 * schema says it holds the page's main heading, and axe must find nothing. axe runs
 * here, in jsdom, rather than on the built gallery: it needs no build, and a
 * failure names the type. jsdom lays nothing out, so axe's colour-contrast rule
 * cannot judge here; tests/e2e/section-gallery.spec.ts runs axe on the gallery
 * in Chromium for that. Shiki is ES modules only, which Jest cannot import: the
 * code blocks get their code escaped into the same markup uncoloured
 * (lib/code-html.ts), and the gallery's build colours them with the real one.
 */
import { render, screen, within } from "@testing-library/react";
import axe from "axe-core";
import PageSections from "@/components/sections/page-sections";
import { tokensToHtml } from "@/lib/code-html";
import { SECTION_CONTEXT } from "@/lib/content/load";
import { editorConfig, type EditorField } from "@/lib/content/editor-config";
import { contentProblems } from "@/lib/content/schema";
import type { SectionContext } from "@/lib/content/section-context";
import { SECTION_SCHEMAS, exampleSection, sectionSchemaOf } from "@/lib/sections/schemas";
import { SHARED_READS, type SharedRead } from "@/lib/sections/section-schema";

const TYPES = SECTION_SCHEMAS.map((type) => type.name);

beforeAll(() => {
  // jsdom has no media queries (nor the IntersectionObserver a moving drawing starts with): a visitor who asks for reduced motion.
  Object.defineProperty(window, "matchMedia", { configurable: true, value: (query: string) => ({ matches: query.includes("reduce"), media: query }) });
});

const context: SectionContext = {
  ...SECTION_CONTEXT,
  highlight: (code) => tokensToHtml(code.split("\n").map((line) => [{ content: line }])),
};

describe.each(TYPES)("the %s section's example", (name) => {
  const type = sectionSchemaOf(name);

  test("is accepted by its schema", () => {
    expect(contentProblems(`the example of "${name}"`, type.schema, type.example)).toEqual([]);
  });

  test("is drawn as a named region with a heading, every control named, and axe finds nothing", async () => {
    const { container } = render(<PageSections sections={[exampleSection(type, context.figures, context.pagePaths)]} context={context} />);
    const regions = screen.queryAllByRole("region");
    expect(regions.map((region) => `${name}: a region named "${region.getAttribute("aria-label") ?? ""}"`)).not.toEqual([]);
    for (const region of regions) expect(region).toHaveAccessibleName();
    expect(within(regions[0]!).queryAllByRole("heading")).not.toEqual([]);
    for (const control of [...screen.queryAllByRole("button"), ...screen.queryAllByRole("link")]) expect(control).toHaveAccessibleName();
    // Its schema's mainHeading says whether it draws the page's h1: the page check counts on it (lib/content/page.schema.ts).
    expect(screen.queryAllByRole("heading", { level: 1 })).toHaveLength(type.mainHeading ? 1 : 0);

    // Colour contrast needs layout, which jsdom has not: the gallery's e2e spec runs that rule in Chromium.
    const results = await axe.run(container, { resultTypes: ["violations"], rules: { "color-contrast": { enabled: false } } });
    const violations = results.violations.flatMap((v) => v.nodes.map((node) => `${name}: ${v.id} (${v.help}) at ${node.target.join(" ")}`));
    expect(violations).toEqual([]);
  });
});

/**
 * Which of the shared files a view reads whole (SectionSchemaOptions.reads), seen as its example is drawn: the
 * editor's preview of such a file draws only the pages with a section that reads it (lib/content/shared-reads.ts),
 * so a view reading one its type does not list would leave a page out of that preview.
 */
test.each(TYPES)("the %s section's view reads the shared files its type lists, and no other", (name) => {
  const type = sectionSchemaOf(name);
  const read = new Set<SharedRead>();
  const watched = { ...context };
  for (const key of SHARED_READS)
    Object.defineProperty(watched, key, {
      get: () => {
        read.add(key);
        return context[key];
      },
    });
  render(<PageSections sections={[exampleSection(type, context.figures, context.pagePaths)]} context={watched} />);
  expect([...read].sort()).toEqual([...type.reads(type.example)].sort());
});

test("a bad example fails, naming its type and field", () => {
  const type = sectionSchemaOf("call-to-action");
  const example: { type: string; title: string } = { ...type.example, title: "" };
  expect(() => exampleSection({ ...type, example }, context.figures)).toThrow(
    /the example of "call-to-action" \(lib\/sections\/call-to-action\/schema\.ts\): title: must not be empty/,
  );
});

/** What Decap's list widget fills a typed block it adds with: each field's default, an object's from its own fields (decap-cms-widget-list, getFieldsDefault). */
function decapDefaults(fields: readonly EditorField[], start: Record<string, unknown> = {}): Record<string, unknown> {
  return fields.reduce((acc, field) => {
    if (field.widget === "object") {
      const inner = decapDefaults(field.fields ?? []);
      if (Object.keys(inner).length) acc[field.name] = inner;
    } else if (field.default !== undefined) acc[field.name] = field.default;
    return acc;
  }, start);
}

test("a section added in the editor starts as its type's example", () => {
  const pages = editorConfig({ origin: "https://drops.example", repo: "owner/drops-site" }).collections.find((c) => c.name === "pages");
  const fields: readonly EditorField[] = pages && "fields" in pages ? (pages.fields ?? []) : [];
  const sections = fields.find((field) => field.name === "sections");
  const added = (sections?.types ?? []).map((block) => [block.name, decapDefaults(block.fields, { type: block.name })] as const);
  expect(added.map(([name]) => name)).toEqual(TYPES);
  for (const [name, value] of added) expect({ name, value }).toEqual({ name, value: sectionSchemaOf(name).example });
});
