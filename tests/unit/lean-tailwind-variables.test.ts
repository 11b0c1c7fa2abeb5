import postcss from "postcss";
import leanTailwindVariables, { splitSelectors } from "../../scripts/build/lean-tailwind-variables.mjs";

// What the plugin refuses, and its selector splitting. That it keeps the cascade is checked on
// Tailwind's own output in a browser: tests/e2e/lean-tailwind-variables.spec.ts.
const run = (css: string) => postcss([leanTailwindVariables()]).process(css, { from: undefined }).css;

describe("lean Tailwind variables", () => {
  test("a variable something reads stays, with its @property; one nothing reads goes, and a rule it leaves empty", () => {
    const out = run(
      "@property --tw-a{syntax:'*';inherits:false}@property --tw-b{syntax:'*';inherits:false}" +
        ".x{--tw-a:1;--tw-b:2;color:var(--tw-a)}.y{--tw-b:3}.z{--other:1}",
    );
    expect(out).toContain("@property --tw-a");
    expect(out).not.toContain("--tw-b");
    expect(out).not.toContain(".y");
    expect(out).toContain(".z{--other:1}");
  });

  test("with no rule setting a leading, a font size's line-height is its fallback", () => {
    expect(run(".text-sm{font-size:1rem;line-height:var(--tw-leading, 1.5)}.a{--tw-leading:initial}")).toContain(".text-sm{font-size:1rem;line-height:1.5}");
  });

  test("a pseudo-element's font size keeps reading the variable", () => {
    const out = run(".leading-none{--tw-leading:1;line-height:1}.before\\:text-sm::before{line-height:var(--tw-leading,1.5)}");
    expect(out).toContain(".before\\:text-sm::before{line-height:var(--tw-leading,1.5)}");
    expect(out).not.toContain(":where(");
  });

  test("so does one the minifier writes with one colon (`:before`), which takes no :where() after it; an escaped `before\\:` class is no pseudo-element", () => {
    const out = run(
      ".leading-none{--tw-leading:1;line-height:1}.before\\:text-sm:before{line-height:var(--tw-leading,1.5)}.before\\:x{line-height:var(--tw-leading,2)}",
    );
    expect(out).toContain(".before\\:text-sm:before{line-height:var(--tw-leading,1.5)}");
    expect(out).not.toContain(":before:where(");
    expect(out).toContain(".before\\:x{line-height:2}");
    expect(out).toContain(".before\\:x:where(.leading-none){line-height:var(--tw-leading,2)}");
  });

  test("a leading read other than as a line-height's fallback fails the build, naming it", () => {
    expect(() => run(".leading-none{--tw-leading:1}.x{margin-top:var(--tw-leading)}")).toThrow(/margin-top:var\(--tw-leading\)/);
  });

  test("a leading declared by a lone pseudo-element fails the build, naming it", () => {
    expect(() => run("::before{--tw-leading:1}.x{line-height:var(--tw-leading,1)}")).toThrow(/"::before"/);
  });

  test("selectors split at top-level commas only", () => {
    expect(splitSelectors(".a, .b:where(.c, .d), .e\\,f, [x='1,2']")).toEqual([".a", ".b:where(.c, .d)", ".e\\,f", "[x='1,2']"]);
  });
});
