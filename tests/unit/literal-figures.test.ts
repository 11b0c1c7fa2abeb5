import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { CLAIMS, CLAIM_VALUES } from "@/lib/content/claims";
import { formatGBP, formatUsd } from "@/lib/money";
import { CHECKOUT, FREE_DROPS_DAILY } from "@/lib/constants";
import { literalFigures } from "./helpers/literal-figures";
import { visibleText } from "./helpers/visible-text";

/**
 * Every business figure lives once, in lib/constants.ts or a content file, and reaches the page through
 * an import. This test reads the source of app/, components/ and lib/ and fails
 * when one of those figures is typed into visible text instead: JSX text, a
 * string or template literal, or an attribute a visitor reads. Class lists, SVG
 * geometry, comments and numbers in code are not visible text and are not read.
 */

const ROOT = path.resolve(__dirname, "../..");
const SCANNED = ["app", "components", "lib"];
/** Where the figures are defined. */
const EXEMPT = new Set(["lib/constants.ts"]);

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir)).flatMap((name) => {
    const rel = path.join(dir, name);
    if (statSync(path.join(ROOT, rel)).isDirectory()) return sourceFiles(rel);
    return /\.(tsx?|m?js)$/.test(name) ? [rel] : [];
  });
}

describe("figures from lib/constants.ts", () => {
  it("are never typed into visible text in app/, components/ or lib/", () => {
    const files = SCANNED.flatMap(sourceFiles).filter((file) => !EXEMPT.has(file));
    expect(files.length).toBeGreaterThan(50);
    const report = files.flatMap((file) => literalFigures(readFileSync(path.join(ROOT, file), "utf8")).map((finding) => `${file} ${finding}`));
    expect(report).toEqual([]);
  });
});

describe("the check itself", () => {
  // The figures are the marketers' (figures.json, claims.json): the examples type whatever they are now.
  // Claims by kind, whatever their names, order and formats: three shown as written, a number printed in dollars or thousands.
  const [first, second, third] = CLAIMS.filter((claim) => claim.type === "shown");
  const amount = CLAIMS.find((c) => c.type === "number" && (c.format === "usd" || c.format === "thousands"));
  if (amount?.type !== "number") throw new Error("claims.json has no number claim printed in dollars or thousands: the examples below need one");
  const fee = formatGBP(CHECKOUT.cardFee);

  it("catches a figure typed into JSX text, an inline number, a string, a template and a read-out attribute", () => {
    const source = `
      export default function Promo({ name }: { name: string }) {
        const cta = "Join for your ${FREE_DROPS_DAILY} free drops";
        return (
          <section aria-label="Trusted by ${first!.value} non-profits">
            <h2 className="mt-3 text-ocean-500">Raise £30 in {3} taps</h2>
            <p>Brands fund {${FREE_DROPS_DAILY}} free drops every day, with ${second!.value} supporters watching.</p>
            <p>{\`\${name} gave ${fee} in fees\`}</p>
            <button type="button">{cta}</button>
          </section>
        );
      }`;
    const found = literalFigures(source);
    expect(found).toEqual([
      expect.stringContaining(`line 3: "${FREE_DROPS_DAILY} free" (FREE_DROPS_DAILY)`),
      expect.stringContaining(`line 5: "${first!.value}" (claims: ${first!.name}) in attribute`),
      expect.stringContaining('line 6: "£30" (CHECKOUT amount 30) in jsx'),
      expect.stringContaining(`line 7: "${FREE_DROPS_DAILY} free" (FREE_DROPS_DAILY) in jsx`),
      expect.stringContaining(`line 7: "${second!.value}" (claims: ${second!.name}) in jsx`),
      expect.stringContaining(`line 8: "${fee}" (CHECKOUT amount ${CHECKOUT.cardFee}) in template`),
    ]);
  });

  it("catches claims, campaign figures, points and the year in content strings", () => {
    const typed = (source: string) => literalFigures(source).map((finding) => /"(.*?)"/.exec(finding)![1]);
    const dollars = formatUsd(amount.value);
    expect(typed(`export const X = { title: "Up to ${first!.value} lower fees", budget: "${dollars}", note: "${third!.value} to set up" };`)).toEqual([
      first!.value,
      dollars,
      third!.value,
    ]);
    expect(typed(`const line = \`Members choose from ${second!.value} charities, 2,000 points at a time\`;`)).toEqual(
      expect.arrayContaining([second!.value, "2,000 points"]),
    );
    expect(typed('const y = "© 2025 Drops";')).toEqual(["2025"]);
    // Every claim, in whatever format it is printed, with a unit after it (a small plain number counts only with one).
    for (const claim of CLAIMS) expect(typed(`const z = "A ${CLAIM_VALUES[claim.name]} seconds spot";`)).toHaveLength(1);
  });

  it("reads class lists, SVG geometry, comments, regular expressions and numbers in code as what they are", () => {
    const source = `
      // The drop falls 500 px; brands fund 5 free drops (a comment, not text).
      const PATTERN = /5 free "drops"/;
      const width = 2000 / 4;
      const tones = { sun: "bg-sun-300 text-ocean-500 w-[90%] max-w-[500px]" };
      export default function Shape({ n }: { n: number }) {
        return n < 5 ? null : (
          <svg viewBox="0 0 2000 500" width={2025}>
            <path d="M0 500 C 240 90 480 0 720 40 S 1200 80 1440 30 V80 H0 Z" className={\`\${tones.sun} opacity-15%\`} />
            <text x="46" y="34">Don't panic: {n} drops</text>
          </svg>
        );
      }`;
    expect(
      visibleText(source)
        .filter((piece) => piece.kind === "jsx")
        .map((piece) => piece.text.trim()),
    ).toEqual(["Don't panic:", "drops"]);
    expect(literalFigures(source)).toEqual([]);
  });
});
