// A PostCSS plugin the post-build step runs on the exported stylesheets (scripts/postbuild.mjs,
// leanStylesheets below): the same cascade, with fewer of Tailwind's own variables (--tw-*) on the
// elements that need none.
//
// Why: a modal dialog's opening makes every other element of the page inert, and the browser
// restyles them all. Chromium passes the change down an element cheaply, but styles in full one
// whose inherited properties take a var() (a font size's line-height does), the tap's time (issue
// 41, docs/performance.md, "A tap answers at paint": a var() in a property that is not inherited,
// a shadow's, costs nothing there). Tailwind writes variables where nothing needs them:
//   1. `font-bold` declares --tw-font-weight, `tracking-wide` --tw-tracking, and so on, for
//      rules this site's stylesheet does not have: a --tw-* variable no var() reads is dropped,
//      its declarations and its @property rule;
//   2. each font size (`text-sm`) sets `line-height: var(--tw-leading, <its own>)`, so that a
//      `leading-*` on the same element wins whatever the order of the rules. --tw-leading is
//      registered as not inherited, so an element without such a class reads the fallback: the
//      rule is split into one that sets the fallback itself, and, right after it with the same
//      specificity, the original line-height for elements that also match a rule declaring
//      --tw-leading (`.text-sm:where(.leading-none, .md\:leading-tight)`). Each element's
//      line-height is what it was; only those with a `leading-*` read the variable.
// After the build, not in postcss.config.mjs: the build's minifier folds `calc(1.25 / .875)` into
// 1.42857, a line-height a hair shorter than the fallback's exact one, and lines drifted by a pixel
// down a page; on the minified file the fallback is copied as it stands (screenshots of every page
// at 390 and 1280 px: identical to the build without it).
// The plugin fails the build, naming what it found, when the stylesheet no longer has the
// shapes it relies on (a --tw-leading read other than as a line-height's fallback, or declared by
// a rule whose element it cannot name), rather than guess. Tested on Tailwind's own output, in a
// browser, element by element: tests/e2e/lean-tailwind-variables.spec.ts.
import { existsSync, readFileSync, readdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import postcss from "postcss";

const READS = /var\(\s*(--tw-[\w-]+)/g;
const LEADING = "--tw-leading";
const LINE_HEIGHT = /^var\(\s*--tw-leading\s*,\s*([\s\S]+)\)$/;

/** The selectors of a rule, split at its top-level commas (commas inside parentheses are not splits). */
export function splitSelectors(selector) {
  const parts = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < selector.length; i++) {
    const c = selector[i];
    if (c === "\\") i++;
    else if (c === "(" || c === "[") depth++;
    else if (c === ")" || c === "]") depth--;
    else if (c === "," && depth === 0) {
      parts.push(selector.slice(start, i).trim());
      start = i + 1;
    }
  }
  parts.push(selector.slice(start).trim());
  return parts.filter(Boolean);
}

/** A pseudo-element in a selector: `::before`, or the minifier's `:before` (an escaped `\\:` in a class name is none). */
const PSEUDO_ELEMENT = /(?<!\\):(?::[\w-]+|before\b|after\b|first-line\b|first-letter\b)/i;

/** A selector's element: the selector without its pseudo-element (`.a::before` is `.a`), or undefined for a lone pseudo-element. */
function elementOf(selector) {
  const at = selector.search(PSEUDO_ELEMENT);
  const element = at < 0 ? selector : selector.slice(0, at).trim();
  return element && !/[\s>+~]$/.test(element) ? element : undefined;
}

/** The rule a declaration is in, or undefined when it sits in an at-rule's body (@property's descriptors). */
function ruleOf(decl) {
  return decl.parent?.type === "rule" ? decl.parent : undefined;
}

export default function leanTailwindVariables() {
  return {
    postcssPlugin: "lean-tailwind-variables",
    OnceExit(root) {
      // 1. Variables nothing reads.
      const read = new Set();
      root.walkDecls((decl) => {
        for (const [, name] of decl.value.matchAll(READS)) read.add(name);
      });
      root.walkAtRules("property", (rule) => {
        const name = rule.params.trim();
        if (name.startsWith("--tw-") && !read.has(name)) rule.remove();
      });
      root.walkDecls(/^--tw-/, (decl) => {
        if (read.has(decl.prop)) return;
        const parent = decl.parent;
        decl.remove();
        if (parent && parent.type === "rule" && parent.nodes.length === 0) parent.remove();
      });

      // 2. The font sizes' line-height, where --tw-leading is read.
      if (!read.has(LEADING)) return;
      const setters = new Set();
      root.walkDecls(LEADING, (decl) => {
        if (/^\s*initial\s*$/i.test(decl.value)) return; // the fallback for browsers without @property: as if unset
        const rule = ruleOf(decl);
        if (!rule) throw new Error(`lean-tailwind-variables: ${LEADING} declared outside a style rule: ${decl.toString()}`);
        for (const selector of splitSelectors(rule.selector)) {
          const element = elementOf(selector);
          if (!element) throw new Error(`lean-tailwind-variables: ${LEADING} declared by "${selector}", whose element it cannot name`);
          setters.add(element);
        }
      });
      const readers = [];
      root.walkDecls((decl) => {
        if (!decl.value.includes(LEADING) || decl.prop === LEADING) return;
        const fallback = decl.prop === "line-height" && decl.value.trim().match(LINE_HEIGHT)?.[1];
        const rule = ruleOf(decl);
        if (!fallback || !rule)
          throw new Error(`lean-tailwind-variables: ${LEADING} read where this plugin expects only a line-height's fallback: ${decl.toString()}`);
        readers.push({ decl, rule, fallback: fallback.trim() });
      });
      if (setters.size === 0) {
        // No rule sets it: every reader reads its fallback.
        for (const { decl, fallback } of readers) decl.value = fallback;
        return;
      }
      const where = `:where(${[...setters].join(", ")})`;
      for (const { decl, rule, fallback } of readers) {
        const selectors = splitSelectors(rule.selector);
        // A rule for a pseudo-element takes no :where() after it: it keeps reading the variable.
        if (selectors.some((s) => PSEUDO_ELEMENT.test(s))) continue;
        const withLeading = rule.clone({ selector: selectors.map((s) => `${s}${where}`).join(", ") });
        withLeading.removeAll();
        withLeading.append(decl.clone());
        rule.after(withLeading);
        decl.value = fallback;
      }
    },
  };
}
leanTailwindVariables.postcss = true;

/** Runs the plugin on every stylesheet of the export (out/_next/static/), in place. */
export function leanStylesheets(outDir) {
  const dir = path.join(outDir, "_next", "static");
  if (!existsSync(dir)) return;
  for (const file of readdirSync(dir, { recursive: true }).filter((f) => String(f).endsWith(".css"))) {
    const at = path.join(dir, String(file));
    const css = readFileSync(at, "utf8");
    const lean = postcss([leanTailwindVariables()]).process(css, { from: at }).css;
    if (lean !== css) writeFileSync(at, lean);
  }
}
