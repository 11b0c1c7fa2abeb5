import { render } from "@testing-library/react";
import { sectionViewOf } from "@/components/sections/views";
import { claimReferenceProblems, claimReferences } from "@/lib/content/claim-references";
import { claimValuesOf, type ClaimValues } from "@/lib/content/claim-values";
import { claimsSchema } from "@/lib/content/claims.schema";
import { editorConfig, editorFiles, type EditorField } from "@/lib/content/editor-config";
import { withFigures } from "@/lib/content/figures";
import { SECTION_CONTEXT, SECTION_FILES } from "@/lib/content/load";
import { PAGE_FILES, SHARED_FILES } from "@/lib/content/shared-files";
import { pageSchema } from "@/lib/content/page.schema";
import { CLAIM_SLOTS, contentProblems } from "@/lib/content/schema";
import type { SectionContext } from "@/lib/content/section-context";

/**
 * Pages pick each claim by its name (lib/content/claim-values.ts), so the order
 * of any list a marketer can reorder in the editor means nothing for which
 * figure stands beside which label. Here every such list is reversed, in every
 * page file and in the claims file, and the sections that show claims are drawn:
 * each label must sit beside the figure of the claim it names.
 */

const CONFIG = editorConfig({ origin: "https://drops.example", repo: "owner/drops-site" });
const FILES = editorFiles(CONFIG);
const fieldsOf = (file: string) => FILES.find((f) => f.file === file)!.fields as EditorField[];

/** The data with every list the editor lets a marketer reorder reversed, inside out. */
function reversed(fields: readonly EditorField[], data: unknown): unknown {
  if (!data || typeof data !== "object" || Array.isArray(data)) return data;
  const out: Record<string, unknown> = { ...data };
  for (const field of fields) {
    const value = out[field.name];
    if (field.widget === "object") out[field.name] = reversed(field.fields ?? [], value);
    if (field.widget !== "list" || !Array.isArray(value)) continue;
    const items = value.map((item: unknown) => {
      if (field.types) {
        const type = field.types.find((t) => t.name === (item as { type?: string }).type);
        return type ? reversed(type.fields, item) : item;
      }
      return field.fields ? reversed(field.fields, item) : item;
    });
    out[field.name] = field.allow_reorder === false ? items : items.reverse();
  }
  return out;
}

/** Every object in the data that names a claim, with the words beside it. */
function pairs(data: unknown): { claim: string; label: string }[] {
  if (Array.isArray(data)) return data.flatMap(pairs);
  if (!data || typeof data !== "object") return [];
  const here =
    "claim" in data && "label" in data && typeof data.claim === "string" && typeof data.label === "string" ? [{ claim: data.claim, label: data.label }] : [];
  return [...here, ...Object.values(data).flatMap(pairs)];
}

const highlight: SectionContext["highlight"] = () => {
  throw new Error("no section that shows a claim draws code");
};

/** The drawn section's problems: each label's nearest surroundings holding a figure must hold its own claim's, and no other label. */
function misplaced(container: HTMLElement, expected: readonly { claim: string; label: string }[], claims: ClaimValues): string[] {
  const values = [...new Set(expected.map((p) => claims[p.claim]!))];
  return expected.flatMap(({ claim, label }) => {
    const own = claims[claim]!;
    const labels = [...container.querySelectorAll<HTMLElement>("*")].filter(
      (el) => el.textContent?.trim() === label && ![...el.children].some((c) => c.textContent?.trim() === label),
    );
    if (labels.length !== 1) return [`"${label}": ${labels.length} elements read it`];
    let at: HTMLElement | null = labels[0]!;
    while (at && !values.some((v) => at!.textContent!.includes(v))) at = at.parentElement;
    if (!at) return [`"${label}": no figure near it`];
    const text = at.textContent!;
    const others = expected.filter((p) => p.label !== label && text.includes(p.label)).map((p) => p.label);
    if (!text.includes(own)) return [`"${label}" stands beside ${JSON.stringify(values.filter((v) => text.includes(v)))}, not ${own} (${claim})`];
    return others.length ? [`"${label}" shares its figure's box with ${JSON.stringify(others)}`] : [];
  });
}

function drawn(section: { type: string }, context: SectionContext): HTMLElement {
  const View = sectionViewOf(section.type);
  return render(<View section={section} context={context} />).container;
}

const claimsReversed = reversed(fieldsOf(SHARED_FILES.claims.file), SHARED_FILES.claims.data);
const parsedClaims = claimsSchema.parse(claimsReversed).claims;
const CONTEXT: SectionContext = { ...SECTION_CONTEXT, claims: claimValuesOf(withFigures(parsedClaims)), highlight };

const SHOWING_CLAIMS = PAGE_FILES.filter(({ data }) => claimReferences(pageSchema, data).length > 0);

it("has pages that show claims to check", () => {
  expect(SHOWING_CLAIMS.length).toBeGreaterThan(0);
});

