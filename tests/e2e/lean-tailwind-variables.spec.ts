import path from "node:path";
import postcss from "postcss";
import tailwind from "@tailwindcss/postcss";
import leanTailwindVariables from "../../scripts/build/lean-tailwind-variables.mjs";
import { expect, test } from "./fixtures";

/**
 * scripts/build/lean-tailwind-variables.mjs changes what Tailwind writes, so it is checked on
 * Tailwind's own output, in the browser: the same elements styled by Tailwind's stylesheet and
 * by the same stylesheet after the plugin compute the same values, each of them, at a phone's
 * width and a desktop's (md: variants); and the site's exported stylesheet is one the plugin
 * has been through, each font size's own line-height the fallback as written.
 */

const root = path.resolve(__dirname, "..", "..");

// Font sizes with and without a leading on the same element, at a breakpoint too, a leading on a
// parent (not inherited), a component class built with @apply, a pseudo-element, weights and tracking.
const CLASSES = [
  "text-sm",
  "text-sm leading-none",
  "text-lg leading-none md:text-2xl",
  "text-lg md:text-2xl md:leading-tight",
  "text-4xl leading-[0.9]",
  "font-bold",
  "text-sm font-semibold tracking-wide",
  "probe-field",
  "probe-field leading-relaxed",
  "before:text-sm before:leading-none before:content-['x']",
  "before:text-lg before:content-['x']",
];
const SOURCE = `@import "tailwindcss" source(none) theme(inline);
@source inline("${CLASSES.join(" ")}");
@layer components { .probe-field { @apply text-base font-bold; } }`;

async function tailwindCss(withPlugin: boolean) {
  const plugins = withPlugin ? [tailwind(), leanTailwindVariables()] : [tailwind()];
  const { css } = await postcss(plugins).process(SOURCE, { from: path.join(root, "app", "probe.css") });
  return css;
}

// Lines enough that a line-height a hair off adds up to a different height.
const WORDS = Array.from({ length: 60 }, (_, i) => `word${i}`).join(" ");

const HTML = (css: string) =>
  `<!doctype html><html><head><style>${css}</style></head><body>` +
  CLASSES.map((c, i) => `<p id="p${i}" class="${c}">${WORDS}</p>`).join("") +
  `<div class="leading-none"><p id="child" class="text-sm">${WORDS}</p></div></body></html>`;

const PROPERTIES = ["font-size", "line-height", "font-weight", "letter-spacing"];

test("the plugin keeps every element's computed style, phone and desktop, and reads fewer variables", async ({ page }) => {
  const [before, after] = await Promise.all([tailwindCss(false), tailwindCss(true)]);
  // What it is for: no declaration of a variable nothing reads, and a font size's line-height without one.
  expect(before).toMatch(/--tw-font-weight:/);
  expect(after).not.toMatch(/--tw-font-weight/);
  expect(after).toMatch(/\.text-sm\s*\{[^}]*line-height:\s*calc\(1\.25\s*\/\s*0?\.875\)/);
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    const styles = [];
    for (const css of [before, after]) {
      await page.setContent(HTML(css));
      styles.push(
        await page.evaluate((properties) => {
          const out: Record<string, string> = {};
          for (const el of document.querySelectorAll("p")) {
            for (const pseudo of [null, "::before"]) {
              const style = getComputedStyle(el, pseudo);
              for (const p of properties) out[`${el.id}${pseudo ?? ""} ${el.className} ${p}`] = style.getPropertyValue(p);
            }
            out[`${el.id} ${el.className} height`] = String(el.getBoundingClientRect().height);
          }
          return out;
        }, PROPERTIES),
      );
    }
    expect(styles[1], `at ${width} px`).toEqual(styles[0]);
    // The probes differ from one another: a comparison of identical defaults would prove nothing.
    expect(
      new Set(
        Object.entries(styles[0]!)
          .filter(([k]) => k.endsWith("line-height"))
          .map(([, v]) => v),
      ).size,
    ).toBeGreaterThan(4);
  }
});

test("the site's stylesheet has been through it: every --tw-* it declares is read, and a leading is read only beside a leading class or by a pseudo-element", async ({
  page,
}) => {
  await page.goto("/");
  const hrefs = await page.$$eval('link[rel="stylesheet"]', (links) => links.map((l) => (l as HTMLLinkElement).href));
  expect(hrefs.length).toBeGreaterThan(0);
  for (const href of hrefs) {
    const css = await (await page.request.get(href)).text();
    const read = new Set([...css.matchAll(/var\(\s*(--tw-[\w-]+)/g)].map((m) => m[1]));
    const declared = new Set([...css.matchAll(/[{;]\s*(--tw-[\w-]+)\s*:/g)].map((m) => m[1]));
    expect(
      [...declared].filter((name) => !read.has(name)),
      href,
    ).toEqual([]);
    // A pseudo-element's rule keeps reading it (it takes no :where() after it): `::before`, or the minifier's `:before`.
    const readers = [...css.matchAll(/([^{}]*)\{[^{}]*var\(--tw-leading/g)].map((m) => m[1]!.trim());
    expect(
      readers.filter((selector) => !selector.includes(":where(") && !/(?<!\\):(?::|before\b|after\b)/.test(selector)),
      href,
    ).toEqual([]);
    expect(css, "no :where() after a pseudo-element").not.toMatch(/(?<!\\):(?::[\w-]+|before|after):where\(/);
    // Each font size's own rule has the fallback as written, not a rounded copy (the minifier's 1.42857 moved lines).
    const split = [...css.matchAll(/\{([^{}]*)\}[^{}]*:where\([^{}]*\)\{line-height:var\(--tw-leading,([^{}]*)\)\}/g)];
    expect(split.length, href).toBeGreaterThan(0);
    for (const [, before, fallback] of split) expect(before, href).toContain(`line-height:${fallback}`);
  }
});