describe.each(PAGE_FILES.map(({ file, data }) => [file, data] as const))("%s, every list a marketer can reorder reversed", (file, data) => {
  it("is still a page the schema accepts, naming only claims that exist", () => {
    const page = pageSchema.parse(withFigures(reversed(fieldsOf(file), data)));
    expect(contentProblems(file, pageSchema, page)).toEqual([]);
    expect(claimReferenceProblems(file, pageSchema, page, CONTEXT.claims)).toEqual([]);
  });
});

describe.each(SHOWING_CLAIMS.map(({ file, data }) => [file, data] as const))("%s, every list a marketer can reorder reversed", (file, data) => {
  const page = pageSchema.parse(withFigures(reversed(fieldsOf(file), data)));
  const showing = page.sections.filter((section) => claimReferences(pageSchema.shape.sections.element, section).length > 0);

  it("keeps every label beside its own claim's figure", () => {
    expect(showing.length).toBeGreaterThan(0);
    for (const section of showing) {
      const expected = pairs(section);
      // Every claim the section names has words beside it, so none goes unchecked.
      expect(expected).toHaveLength(claimReferences(pageSchema.shape.sections.element, section).length);
      expect(misplaced(drawn(section, CONTEXT), expected, CONTEXT.claims)).toEqual([]);
    }
  });
});

describe("the check itself", () => {
  it("notices a label drawn beside another claim's figure", () => {
    const found = PAGE_FILES.flatMap(({ data }) => pageSchema.parse(withFigures(data)).sections).find((s) => s.type === "numbers");
    if (found?.type !== "numbers") throw new Error("no numbers section to try the check on");
    // Two stats of different figures: the page's own, or (where a marketer cut the list to one) its first stat twice, with two such claims and labels of the test's.
    const names = Object.keys(CONTEXT.claims);
    const other = names.find((name) => CONTEXT.claims[name] !== CONTEXT.claims[names[0]!]);
    const distinct = new Set(found.figures.map((s) => CONTEXT.claims[s.claim])).size;
    const stats =
      distinct >= 2 || !other
        ? found
        : {
            ...found,
            figures: [
              { ...found.figures[0]!, claim: names[0]!, label: "A first label" },
              { ...found.figures[0]!, claim: other, label: "A second label" },
            ],
          };
    const [a, b] = stats.figures.filter((s, i, all) => all.findIndex((o) => CONTEXT.claims[o.claim] === CONTEXT.claims[s.claim]) === i);
    // Drawn with the first two claims swapped, as an index join would after a reorder.
    const swapped = { ...stats, figures: stats.figures.map((s) => (s === a ? { ...s, claim: b!.claim } : s === b ? { ...s, claim: a!.claim } : s)) };
    expect(misplaced(drawn(swapped, CONTEXT), pairs(stats), CONTEXT.claims)).toEqual([
      expect.stringContaining(`"${a!.label}" stands beside`),
      expect.stringContaining(`"${b!.label}" stands beside`),
    ]);
  });
});

describe("the claims", () => {
  const claims = SECTION_FILES.claims.claims;

  it("refuse a name used twice, naming it", () => {
    const twice = { claims: [...claims, { type: "shown", name: claims[0]!.name, value: "1" }] };
    expect(contentProblems("lib/content/claims.json", claimsSchema, twice)).toEqual([
      `lib/content/claims.json: claims[${claims.length}].name: "${claims[0]!.name}" is also the name of claims[0]: each claim needs a name of its own`,
    ]);
  });

  it("must hold the claims the figure slots show", () => {
    const [slot] = CLAIM_SLOTS;
    expect(contentProblems("lib/content/claims.json", claimsSchema, { claims: claims.filter((c) => c.name !== slot) })).toEqual([
      `lib/content/claims.json: claims: has no claim named "${slot}", which the lines that say {${slot}} show`,
    ]);
  });

  it("print a number in its format", () => {
    const numbers = (["plain", "thousands", "usd", "percent", "increase"] as const).map((format) => ({
      type: "number" as const,
      name: format,
      value: 12345,
      format,
    }));
    expect(claimValuesOf(numbers)).toEqual({ plain: "12345", thousands: "12,345", usd: "$12,345", percent: "12345%", increase: "+12345%" });
  });

  it("fail the build when a page names one that does not exist, naming the page file and the field", () => {
    const { file, data } = SHOWING_CLAIMS[0]!;
    const [ref] = claimReferences(pageSchema, data);
    const keys = ref!.at.match(/[^.[\]]+/g)!;
    const edited: Record<string, unknown> = JSON.parse(JSON.stringify(data));
    const parent = keys.slice(0, -1).reduce<Record<string, unknown>>((at, key) => at[key] as Record<string, unknown>, edited);
    parent[keys.at(-1)!] = "noSuchClaim";
    expect(claimReferenceProblems(file, pageSchema, edited, CONTEXT.claims)).toEqual([
      `${file}: ${ref!.at}: names the claim "noSuchClaim", which lib/content/claims.json does not have (its claims: ${Object.keys(CONTEXT.claims).join(", ")})`,
    ]);
  });
});
